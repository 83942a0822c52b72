import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { cx } from "@shop/styled-system/css";
import { tabs } from "@shop/styled-system/recipes";

export interface TabItem {
  /** Unique, URL-safe: the panel content gets it as `id`, so a link to `#<id>` opens and shows this tab. */
  id: string;
  /** The tab's visible name, e.g. "Bewertungen". */
  title: ReactNode;
  /** The panel. Always rendered, also on the server, so search engines and no-JavaScript visitors get it. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs in order; leave out empty ones. No items render nothing; one item still renders as a tab. */
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Produktinformationen". */
  label: string;
  /** The selected tab's id (controlled). */
  selectedKey?: string;
  /** The tab selected first (uncontrolled). @default the first item */
  defaultSelectedKey?: string;
  /** Called with the id of the newly selected tab (click, arrow keys, or a `#<id>` link). */
  onSelectionChange?: (id: string) => void;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

const idFromHash = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return hash.replace(/^#/, "");
  }
};

/** Without JavaScript the tabs cannot switch: hide the tab list and stack every panel, each with its title. */
const noScriptCss =
  "[data-tabs]>[role=tablist]{display:none}" +
  "[data-tabs]>[data-inert]{display:block}" +
  "[data-tabs]>*>[data-tab-title]{display:block}";

/**
 * WAI-ARIA tabs (the APG pattern with automatic activation: arrow keys, Home and End move and select, one
 * tab stop for the list); the tab list scrolls sideways when it does not fit. Own code rather than
 * react-aria's `Tabs`: its collection machinery cost product pages about 20 KB gzip for this. Every panel is in the server HTML (hidden ones with `hidden`); without JavaScript a `<noscript>` style shows them all, stacked under their titles.
 * A link to `#<item.id>` elsewhere on the page selects that tab (on load, on `hashchange` and on click).
 */
export function Tabs({
  items,
  label,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
}: TabsProps) {
  const styles = tabs();
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const wanted = selectedKey ?? ownKey;
  const selected = items.some((item) => item.id === wanted) ? wanted : items[0]?.id;

  const select = (id: string) => {
    if (selectedKey === undefined) setOwnKey(id);
    if (id !== selected) onSelectionChange?.(id);
  };

  /** Selects the tab named by a `#hash`, synchronously, so its content is shown before any scrolling. */
  const openFromHash = useEffectEvent((hash: string) => {
    const id = idFromHash(hash);
    if (!items.some((item) => item.id === id)) return false;
    if (id !== selected) flushSync(() => select(id));
    return true;
  });

  useEffect(() => {
    const openAndScroll = () => {
      if (openFromHash(location.hash)) document.getElementById(idFromHash(location.hash))?.scrollIntoView();
    };
    // On load the browser could not scroll to content that was hidden: open its tab, then scroll.
    const frame = requestAnimationFrame(openAndScroll);
    // A click on a link to the current hash fires no hashchange (nor does a router's pushState); the
    // browser, or the router, scrolls to the target once the tab is open.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
      if (link instanceof HTMLAnchorElement && link.pathname === location.pathname && link.hash) {
        openFromHash(link.hash);
      }
    };
    window.addEventListener("hashchange", openAndScroll);
    document.addEventListener("click", onClick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("hashchange", openAndScroll);
      document.removeEventListener("click", onClick);
    };
  }, []);

  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(items[next]!.id);
    reveal(tabRefs.current[next]);
  };

  if (items.length === 0) return null;
  return (
    <div className={cx(styles.root, className)} data-tabs="">
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className={styles.tab}
              onClick={(event) => {
                select(item.id);
                reveal(event.currentTarget);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${item.id}`}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            tabIndex={0}
            className={styles.panel}
            hidden={!isSelected}
            data-inert={isSelected ? undefined : ""}
          >
            <p className={styles.title} data-tab-title="">
              {item.title}
            </p>
            <div id={item.id} className={styles.content}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Focuses a tab and scrolls the list just enough to show it whole (the same position every time, whatever
 * the browser's focus scrolling would do), without moving the page vertically.
 */
function reveal(tab: HTMLButtonElement | null | undefined) {
  tab?.focus({ preventScroll: true });
  tab?.scrollIntoView({ block: "nearest", inline: "nearest" });
}

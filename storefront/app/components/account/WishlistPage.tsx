import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CmsContext, ProductBox, type ListingProduct } from "@shop/cms-blocks";
import { translatedName } from "@shop/store-api";
import {
  Button,
  columnWidth,
  useIsHydrated,
  pageContentWidth,
  TOAST_TIMEOUT,
  toastQueue,
} from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";
import {
  noteServerRemoval,
  setOnWishlist,
  useWishlist,
  WISHLIST_ID_PATTERN,
  WISHLIST_STORAGE_KEY,
  wishlistMessageText,
} from "../../lib/wishlist.ts";
import type { WishlistActionResult, WishlistPageData } from "../../lib/wishlist.server.ts";
import { InlineScript } from "../InlineScript.tsx";
import { useProductCardShop } from "../ShopListing.tsx";

/** The grid's columns (as the listing's): the cards' image `sizes` follow from it. */
const gridColumns = { columns: { base: 2, md: 3, lg: 4 }, gap: 16 } as const;

export interface WishlistPageProps {
  data: WishlistPageData;
}

/**
 * The wishlist page's content (docs/storefront-rules.md, "Wishlist"). A customer's list comes from the
 * server (the route's loader) and its "Remove" is a POST form that works without JavaScript (a fetcher with
 * it); a guest's list is in this browser, so the server renders a placeholder (with a no-JavaScript notice)
 * and this island loads the products by id through the route's loader (`?ids=`).
 */
export function WishlistPage({ data }: WishlistPageProps) {
  return data.kind === "customer" ? <CustomerWishlist data={data} /> : <GuestWishlist />;
}

function CustomerWishlist({ data }: { data: Extract<WishlistPageData, { kind: "customer" }> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const path = localizePath("/wishlist", locale);
  const fetcher = useFetcher<WishlistActionResult>();
  const shown = useRef<WishlistActionResult | undefined>(undefined);
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok && result.productId) noteServerRemoval(result.productId);
    const name = result.productId ? (names.current.get(result.productId) ?? "") : "";
    toastQueue.add(
      {
        title: i18n._(wishlistMessageText(result.ok ? "wishlist-removed" : "wishlist-failed", name)),
        variant: result.ok ? "success" : "error",
      },
      { timeout: TOAST_TIMEOUT, persistent: !result.ok },
    );
  }, [fetcher.state, fetcher.data, i18n]);
  const pendingId = fetcher.state !== "idle" ? fetcher.formData?.get("productId")?.toString() : undefined;
  const back = data.page > 1 ? `${path}?p=${data.page}` : path;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    names.current.set(String(formData.get("productId")), String(formData.get("productName") ?? ""));
    formData.delete("redirectTo");
    void fetcher.submit(formData, { method: "post", action: back });
  };

  if (data.total === 0) return <EmptyWishlist />;
  return (
    <>
      <h2 className={styles.count}>
        {t({ message: plural(data.total, { one: "# product", other: "# products" }) })}
      </h2>
      <WishlistGrid
        products={data.products}
        renderRemove={(product, name) => (
          <form method="post" action={back} onSubmit={onSubmit} className={styles.remove}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="productName" value={name} />
            <input type="hidden" name="redirectTo" value={back} />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              aria-label={t`Remove ${name} from the wishlist`}
              isPending={pendingId === product.id}
              pendingLabel={t`Removing`}
            >
              {t`Remove`}
            </Button>
          </form>
        )}
      />
      {data.pageCount > 1 && (
        <nav className={styles.pages} aria-label={t`Wishlist pages`}>
          {data.page > 1 && (
            <a
              className={button({ variant: "secondary", size: "md" }).root}
              href={data.page === 2 ? path : `${path}?p=${data.page - 1}`}
            >
              {t`Previous page`}
            </a>
          )}
          <span>{t`Page ${data.page} of ${data.pageCount}`}</span>
          {data.page < data.pageCount && (
            <a
              className={button({ variant: "secondary", size: "md" }).root}
              href={`${path}?p=${data.page + 1}`}
            >
              {t`Next page`}
            </a>
          )}
        </nav>
      )}
    </>
  );
}

/**
 * A guest's list before any of the app's JavaScript: the placeholder holds both the empty state and
 * "Loading your wishlist…", and this script, inline at the placeholder's end (InlineScript), shows the one
 * the ids this browser keeps (lib/wishlist.ts) call for (`data-state="empty"` or `"listed"`) while the page is
 * parsed. The empty state is then there at the first paint instead of after the app has started
 * (Lighthouse's LCP was 4.4 s on a phone).
 */
function markGuestWishlist(placeholder: Element | null | undefined, key: string, idPattern: string) {
  if (!placeholder) return;
  let listed = false;
  try {
    // Only the ids the app keeps count (lib/wishlist.ts), or a stale entry would show "loading", then empty.
    const ids: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    const valid = new RegExp(idPattern);
    listed = Array.isArray(ids) && ids.some((id) => typeof id === "string" && valid.test(id));
  } catch {
    // storage disabled or unreadable: the list is empty, as the app will find
  }
  placeholder.setAttribute("data-state", listed ? "listed" : "empty");
}

const guestWishlistScript = `(${markGuestWishlist.toString()})(document.currentScript?.parentElement, ${JSON.stringify(WISHLIST_STORAGE_KEY)}, ${JSON.stringify(WISHLIST_ID_PATTERN.source)});`;

function GuestWishlist() {
  const { t } = useLingui();
  const locale = useLocale();
  const { ids } = useWishlist();
  const fetcher = useFetcher<{ products?: ListingProduct[] }>();
  const { load } = fetcher;
  const key = ids.join(",");
  // A guest's list exists only in the browser: the server (and the first render) show a placeholder.
  const isHydrated = useIsHydrated();
  const loaded = fetcher.data?.products;
  useEffect(() => {
    // Ids the page has already loaded need no new request (a removal only hides its card).
    if (key === "" || (loaded && key.split(",").every((id) => loaded.some((product) => product.id === id))))
      return;
    void load(`${localizePath("/wishlist", locale)}?ids=${key}`);
  }, [key, load, locale, loaded]);

  const products = (loaded ?? []).filter((product) => ids.includes(product.id));
  if (!isHydrated || ids.length === 0 || !loaded || products.length === 0) {
    // Before hydration the inline script at its end sets `data-state` from the browser's ids
    // (lib/wishlist.ts); React then keeps this element and sets the same value.
    const state = !isHydrated ? undefined : ids.length > 0 && !loaded ? "listed" : "empty";
    return (
      <div className={styles.placeholder} data-guest-wishlist="" data-state={state} suppressHydrationWarning>
        <div data-when="empty">
          <EmptyWishlist />
        </div>
        <output data-when="listed">{t`Loading your wishlist…`}</output>
        {!isHydrated && (
          <noscript>
            <p className={styles.notice}>
              <Trans>
                Your wishlist is saved in this browser. Please enable JavaScript to see it, or sign in to keep
                it in your customer account.
              </Trans>
            </p>
          </noscript>
        )}
        {!isHydrated && <InlineScript code={guestWishlistScript} />}
      </div>
    );
  }
  return (
    <>
      <h2 className={styles.count}>
        {t({ message: plural(products.length, { one: "# product", other: "# products" }) })}
      </h2>
      <WishlistGrid
        products={products}
        renderRemove={(product, name) => (
          <div className={styles.remove}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Remove ${name} from the wishlist`}
              onPress={() => {
                setOnWishlist(product.id, false);
                toastQueue.add(
                  { title: t(wishlistMessageText("wishlist-removed", name)), variant: "success" },
                  { timeout: TOAST_TIMEOUT },
                );
              }}
            >
              {t`Remove`}
            </Button>
          </div>
        )}
      />
    </>
  );
}

function WishlistGrid({
  products,
  renderRemove,
}: {
  products: ListingProduct[];
  renderRemove: (product: ListingProduct, name: string) => ReactNode;
}) {
  const shop = useProductCardShop();
  const width = pageContentWidth;
  return (
    <CmsContext
      value={{
        ...shop,
        // No heart on this page: "Remove" takes a product off, and works without JavaScript.
        productActions: (product) => ({ addToCart: shop.productActions(product).addToCart }),
        linkPolicy: {},
        width,
      }}
    >
      <ul className={styles.grid}>
        {products.map((product, index) => {
          const name = translatedName(product) || product.productNumber;
          return (
            <li key={product.id} className={styles.item}>
              <ProductBox
                product={product}
                imageLoading={index < 4 ? "eager" : "lazy"}
                layoutWidth={columnWidth(width, gridColumns)}
              />
              {renderRemove(product, name)}
            </li>
          );
        })}
      </ul>
    </CmsContext>
  );
}

function EmptyWishlist() {
  const locale = useLocale();
  return (
    <div className={styles.empty}>
      <p>
        <Trans>Your wishlist is empty. Tap the heart on a product to keep it here.</Trans>
      </p>
      <a className={button({ variant: "primary", size: "md" }).root} href={localizePath("/", locale)}>
        <Trans>Discover our products</Trans>
      </a>
    </div>
  );
}

const styles = {
  // The list's heading (h2 above the cards' h3): how many products.
  count: css({ textStyle: "body.md", fontWeight: "semibold", mb: "4" }),
  grid: css({
    display: "grid",
    gap: "4",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    md: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    lg: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  }),
  item: css({ display: "flex", flexDirection: "column", gap: "2", "& > article": { flex: "1" } }),
  remove: css({ display: "flex", "& > button": { flex: "1" } }),
  pages: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "center",
    gap: "4",
    mt: "6",
  }),
  // As tall as the placeholder the server renders for a guest's list (and taller than the message and
  // button at 320 px): an empty list shifts nothing.
  empty: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "4",
    minH: "10rem",
    textStyle: "body.md",
  }),
  // A guest's list before it is known: only the part `data-state` names is shown (none without JavaScript,
  // where the notice explains).
  placeholder: css({
    minH: "10rem",
    textStyle: "body.md",
    "&:not([data-state='empty']) > [data-when='empty']": { display: "none" },
    "&:not([data-state='listed']) > [data-when='listed']": { display: "none" },
  }),
  notice: css({ p: "4", borderWidth: "1px", borderColor: "border", borderRadius: "md", bg: "bg.subtle" }),
};

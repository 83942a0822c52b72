import { lazy, Suspense, useId, useState } from "react";
import { cx } from "@shop/styled-system/css";
import { select } from "@shop/styled-system/recipes";
import { useIdleImport } from "../hydration/useIdleImport.ts";
import { useIsHydrated } from "../hydration/useIsHydrated.ts";
import { Icon } from "../icon/Icon.tsx";

export interface SelectOption {
  /** Sent as `name=value`, e.g. "price-asc". */
  value: string;
  /** The visible text, e.g. "Preis aufsteigend". */
  label: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Render props (react-aria): the trigger carries `data-pressed`, `data-focus-visible`, `data-disabled`;
 * the root `data-open`, `data-invalid`; items `data-selected`, `data-focused`, `data-disabled`.
 */
export interface SelectProps {
  /** The visible label (e.g. "Sortierung"). */
  label: string;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Form field name; the choice submits as `name=value` in a plain form. */
  name?: string;
  /** The chosen value (controlled). */
  value?: string | null;
  /** The initial value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the new value when the shopper chooses. */
  onChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Help text under the field, tied to it with `aria-describedby`. */
  description?: string;
  /** Shown (and tied to the field) when `isInvalid`. */
  errorMessage?: string;
  /** @default false */
  isInvalid?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

const loadEnhancedSelect = () => import("./EnhancedSelect.tsx");
const EnhancedSelect = lazy(loadEnhancedSelect);

/**
 * A single choice from a list (react-aria Select: a button opening a listbox popover). The server HTML is
 * a native `<select>` of the same size, so the field works (and submits) before and without JavaScript;
 * after hydration react-aria takes over, with its own hidden `<select name>` for form submission.
 *
 * A select the server rendered keeps its native form until the page has hydrated and the browser is idle
 * (`useIdleImport`), then gives way to react-aria's once, in a transition. It used to change right after
 * hydration, through a Suspense fallback: the server's select was replaced by the fallback's (a second
 * native select) while the listbox's code loaded, then by react-aria's, two DOM replacements and a chunk
 * request in the middle of the page's hydration (the category page's sort field). A select mounted in
 * the browser (a form opened later, a story) takes react-aria's form as soon as its code is there.
 *
 * On a touch screen (the primary pointer is coarse) the select stays native: the platform's own picker is
 * made for a finger and for the screen reader, and react-aria's listbox brought nothing there but its code,
 * which cost the category page two tasks of 12-15 ms (unthrottled) after it had hydrated.
 */
export function Select(props: SelectProps) {
  const hydrated = useIsHydrated();
  // Fixed at the first render: false there means the server rendered this select (or renders it now).
  const [fromServer] = useState(!hydrated);
  const [native] = useState(isTouchScreen);
  const idle = useIdleImport(fromServer && !native ? loadEnhancedSelect : undefined);
  if (native) return <NativeSelect {...props} />;
  if (fromServer) {
    if (!hydrated || !idle) return <NativeSelect {...props} />;
    return <idle.default {...props} />;
  }
  // The react-aria listbox's code is not in the page's first-load JavaScript; until it is there, the
  // native select (same size, same value) stands in and keeps working.
  return (
    <Suspense fallback={<NativeSelect {...props} />}>
      <EnhancedSelect {...props} />
    </Suspense>
  );
}

/** True on a device whose primary pointer is a finger (a phone, a tablet); false on the server. */
function isTouchScreen(): boolean {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

/**
 * The server-rendered form of `Select`, and its form on touch screens (exported for its story and tests;
 * apps use `Select`). With `value` it follows it, as react-aria's does.
 */
export function NativeSelect({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  className,
}: SelectProps) {
  const styles = select();
  const id = useId();
  const describedBy = [description && `${id}-description`, isInvalid && errorMessage && `${id}-error`];
  return (
    <div
      className={cx(styles.root, className)}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          className={styles.trigger}
          {...(value === undefined ? { defaultValue: defaultValue ?? "" } : { value: value ?? "" })}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy.filter(Boolean).join(" ") || undefined}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={styles.chevron} />
      </div>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

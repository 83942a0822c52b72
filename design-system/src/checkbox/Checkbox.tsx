import { useState, type CSSProperties, type ReactNode } from "react";
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { checkbox } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

/**
 * Render props (react-aria): the `<label>` root carries `data-selected`, `data-indeterminate`,
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled` and `data-invalid`. The real
 * `<input type="checkbox">` inside is visually hidden, so it still submits in a plain form.
 */
export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "children"> {
  /** The option's name, e.g. "Clarus". */
  children: ReactNode;
  /** How many results this option gives; shown after the name, muted, and read with it ("Clarus (12)"). */
  count?: number;
  /** A CSS colour (hex) drawn as a swatch before the name, for colour properties. */
  color?: string;
  /** Extra classes, applied after the recipe's. */
  className?: string;
}

/** A checkbox with its label; alone (`name`, `isSelected`) or inside a `CheckboxGroup` (`value`). */
export function Checkbox({ children, count, color, className, ...props }: CheckboxProps) {
  const styles = checkbox();
  return (
    <AriaCheckbox {...props} className={cx(styles.root, className)}>
      {({ isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            <Icon name={isIndeterminate ? "minus" : "check"} size="sm" />
          </span>
          {color && (
            <span
              className={styles.swatch}
              style={{ "--swatch-color": color } as CSSProperties}
              aria-hidden="true"
              data-color={color}
            />
          )}
          <span className={styles.text}>
            <span>{children}</span>
            {count !== undefined && <span className={styles.count}>({count})</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxOption {
  /** Sent as `name=value` when selected. */
  value: string;
  /** The visible name. */
  label: string;
  /** Number of matching results, shown muted after the label. */
  count?: number;
  /** A CSS colour (hex) for a swatch, for colour properties. */
  color?: string;
  /** The option cannot be changed (e.g. zero results). */
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  "className" | "children" | "validate"
> {
  /** The visible group label (e.g. "Marke"). */
  label: string;
  /** The options, in display order. */
  options: readonly CheckboxOption[];
  /** Help text under the label, tied to the group with `aria-describedby`. */
  description?: string;
  /** Shown (and tied to the group) when `isInvalid`. */
  errorMessage?: string;
  /** Show only this many options, the rest behind a "show more" toggle. */
  limit?: number;
  /** The toggle's text while options are hidden (e.g. "Alle 14 anzeigen"). Required with `limit`. */
  showMoreLabel?: string;
  /** The toggle's text while every option is shown (e.g. "Weniger anzeigen"). Required with `limit`. */
  showLessLabel?: string;
  /** Extra classes on the group, applied after the recipe's. */
  className?: string;
}

/** One option of a `CheckboxGroup`. */
function renderOption(option: CheckboxOption) {
  return (
    <Checkbox
      key={option.value}
      value={option.value}
      count={option.count}
      color={option.color}
      isDisabled={option.isDisabled}
    >
      {option.label}
    </Checkbox>
  );
}

/**
 * A labelled group of checkboxes (react-aria CheckboxGroup) for filters. Every checkbox is a real
 * `<input type="checkbox" name value>`, so a plain GET form sends `name=value` pairs without JavaScript.
 * The "show more" toggle is a native `<details>`, which also works without JavaScript; it starts open when
 * a hidden option is selected.
 */
export function CheckboxGroup({
  label,
  options,
  description,
  errorMessage,
  limit,
  showMoreLabel,
  showLessLabel,
  className,
  ...props
}: CheckboxGroupProps) {
  const styles = checkbox();
  const cut = limit !== undefined && options.length > limit ? limit : options.length;
  const selected = new Set(props.value ?? props.defaultValue ?? []);
  // Decided once: re-rendering must not fold the list away while the shopper works in it.
  const [startsOpen] = useState(() => options.slice(cut).some((option) => selected.has(option.value)));
  return (
    // ARIA validation (as FormField's fields): react-aria's native validation reads each input's validity in
    // a layout effect after mounting and stores it, which re-rendered every group and option of a category
    // page's filters at once, synchronously, after they hydrated (58 ms at 4x CPU slowdown).
    <AriaCheckboxGroup validationBehavior="aria" {...props} className={cx(styles.group, className)}>
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.list}>
        {options.slice(0, cut).map(renderOption)}
        {cut < options.length && (
          <details className={styles.more} open={startsOpen || undefined}>
            <summary className={styles.toggle}>
              <span data-when="closed">{showMoreLabel}</span>
              <span data-when="open">{showLessLabel}</span>
              <Icon name="chevron-down" size="sm" />
            </summary>
            {options.slice(cut).map(renderOption)}
          </details>
        )}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}

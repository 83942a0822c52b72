import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { cx } from "@shop/styled-system/css";
import { quantityField } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

/** The error texts, translated by the app. */
export interface QuantityMessages {
  /** The field is empty, e.g. "Bitte eine Menge eingeben." */
  required: string;
  /** Not a whole number, e.g. "Bitte eine ganze Zahl eingeben." */
  integer: string;
  /** Below the minimum, e.g. `(min) => \`Die Mindestbestellmenge ist ${min}.\`` */
  min: (min: number) => string;
  /** Above the maximum, e.g. `(max) => \`Die Höchstbestellmenge ist ${max}.\`` */
  max: (max: number) => string;
  /** Off the step grid, e.g. `(step, min) => \`Nur in Schritten von ${step} ab ${min} bestellbar.\`` */
  step: (step: number, min: number) => string;
}

export interface QuantityFieldProps {
  /** The form field name, e.g. "quantity". */
  name: string;
  /** The visible label, e.g. "Menge". */
  label: string;
  /** The minimum purchase. @default 1 */
  min?: number;
  /** The maximum purchase (the app passes `min(maxPurchase ?? 100, stock)`). @default 100 */
  max?: number;
  /** The purchase step; valid values are `min`, `min + step`, ... @default 1 */
  step?: number;
  /** The starting value (uncontrolled). @default min */
  defaultValue?: number;
  /** The value (controlled); `null` while the field is empty. */
  value?: number | null;
  /** Called on every change with the typed number (valid or not), or `null` when empty or not a number. */
  onChange?: (value: number | null) => void;
  /** The error texts. */
  messages: QuantityMessages;
  /** The − button's accessible name, e.g. "Menge verringern". */
  decrementLabel: string;
  /** The + button's accessible name, e.g. "Menge erhöhen". */
  incrementLabel: string;
  /** Help under the field, e.g. "Verkaufseinheit: 5 l"; tied to the input with `aria-describedby`. */
  description?: ReactNode;
  isDisabled?: boolean;
  /** The id of the form the input belongs to, when it sits outside it. */
  form?: string;
  /** The input's id. @default a generated one */
  id?: string;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

interface Bounds {
  min: number;
  max: number;
  step: number;
}

/** The first broken rule, in the order required, integer, min, max, step; `""` when the value is valid. */
function validate(raw: string, isBadInput: boolean, { min, max, step }: Bounds, messages: QuantityMessages) {
  if (isBadInput) return messages.integer;
  if (raw.trim() === "") return messages.required;
  const n = Number(raw);
  if (!Number.isInteger(n)) return messages.integer;
  if (n < min) return messages.min(min);
  if (n > max) return messages.max(max);
  if ((n - min) % step !== 0) return messages.step(step, min);
  return "";
}

/** The highest value on the grid that is not above `max`. */
const lastValid = ({ min, max, step }: Bounds) => min + Math.max(0, Math.floor((max - min) / step)) * step;

/** The next value on the grid above `n` (or `min`), never above the last valid one. */
function stepUp(n: number, bounds: Bounds) {
  if (!Number.isFinite(n) || n < bounds.min) return bounds.min;
  const next = bounds.min + (Math.floor((n - bounds.min) / bounds.step) + 1) * bounds.step;
  return Math.min(next, lastValid(bounds));
}

/** The next value on the grid below `n`, never below `min`. */
function stepDown(n: number, bounds: Bounds) {
  const last = lastValid(bounds);
  if (!Number.isFinite(n) || n > last) return Number.isFinite(n) ? last : bounds.min;
  const previous = bounds.min + (Math.ceil((n - bounds.min) / bounds.step) - 1) * bounds.step;
  return Math.max(previous, bounds.min);
}

const toNumber = (raw: string, isBadInput: boolean) =>
  isBadInput || raw.trim() === "" || !Number.isFinite(Number(raw)) ? null : Number(raw);

/** Without JavaScript the − and + buttons cannot work: hide them, the number input alone still submits. */
const noScriptCss = "[data-quantity-step]{display:none}";

/**
 * A quantity input for add to cart: a native `<input type="number">` (its min, max and step also work
 * without JavaScript and it posts with the form) between − and + buttons that move along the step grid.
 * Errors show under the field after blur, after − / +, and when the form is submitted: the message is set
 * as the input's custom validity, so the browser blocks the submit and focus goes to the field. What the
 * shopper typed is never changed on its own.
 */
export function QuantityField({
  name,
  label,
  min = 1,
  max = 100,
  step = 1,
  defaultValue,
  value,
  onChange,
  messages,
  decrementLabel,
  incrementLabel,
  description,
  isDisabled = false,
  form,
  id,
  className,
}: QuantityFieldProps) {
  const styles = quantityField();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const bounds: Bounds = { min, max, step: step > 0 ? step : 1 };

  const [text, setText] = useState(() => String(value !== undefined ? (value ?? "") : (defaultValue ?? min)));
  const [isBadInput, setBadInput] = useState(false);
  const [isErrorShown, setErrorShown] = useState(false);
  // Controlled: follow the prop when it differs from what the field holds.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== undefined && value !== toNumber(text, isBadInput)) {
      setText(value === null ? "" : String(value));
      setBadInput(false);
    }
  }

  const error = validate(text, isBadInput, bounds, messages);
  const showError = isErrorShown && error !== "";
  const current = toNumber(text, isBadInput);
  const canDecrement = !isDisabled && (current === null || current > min);
  const canIncrement = !isDisabled && (current === null || current < lastValid(bounds));

  useEffect(() => {
    // The browser's own constraint validation then blocks the submit with our text.
    inputRef.current?.setCustomValidity(error);
  }, [error]);

  const commit = (next: string, isBad: boolean) => {
    setText(next);
    setBadInput(isBad);
    onChange?.(toNumber(next, isBad));
  };

  const handleInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    commit(input.value, input.validity.badInput);
    if (validate(input.value, input.validity.badInput, bounds, messages) === "") setErrorShown(false);
  };

  const move = (direction: 1 | -1) => {
    const n = current ?? Number.NaN;
    const next = direction === 1 ? stepUp(n, bounds) : stepDown(n, bounds);
    commit(String(next), false);
    setErrorShown(validate(String(next), false, bounds, messages) !== "");
    // The pressed button turns disabled at the bound; keep focus in the field instead of losing it.
    if ((direction === -1 && next <= min) || (direction === 1 && next >= lastValid(bounds))) {
      inputRef.current?.focus();
    }
  };

  const handleInvalid = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    event.preventDefault(); // no browser bubble: our message shows under the field
    setErrorShown(true);
    // Only the form's first invalid field takes focus.
    const firstInvalid = input.form
      ? [...input.form.elements].find(
          (element) => "validity" in element && !(element as HTMLInputElement).validity.valid,
        )
      : input;
    if (firstInvalid === input) input.focus();
  };

  const describedBy = [description ? descriptionId : null, showError ? errorId : null].filter(Boolean);
  return (
    <div className={cx(styles.root, className)} data-invalid={showError || undefined}>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.group} data-disabled={isDisabled || undefined}>
        <button
          type="button"
          className={styles.button}
          aria-label={decrementLabel}
          aria-controls={inputId}
          disabled={!canDecrement}
          onClick={() => move(-1)}
          data-quantity-step=""
        >
          <Icon name="minus" size="sm" />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          name={name}
          form={form}
          min={min}
          max={max}
          step={bounds.step}
          required
          value={text}
          disabled={isDisabled}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
          onChange={handleInput}
          onBlur={() => setErrorShown(error !== "")}
          onInvalid={handleInvalid}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={incrementLabel}
          aria-controls={inputId}
          disabled={!canIncrement}
          onClick={() => move(1)}
          data-quantity-step=""
        >
          <Icon name="plus" size="sm" />
        </button>
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {showError && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}

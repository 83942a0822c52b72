import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import {
  I18nProvider,
  Label,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Text,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { rangeSlider } from "@shop/styled-system/recipes";
import { formatPrice, moneyLocale } from "../price/formatPrice.ts";

export type Range = [min: number, max: number];

/**
 * Render props (react-aria): the root carries `data-disabled`; each thumb `data-dragging`,
 * `data-hovered`, `data-focus-visible` and `data-disabled`.
 */
export interface RangeSliderProps {
  /** The visible label of the whole control (e.g. "Preis"). */
  label: string;
  /** Names the lower thumb and the lower number input (e.g. "Mindestpreis"). */
  minLabel: string;
  /** Names the upper thumb and the upper number input (e.g. "Höchstpreis"). */
  maxLabel: string;
  /** Form field name of the lower number input (e.g. "min-price"). */
  minName: string;
  /** Form field name of the upper number input (e.g. "max-price"). */
  maxName: string;
  /** The lowest value possible. */
  minValue: number;
  /** The highest value possible. */
  maxValue: number;
  /** @default 1 */
  step?: number;
  /** The selected range (controlled). */
  value?: Range;
  /** The initial range (uncontrolled). @default [minValue, maxValue] */
  defaultValue?: Range;
  /** Called on every change, while dragging too. */
  onChange?: (value: Range) => void;
  /** Called when a change is done: a thumb released, a key pressed, a number input left. */
  onChangeEnd?: (value: Range) => void;
  /**
   * The values are amounts of money in this currency (e.g. "CHF"): written in the shop's one money format
   * (`formatPrice`, whatever the language), in the output and for screen readers. Without it, plain numbers.
   */
  currency?: string;
  /** Help text under the label. */
  description?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/**
 * A two-thumb range (react-aria Slider: arrows, Page Up/Down, Home/End) with two number inputs kept in
 * sync. Only the number inputs carry `name`, so a plain GET form sends e.g. `min-price=10&max-price=90`,
 * with or without JavaScript.
 */
export function RangeSlider({
  label,
  minLabel,
  maxLabel,
  minName,
  maxName,
  minValue,
  maxValue,
  step = 1,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  currency,
  description,
  isDisabled,
  className,
}: RangeSliderProps) {
  const styles = rangeSlider();
  const id = useId();
  const [own, setOwn] = useState<Range>(defaultValue ?? [minValue, maxValue]);
  const range = value ?? own;
  // What is typed, kept apart from the range so half-typed numbers are not clamped away.
  const [drafts, setDrafts] = useState<[string, string] | null>(null);
  // A number input at its bound stays empty (the bound shows as its placeholder): an untouched GET form
  // then sends no price filter at all, rather than one that filters nothing.
  const bounds = [minValue, maxValue] as const;
  const shown = drafts ?? [
    range[0] === minValue ? "" : String(range[0]),
    range[1] === maxValue ? "" : String(range[1]),
  ];

  const update = (next: Range) => {
    setOwn(next);
    onChange?.(next);
  };
  const fromSlider = (next: number | number[]) => {
    setDrafts(null);
    update(next as Range);
  };
  const clamp = (index: 0 | 1, n: number) => {
    const [lo, hi] = index === 0 ? [minValue, range[1]] : [range[0], maxValue];
    const snapped = minValue + Math.round((n - minValue) / step) * step;
    return Math.min(hi, Math.max(lo, snapped));
  };
  const type = (index: 0 | 1) => (event: ChangeEvent<HTMLInputElement>) => {
    const next: [string, string] = [...shown];
    next[index] = event.target.value;
    setDrafts(next);
    const n = event.target.valueAsNumber;
    if (Number.isFinite(n) && clamp(index, n) === n) update(index === 0 ? [n, range[1]] : [range[0], n]);
  };
  const commit = (index: 0 | 1) => {
    const n = Number(shown[index]);
    const fixed = shown[index].trim() === "" || !Number.isFinite(n) ? range[index] : clamp(index, n);
    const next: Range = index === 0 ? [fixed, range[1]] : [range[0], fixed];
    setDrafts(null);
    update(next);
    onChangeEnd?.(next);
  };
  const commitOnEnter = (index: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit(index);
  };

  const input = (index: 0 | 1) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${index}`} className={styles.fieldLabel}>
        {index === 0 ? minLabel : maxLabel}
      </label>
      <input
        id={`${id}-${index}`}
        className={styles.input}
        type="number"
        inputMode="decimal"
        name={index === 0 ? minName : maxName}
        min={index === 0 ? minValue : range[0]}
        max={index === 0 ? range[1] : maxValue}
        step={step}
        value={shown[index]}
        placeholder={String(bounds[index])}
        disabled={isDisabled}
        onChange={type(index)}
        onBlur={() => commit(index)}
        onKeyDown={commitOnEnter(index)}
      />
    </div>
  );

  // The output is written here, not by Intl with the page's locale: browsers and the server's Node do not
  // share locale data (fr-CH groups thousands with U+202F in one, an apostrophe in the other), and the
  // server's HTML must be what the browser renders. Screen readers get the same format: the slider's
  // formatter is Intl's money format (the `formatPrice` base), with the money locale.
  const written = (amount: number) => (currency ? formatPrice(amount, currency) : String(amount));
  const slider = (
    <Slider
      value={range}
      onChange={fromSlider}
      onChangeEnd={(next) => onChangeEnd?.(next as Range)}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={currency ? { style: "currency", currency, currencyDisplay: "code" } : undefined}
      isDisabled={isDisabled}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <Label className={styles.label}>{label}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => `${written(state.getThumbValue(0))} – ${written(state.getThumbValue(1))}`}
        </SliderOutput>
      </div>
      {description && (
        <Text id={`${id}-description`} className={styles.description}>
          {description}
        </Text>
      )}
      <SliderTrack className={styles.track}>
        <div className={styles.rail}>
          <SliderFill className={styles.fill} />
        </div>
        <SliderThumb index={0} aria-label={minLabel} className={styles.thumb} />
        <SliderThumb index={1} aria-label={maxLabel} className={styles.thumb} />
      </SliderTrack>
      <div className={styles.inputs}>
        {input(0)}
        {input(1)}
      </div>
    </Slider>
  );
  return currency ? <I18nProvider locale={moneyLocale}>{slider}</I18nProvider> : slider;
}

import { Fragment, useId, useState, type CSSProperties } from "react";
import { css, cx } from "@shop/styled-system/css";
import { select, variantPicker } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

export interface VariantOption {
  /** Sent as the input's value, e.g. the Shopware property option id. */
  id: string;
  /** The visible name, e.g. "5 l" or "Blau". */
  name: string;
  /** A CSS colour (hex), for groups shown as colour swatches. */
  colorHex?: string;
  /** A small image for "image" groups, shown as a thumbnail before the name. */
  imageSrc?: string;
  /** Part of the current variant. */
  isSelected: boolean;
  /**
   * False: no variant has this option together with the other current choices. The option is marked
   * (dashed, struck through) and its accessible name gets `unavailableLabel`; it stays choosable (the shop
   * then picks the closest variant).
   */
  isCombinable: boolean;
  /** The price difference, already formatted ("+ CHF 250.00"); shown after the name and part of its name. */
  priceDelta?: string;
}

export interface VariantGroup {
  /** The property group id; the input name is `${name}[${id}]`. */
  id: string;
  /** The visible group name, e.g. "Grösse". */
  name: string;
  /** Text boxes, colour swatches, a native select, or boxes with a thumbnail. */
  displayType: "text" | "color" | "select" | "image";
  options: VariantOption[];
}

export interface VariantPickerProps {
  /** The property groups, in display order. */
  groups: readonly VariantGroup[];
  /** Input name prefix: inputs are `name=${name}[${group.id}]`, `value=option.id`. @default "options" */
  name?: string;
  /** Added to the accessible name of non-combinable options, e.g. "nicht verfügbar in dieser Kombination". */
  unavailableLabel: string;
  /** Called when the shopper picks an option; the app then finds and loads the variant. */
  onChange?: (groupId: string, optionId: string) => void;
  /** While the app loads the new variant: `aria-busy` on the root; the options keep working. @default false */
  isPending?: boolean;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

type Picks = Readonly<Record<string, string>>;

/** Which option each group shows as chosen, according to the props. */
const selectionKey = (groups: readonly VariantGroup[]) =>
  groups.map((group) => `${group.id}=${group.options.find((o) => o.isSelected)?.id ?? ""}`).join("&");

/**
 * Shopware's variant configurator: one native radio group (`<fieldset>` + `<legend>`) per property group, or
 * a native `<select>` for `displayType: "select"`. Every choice is a real named input, so the picker works
 * inside a plain GET form without JavaScript. Controlled by `isSelected`; a pick shows as selected at once
 * and stays so until the props report a new selection (or `isPending` ends).
 */
export function VariantPicker({
  groups,
  name = "options",
  unavailableLabel,
  onChange,
  isPending = false,
  className,
}: VariantPickerProps) {
  const styles = variantPicker();
  const key = selectionKey(groups);
  // Optimistic picks per group; dropped when the props' selection changes or a pending load ends.
  const [state, setState] = useState<{ key: string; wasPending: boolean; picks: Picks }>({
    key,
    wasPending: isPending,
    picks: {},
  });
  let picks = state.picks;
  if (state.key !== key || state.wasPending !== isPending) {
    const isReset = state.key !== key || (state.wasPending && !isPending);
    picks = isReset ? {} : state.picks;
    setState({ key, wasPending: isPending, picks });
  }

  const pick = (groupId: string, optionId: string) => {
    setState((current) => ({ ...current, picks: { ...current.picks, [groupId]: optionId } }));
    onChange?.(groupId, optionId);
  };

  return (
    <div className={cx(styles.root, className)} aria-busy={isPending || undefined}>
      {groups.map((group) => {
        const chosenId = picks[group.id] ?? group.options.find((option) => option.isSelected)?.id;
        const props = {
          group,
          inputName: `${name}[${group.id}]`,
          chosenId,
          unavailableLabel,
          onPick: (optionId: string) => pick(group.id, optionId),
        };
        return group.displayType === "select" ? (
          <SelectGroup key={group.id} {...props} />
        ) : (
          <RadioGroup key={group.id} {...props} />
        );
      })}
    </div>
  );
}

interface GroupProps {
  group: VariantGroup;
  inputName: string;
  chosenId: string | undefined;
  unavailableLabel: string;
  onPick: (optionId: string) => void;
}

function RadioGroup({ group, inputName, chosenId, unavailableLabel, onPick }: GroupProps) {
  const styles = variantPicker();
  const id = useId();
  const chosen = group.options.find((option) => option.id === chosenId);
  return (
    <fieldset className={styles.group} data-display-type={group.displayType}>
      <legend className={styles.legend}>
        {group.name}
        {chosen && (
          <>
            {": "}
            <span className={styles.legendValue}>{chosen.name}</span>
          </>
        )}
      </legend>
      <div className={styles.options}>
        {group.options.map((option, index) => {
          const inputId = `${id}-${index}`;
          const isSwatch = group.displayType === "color";
          const unavailable = option.isCombinable ? undefined : true;
          const text = (
            <>
              <span className={styles.name} data-part="name">
                {option.name}
              </span>
              {option.priceDelta && <span className={styles.delta}> {option.priceDelta}</span>}
              {unavailable && <span className={css({ srOnly: true })}> ({unavailableLabel})</span>}
            </>
          );
          return (
            <Fragment key={option.id}>
              <input
                type="radio"
                id={inputId}
                name={inputName}
                value={option.id}
                checked={option.id === chosenId}
                onChange={() => onPick(option.id)}
                className={styles.input}
              />
              {isSwatch ? (
                <label
                  htmlFor={inputId}
                  className={styles.swatch}
                  title={option.name}
                  data-unavailable={unavailable}
                >
                  <span
                    className={styles.swatchColor}
                    style={{ "--swatch-color": option.colorHex ?? "transparent" } as CSSProperties}
                    data-color={option.colorHex}
                  />
                  <span className={styles.swatchName}>{text}</span>
                </label>
              ) : (
                <label htmlFor={inputId} className={styles.box} data-unavailable={unavailable}>
                  {group.displayType === "image" && option.imageSrc && (
                    <img
                      src={option.imageSrc}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      className={styles.thumbnail}
                    />
                  )}
                  {text}
                </label>
              )}
            </Fragment>
          );
        })}
      </div>
    </fieldset>
  );
}

function SelectGroup({ group, inputName, chosenId, unavailableLabel, onPick }: GroupProps) {
  const styles = variantPicker();
  const field = select();
  const id = useId();
  return (
    <div className={cx(field.root, styles.field)} data-display-type="select">
      <label htmlFor={id} className={field.label}>
        {group.name}
      </label>
      <div className={field.control}>
        <select
          id={id}
          name={inputName}
          className={field.trigger}
          value={chosenId ?? ""}
          onChange={(event) => onPick(event.target.value)}
        >
          {chosenId === undefined && (
            <option value="" disabled>
              {group.name}
            </option>
          )}
          {group.options.map((option) => (
            <option key={option.id} value={option.id}>
              {optionText(option, unavailableLabel)}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={field.chevron} />
      </div>
    </div>
  );
}

/** The option's full text for a native `<option>`: name, price difference and, if needed, the unavailable label. */
function optionText(option: VariantOption, unavailableLabel: string) {
  const delta = option.priceDelta ? ` ${option.priceDelta}` : "";
  return `${option.name}${delta}${option.isCombinable ? "" : ` (${unavailableLabel})`}`;
}

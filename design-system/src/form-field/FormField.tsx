import { useEffect, useId, useRef, type ReactNode } from "react";
import {
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField as AriaTextField,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { errorSummary, formField } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

/**
 * The shop's form fields (docs/accessibility.md, forms): a visible label, an optional description, and the
 * error under the field, tied to it with `aria-describedby` and marked with `aria-invalid`. Every field is
 * a native control with a `name`, so a plain POST form works without JavaScript; errors come as props
 * (the app's validation catalogue checks in the browser and again on the server).
 */
interface FieldBase {
  /** The visible label. */
  label: string;
  /** The form field's name (also its value's key in the server's answer). */
  name: string;
  /** The control's id (the error summary links to it); default: generated. */
  id?: string;
  /** Help text under the label. */
  description?: string;
  /** Shown under the field and sets `aria-invalid`; none: the field is valid. */
  errorMessage?: string;
  /** Marks the label with "*" and the control with `aria-required`. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

export interface TextFieldProps extends FieldBase {
  /** The value to show (e.g. what the shopper typed before the server answered). */
  defaultValue?: string;
  /** @default "text" */
  type?: "text" | "email" | "tel" | "password" | "url" | "search" | "date";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel" | "url";
  /** Several lines (a comment). @default false */
  multiline?: boolean;
  maxLength?: number;
  onChange?: (value: string) => void;
}

function ErrorText({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon name="alert" size="sm" />
      <span>{children}</span>
    </>
  );
}

interface FieldFrameProps {
  label: string;
  isRequired: boolean;
  description?: string;
  errorMessage?: string;
  /**
   * A native control's id (the select): the label points at it and the description and error get ids of
   * their own (the control's `aria-describedby`). None: react-aria's field slots wire them (inside a
   * react-aria field).
   */
  controlId?: string;
  /** The control. */
  children: ReactNode;
}

/**
 * The label (with "*" when required), the control, the description and the error of every field, in this
 * order: the one frame of `TextField` and `SelectField`.
 */
function FieldFrame({ label, isRequired, description, errorMessage, controlId, children }: FieldFrameProps) {
  const styles = formField();
  const text = (
    <>
      {label}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  if (controlId === undefined) {
    return (
      <>
        <Label className={styles.label}>{text}</Label>
        {children}
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
        <FieldError className={styles.error}>
          <ErrorText>{errorMessage}</ErrorText>
        </FieldError>
      </>
    );
  }
  return (
    <>
      <label htmlFor={controlId} className={styles.label}>
        {text}
      </label>
      {children}
      {description && (
        <span id={`${controlId}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${controlId}-error`} className={styles.error}>
          <ErrorText>{errorMessage}</ErrorText>
        </span>
      )}
    </>
  );
}

/** A text input (react-aria TextField) with label, description and error. */
export function TextField({
  label,
  name,
  id,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  className,
  defaultValue,
  type = "text",
  autoComplete,
  inputMode,
  multiline = false,
  maxLength,
  onChange,
}: TextFieldProps) {
  const styles = formField();
  const generated = useId();
  return (
    <AriaTextField
      id={id ?? generated}
      name={name}
      type={type}
      defaultValue={defaultValue}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      onChange={onChange}
      className={cx(styles.root, className)}
    >
      <FieldFrame label={label} isRequired={isRequired} description={description} errorMessage={errorMessage}>
        {multiline ? <TextArea className={styles.input} /> : <Input className={styles.input} />}
      </FieldFrame>
    </AriaTextField>
  );
}

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBase {
  options: readonly SelectFieldOption[];
  defaultValue?: string;
  /** A first, empty choice ("Please choose"); required fields refuse it. */
  placeholder?: string;
  autoComplete?: string;
  onChange?: (value: string) => void;
}

/**
 * A native `<select>` with label, description and error: light (no popover code), works without
 * JavaScript, and every platform's own picker on touch screens. For long lists (countries, cantons).
 */
export function SelectField({
  label,
  name,
  id,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  className,
  options,
  defaultValue,
  placeholder,
  autoComplete,
  onChange,
}: SelectFieldProps) {
  const styles = formField();
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [description && `${fieldId}-description`, errorMessage && `${fieldId}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cx(styles.root, className)} data-invalid={errorMessage ? true : undefined}>
      <FieldFrame
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={errorMessage}
        controlId={fieldId}
      >
        <div className={styles.control}>
          <select
            id={fieldId}
            name={name}
            defaultValue={defaultValue ?? ""}
            autoComplete={autoComplete}
            disabled={isDisabled}
            aria-required={isRequired || undefined}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange?.(event.target.value)}
            className={styles.input}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className={styles.chevron} />
        </div>
      </FieldFrame>
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  /** A line under the label (delivery time, what the method does). */
  description?: string;
  /** Shown at the end of the row, e.g. a formatted price ("CHF 9.90", "free"). */
  price?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupFieldProps extends Omit<FieldBase, "id"> {
  options: readonly RadioOption[];
  /** The chosen value (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** @default "vertical" */
  orientation?: "horizontal" | "vertical";
}

/** One choice of a few, as cards with a description and a price (react-aria RadioGroup of native radios). */
export function RadioGroupField({
  label,
  name,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  className,
  options,
  value,
  defaultValue,
  onChange,
  orientation = "vertical",
}: RadioGroupFieldProps) {
  const styles = formField();
  return (
    <RadioGroup
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      orientation={orientation}
      className={cx(styles.root, className)}
    >
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.option}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.optionText}>
              <span className={styles.optionLabel}>{option.label}</span>
              {option.description && <span className={styles.optionDescription}>{option.description}</span>}
            </span>
            {option.price !== undefined && <span className={styles.optionPrice}>{option.price}</span>}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>
        <ErrorText>{errorMessage}</ErrorText>
      </FieldError>
    </RadioGroup>
  );
}

export interface ErrorSummaryItem {
  /** The id of the field's control (the link's target). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** E.g. "Please correct the following entries:". */
  title: string;
  errors: readonly ErrorSummaryItem[];
  /**
   * Changes with each submit that found errors: the summary takes focus then (a screen reader reads it,
   * the keyboard continues from it). Without JavaScript it is the first thing of the form's page.
   */
  focusKey?: string | number;
  className?: string;
}

/**
 * The list of a form's errors above it, each linking to its field (docs/accessibility.md "Forms"). A link
 * moves focus into the field. Renders nothing without errors.
 */
export function ErrorSummary({ title, errors, focusKey, className }: ErrorSummaryProps) {
  const styles = errorSummary();
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focusKey !== undefined && errors.length > 0) ref.current?.focus();
    // Only a new submit moves focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- a named group of links, not a fieldset of controls
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => {
                const target = document.getElementById(error.fieldId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: "center" });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

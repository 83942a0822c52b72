import { useId, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { css, cx } from "@shop/styled-system/css";
import { ratingInput, reviewForm } from "@shop/styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Icon } from "../icon/Icon.tsx";
import { StarIcon } from "../icon/StarIcon.tsx";
import { checkReview, REVIEW_RULES, type ReviewField } from "./reviewRules.ts";

export interface RatingInputProps {
  /** The radios' name; they submit `name=1` ... `name=5`. */
  name: string;
  /** The visible legend, e.g. "Bewertung". */
  label: string;
  /** The initially checked value, 1 to 5. */
  defaultValue?: number;
  /** Each star's accessible name, e.g. "4 Sterne". */
  formatStarLabel: (points: number) => string;
  /** Shown under the stars and tied to the group; marks the radios invalid. */
  error?: string;
  /** @default false */
  isRequired?: boolean;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A star rating input: a native radio group (`<fieldset>` + `<legend>`) of five radios, drawn as stars.
 * Keyboard is the browser's radio behaviour (Tab into the group, arrow keys choose); hovering previews.
 * Works without JavaScript.
 */
export function RatingInput({
  name,
  label,
  defaultValue,
  formatStarLabel,
  error,
  isRequired = false,
  className,
}: RatingInputProps) {
  const styles = ratingInput();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cx(styles.root, className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars}>
        {STARS.map((points) => (
          <RatingStar
            key={points}
            id={`${id}-${points}`}
            name={name}
            points={points}
            label={formatStarLabel(points)}
            defaultChecked={defaultValue === points}
            isRequired={isRequired}
            inputClassName={styles.input}
            starClassName={styles.star}
            iconClassName={styles.icon}
          />
        ))}
      </div>
      {error && <FieldError id={errorId} className={styles.error} message={error} />}
    </fieldset>
  );
}

function RatingStar(props: {
  id: string;
  name: string;
  points: number;
  label: string;
  defaultChecked: boolean;
  isRequired: boolean;
  inputClassName: string;
  starClassName: string;
  iconClassName: string;
}) {
  return (
    <>
      <input
        type="radio"
        id={props.id}
        name={props.name}
        value={props.points}
        defaultChecked={props.defaultChecked}
        required={props.isRequired}
        className={props.inputClassName}
      />
      <label htmlFor={props.id} className={props.starClassName}>
        <StarIcon className={props.iconClassName} />
        <span className={css({ srOnly: true })}>{props.label}</span>
      </label>
    </>
  );
}

function FieldError({ id, className, message }: { id: string; className: string; message: string }) {
  return (
    <p id={id} className={className}>
      <Icon name="alert" size="sm" />
      <span>{message}</span>
    </p>
  );
}

export interface ReviewFormMessages {
  /** No star chosen. */
  ratingRequired: string;
  titleRequired: string;
  /** Title shorter than 5 characters. */
  titleTooShort: string;
  contentRequired: string;
  /** Text shorter than 40 characters. */
  contentTooShort: string;
}

type Field = ReviewField;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ["points", "title", "content"];

export interface ReviewFormProps {
  /** Where the form posts; it works without JavaScript. */
  action?: string;
  /** @default "post" */
  method?: "post";
  /** The visible heading, e.g. "Bewertung schreiben"; also names the form. */
  heading: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** The visible labels of the fields and the submit button. */
  labels: { rating: string; title: string; content: string; submit: string };
  /** Each star's accessible name, e.g. "4 Sterne". */
  formatStarLabel: (points: number) => string;
  /** The client-side validation messages. */
  messages: ReviewFormMessages;
  /** Hidden inputs sent with the form, e.g. the redirect target or the product id. */
  hiddenFields?: Record<string, string>;
  /** Initial values, e.g. refilled after a server error so nothing the shopper typed is lost. */
  defaultValues?: { points?: number; title?: string; content?: string };
  /** Server-side errors, shown at their field; `form` as an alert above the fields. */
  errors?: Partial<Record<Field | "form", string>>;
  /** While the review is sent: the submit button shows a spinner and is inert; the form is `aria-busy`. */
  isSubmitting?: boolean;
  /**
   * Called on submit once client validation passed (e.g. to submit through a fetcher with
   * `event.preventDefault()`). Without it the form submits natively.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Renders the form element, e.g. the router's `<Form>` or `<fetcher.Form>`. @default a plain `<form>` */
  renderForm?: (props: FormHTMLAttributes<HTMLFormElement> & { children: ReactNode }) => ReactNode;
  /** Extra classes on the form, applied after the recipe's. */
  className?: string;
}

/** Shopware's rules (`checkReview`) checked in the browser; returns the message per invalid field. */
function validate(data: FormData, messages: ReviewFormMessages): FieldErrors {
  const problems = checkReview({
    points: String(data.get("points") ?? ""),
    title: String(data.get("title") ?? ""),
    content: String(data.get("content") ?? ""),
  });
  const errors: FieldErrors = {};
  if (problems.points) errors.points = messages.ratingRequired;
  if (problems.title)
    errors.title = problems.title === "required" ? messages.titleRequired : messages.titleTooShort;
  if (problems.content)
    errors.content = problems.content === "required" ? messages.contentRequired : messages.contentTooShort;
  return errors;
}

/** Focuses a field by name: the checked radio (or the first) of the rating, else the input itself. */
function focusField(form: HTMLFormElement, field: Field) {
  const element = form.elements.namedItem(field);
  if (element instanceof RadioNodeList) {
    const radios = [...element] as HTMLInputElement[];
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (element instanceof HTMLElement) {
    element.focus();
  }
}

/**
 * The review form: star rating, title, text and submit. A plain form that posts without JavaScript
 * (`noValidate`: the shop's own messages replace the browser's). On submit the fields are checked; the
 * first invalid one receives focus and each message appears under its field (`aria-invalid`,
 * `aria-describedby`). Server errors appear the same way. Fields are uncontrolled: what the shopper typed
 * stays.
 */
export function ReviewForm({
  action,
  method = "post",
  heading,
  headingLevel = 2,
  labels,
  formatStarLabel,
  messages,
  hiddenFields,
  defaultValues,
  errors,
  isSubmitting = false,
  onSubmit,
  renderForm,
  className,
}: ReviewFormProps) {
  const styles = reviewForm();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  // Client results per field (null: checked and fine, hides a stale server error). Dropped when new server
  // errors arrive or a submission ends, so the server's word shows again.
  const errorsKey = JSON.stringify(errors ?? {});
  const [state, setState] = useState<{
    errorsKey: string;
    wasSubmitting: boolean;
    client: Partial<Record<Field, string | null>>;
    hasTried: boolean;
  }>({ errorsKey, wasSubmitting: isSubmitting, client: {}, hasTried: false });
  let current = state;
  if (state.errorsKey !== errorsKey || state.wasSubmitting !== isSubmitting) {
    const isReset = state.errorsKey !== errorsKey || (state.wasSubmitting && !isSubmitting);
    current = { ...state, errorsKey, wasSubmitting: isSubmitting, client: isReset ? {} : state.client };
    setState(current);
  }
  const errorOf = (field: Field) =>
    (field in current.client ? current.client[field] : errors?.[field]) || undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      // Enter in the title field must not send the review twice.
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const found = validate(new FormData(form), messages);
    setState((s) => ({
      ...s,
      hasTried: true,
      client: Object.fromEntries(FIELDS.map((field) => [field, found[field] ?? null])),
    }));
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      focusField(form, first);
      return;
    }
    onSubmit?.(event);
  };

  // After a failed attempt, a field's message updates (and goes) while the shopper fixes it.
  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const field = FIELDS.find((name) => name === target.name);
    if (!field || !current.hasTried || !current.client[field]) return;
    const message = validate(new FormData(event.currentTarget), messages)[field] ?? null;
    if (message === current.client[field]) return;
    setState((s) => ({ ...s, client: { ...s.client, [field]: message } }));
  };

  const titleError = errorOf("title");
  const contentError = errorOf("content");
  const children = (
    <>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {heading}
      </Heading>
      {errors?.form && (
        <div role="alert" className={styles.alert}>
          <Icon name="alert" size="sm" />
          <span>{errors.form}</span>
        </div>
      )}
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RatingInput
        name="points"
        label={labels.rating}
        defaultValue={defaultValues?.points}
        formatStarLabel={formatStarLabel}
        error={errorOf("points")}
        isRequired
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {labels.title}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          type="text"
          required
          minLength={REVIEW_RULES.titleMinLength}
          defaultValue={defaultValues?.title}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          className={styles.control}
        />
        {titleError && <FieldError id={`${id}-title-error`} className={styles.error} message={titleError} />}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          {labels.content}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={6}
          required
          minLength={REVIEW_RULES.contentMinLength}
          defaultValue={defaultValues?.content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-content-error` : undefined}
          className={styles.control}
        />
        {contentError && (
          <FieldError id={`${id}-content-error`} className={styles.error} message={contentError} />
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {labels.submit}
        </Button>
      </div>
    </>
  );
  const formProps: FormHTMLAttributes<HTMLFormElement> & { children: ReactNode } = {
    action,
    method,
    noValidate: true,
    onSubmit: handleSubmit,
    onChange: handleChange,
    "aria-labelledby": `${id}-heading`,
    "aria-busy": isSubmitting || undefined,
    className: cx(styles.root, className),
    children,
  };
  return renderForm ? renderForm(formProps) : <form {...formProps} />;
}

import type { FormEvent } from "react";
import { css, cx } from "@shop/styled-system/css";
import { button, searchSuggest } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import type { SearchSuggestProps } from "./SearchSuggest.tsx";

export type SearchFormProps = Pick<
  SearchSuggestProps,
  "label" | "placeholder" | "submitLabel" | "action" | "defaultValue" | "className" | "onInputChange"
> & {
  /** Client-side submit (e.g. router navigation); without it the browser submits the GET form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * `SearchSuggest` without suggestions, in plain HTML and the same look: the GET form it enhances. Apps
 * render it where the suggestions are not needed yet (server HTML, before the suggestion code has loaded),
 * so searching works without JavaScript and the page's first load stays light.
 */
export function SearchForm({
  label,
  placeholder,
  submitLabel,
  action = "/search",
  defaultValue = "",
  className,
  onInputChange,
  onSubmit,
}: SearchFormProps) {
  const styles = searchSuggest();
  return (
    <form
      method="get"
      action={action}
      role="search" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- the form is the landmark, as in SearchSuggest
      className={cx(styles.root, className)}
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        <Icon name="search" className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          name="search"
          aria-label={label}
          placeholder={placeholder}
          enterKeyHint="search"
          defaultValue={defaultValue}
          // A search needs at least one character: an empty field is not sent.
          required
          autoComplete="off"
          onChange={(event) => onInputChange?.(event.target.value)}
        />
        <SearchSubmit label={submitLabel} className={styles.submit} />
      </div>
    </form>
  );
}

/** The magnifier submit button of both search fields; a plain button, never a react-aria one. */
export function SearchSubmit({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="submit"
      className={cx(button({ size: "md", shape: "square" }).root, className)}
      data-variant="primary"
    >
      <Icon name="search" />
      <span className={srOnly}>{label}</span>
    </button>
  );
}

const srOnly = css({ srOnly: true });

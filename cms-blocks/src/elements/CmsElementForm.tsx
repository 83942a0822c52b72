import { css } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import type { CmsElementProps } from "../types.ts";
import { formRequestOf } from "./formConfig.ts";

/**
 * `form`: the contact or newsletter form (config `type`, `title`, `confirmationText`; data the
 * salutations). The app renders the form itself (`renderForm` in the CMS context), with its one form
 * toolkit: a plain POST form that works without JavaScript, checked in the browser with the same rules.
 * The receivers (`mailReceiver`) never reach the page: the server picks them by the slot's id.
 */
export function CmsElementForm({ slot }: CmsElementProps) {
  const { renderForm } = useCms();
  const request = formRequestOf(slot);
  const headingId = `cms-form-${slot.id}`;
  return (
    <section
      id={`form-${slot.id}`}
      className={`cms-element-form ${styles.root}`}
      aria-labelledby={request.title ? headingId : undefined}
    >
      {request.title && (
        <h2 id={headingId} className={styles.title}>
          {request.title}
        </h2>
      )}
      {renderForm?.(request)}
    </section>
  );
}

const styles = {
  root: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    w: "full",
    minW: "0",
    scrollMarginTop: "6rem",
  }),
  title: css({ textStyle: "h2", overflowWrap: "anywhere" }),
};

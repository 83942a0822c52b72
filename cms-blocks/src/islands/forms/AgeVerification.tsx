import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { useCms } from "../../CmsContext.ts";
import { AGE_VERIFIED_COOKIE, ageGateConfigOf } from "../../elements/formConfig.ts";
import { safeHref } from "../../safeUrl.ts";
import type { CmsElementProps } from "../../types.ts";

/** The form field that tells the page's action what the gate's POST is. */
export const AGE_VERIFICATION_INTENT = "age-verification";

/**
 * `age-verification` (§6b): a modal dialog over the page that asks the visitor to confirm a minimum age
 * before the page's content shows (docs/cms.md "Forms and the age gate"). The page behind it is inert and
 * hidden from assistive technology while it is open. Without JavaScript "confirm" is a POST form to the
 * page (the app sets the `age-verified` cookie for `cookieLifetime` days and answers 303 back); with
 * JavaScript the button sets the cookie itself and closes the dialog. "Decline" leads to `declineUrl`
 * (a safe link) or the home page. The app renders nothing once the cookie is set.
 */
export function CmsElementAgeVerification({ slot }: CmsElementProps) {
  const { t } = useLingui();
  const { ageVerification, linkPolicy, localizePath = (path: string) => path } = useCms();
  const config = ageGateConfigOf(slot);
  const [open, setOpen] = useState(!ageVerification?.verified);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `age-gate-title-${slot.id}`;
  const textId = `age-gate-text-${slot.id}`;
  const age = config.minimumAge;

  // While open, everything but the dialog is inert: focus and screen readers stay inside.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const previous = document.activeElement as HTMLElement | null;
    const others = [...document.body.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.contains(element),
    );
    const inside = element.parentElement ? [...pathSiblings(element)] : [];
    const blocked = [...others, ...inside].filter((node) => !node.inert);
    for (const node of blocked) node.inert = true;
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      for (const node of blocked) node.inert = false;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const confirm = () => {
    const maxAge = config.cookieLifetime * 24 * 60 * 60;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${AGE_VERIFIED_COOKIE}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
    setOpen(false);
  };
  const declineHref =
    (config.declineUrl ? safeHref(config.declineUrl, linkPolicy) : undefined) ?? localizePath("/");
  const title = config.title || t`Are you at least ${age} years old?`;
  const content =
    config.content ||
    t`This page shows products that may only be sold to persons aged ${age} or over. Please confirm your age to continue.`;
  return (
    <div className={styles.backdrop}>
      {/* Open from the server on (no showModal: it must work without JavaScript); Escape does not close it. */}
      <dialog
        open
        ref={dialog}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={`cms-element-age-verification ${styles.dialog}`}
      >
        <h2 id={titleId} className={styles.title} tabIndex={-1} data-autofocus>
          {title}
        </h2>
        <p id={textId} className={styles.text}>
          {content}
        </p>
        <form
          method="post"
          action={ageVerification?.action}
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <input type="hidden" name="intent" value={AGE_VERIFICATION_INTENT} />
          <input type="hidden" name="cookieLifetime" value={config.cookieLifetime} />
          <Button type="submit">{config.confirmButtonText || t`Yes, I am ${age} or older`}</Button>
          <a href={declineHref} className={styles.decline}>
            {config.declineButtonText || t`No, leave this page`}
          </a>
        </form>
      </dialog>
    </div>
  );
}

/** The siblings of each ancestor up to the body: what the dialog's inert wall must cover inside the page. */
function* pathSiblings(element: HTMLElement): Generator<HTMLElement> {
  let node: HTMLElement | null = element;
  while (node && node.parentElement && node.parentElement !== document.body) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement) yield sibling;
    }
    node = node.parentElement;
  }
}

const styles = {
  backdrop: css({
    position: "fixed",
    inset: "0",
    zIndex: "modal",
    display: "grid",
    placeItems: "center",
    p: "4",
    // Opaque: the page's content stays hidden until the visitor answers.
    bg: "bg",
    overflowY: "auto",
  }),
  dialog: css({
    position: "static",
    m: "0",
    color: "fg",
    display: "flex",
    flexDirection: "column",
    gap: "4",
    w: "full",
    maxW: "32rem",
    p: { base: "5", md: "8" },
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    bg: "bg",
    boxShadow: "lg",
  }),
  title: css({ textStyle: "h2", overflowWrap: "anywhere", outline: "none" }),
  text: css({ whiteSpace: "pre-line" }),
  actions: css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" }),
  decline: css({
    display: "inline-flex",
    alignItems: "center",
    minH: "11",
    px: "4",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    color: "fg",
    textDecoration: "none",
    fontWeight: "semibold",
    _hover: { bg: "bg.subtle" },
  }),
};

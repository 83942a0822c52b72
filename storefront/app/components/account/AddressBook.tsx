import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link, useFetcher } from "react-router";
import { Badge, Button, toastQueue, TOAST_TIMEOUT, useIsHydrated } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type {
  AddressCardData,
  AddressDone,
  AddressFormError,
  AddressIntent,
  AddressListResult,
} from "../../lib/address-book.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

export interface AddressBookProps {
  addresses: readonly AddressCardData[];
  /** What a form without JavaScript just did (`?done=`), spoken once. */
  done?: AddressDone;
  /** Without JavaScript: the card whose deletion is being confirmed (`?delete=`). */
  confirmDelete?: string;
  /** The answer of a list form posted without JavaScript (a refused delete). */
  failure?: Extract<AddressListResult, { ok: false }>;
}

/** The texts of the address book's refusals (spec §8 "default address set/delete errors"). */
export function useAddressErrorText() {
  const { t } = useLingui();
  return (error: AddressFormError, retryAfter?: number) =>
    error === "rate-limited"
      ? t`Too many requests. Please try again in ${retryAfter ?? 30} seconds.`
      : error === "address-is-default"
        ? t`This address is a default billing or shipping address and cannot be deleted. Choose another default address first.`
        : error === "address-is-active"
          ? t`This address is used in your current order and cannot be deleted right now.`
          : error === "address-not-found"
            ? t`This address no longer exists.`
            : t`Something went wrong. Please try again later.`;
}

/**
 * The address book (spec §2 "/account/address"): the customer's addresses as cards (the defaults marked),
 * "add address", and per card edit, delete (after a confirmation) and the default switches. Every form is a
 * plain POST to the list; with JavaScript fetchers send them (buttons show they wait, toasts tell the
 * result) and the delete confirmation is a modal alert dialog. Without JavaScript "delete" opens the
 * confirmation inside the card (`?delete=`).
 */
export function AddressBook({ addresses, done, confirmDelete, failure }: AddressBookProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const hydrated = useIsHydrated();
  const errorText = useAddressErrorText();
  useResultToast(useFetcher<AddressListResult>({ key: DELETE_FETCHER }), "delete");
  const doneText: Record<AddressDone, string> = {
    created: t`The address was added.`,
    saved: t`The address was saved.`,
    deleted: t`The address was deleted.`,
    "default-billing": t`The default billing address was changed.`,
    "default-shipping": t`The default shipping address was changed.`,
  };
  return (
    <div className={styles.root} data-ready={hydrated || undefined}>
      {done && !failure && <output className={styles.status}>{doneText[done]}</output>}
      {failure && (
        <p role="alert" className={styles.alert}>
          {errorText(failure.formError, failure.retryAfter)}
        </p>
      )}
      <p>
        <Link to={localizePath("/account/address/create", locale)} className={styles.add}>
          <Trans>Add address</Trans>
        </Link>
      </p>
      {addresses.length === 0 ? (
        <p className={styles.empty}>
          <Trans>You have not saved any addresses yet.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t`Your addresses`}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} confirming={confirmDelete === address.id} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One address: its lines, the default marks, and its actions. */
function AddressCard({ address, confirming }: { address: AddressCardData; confirming: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const hydrated = useIsHydrated();
  const listPath = localizePath("/account/address", locale);
  const headingId = `address-${address.id}`;
  const name = address.lines.find(Boolean) ?? "";
  const isDefault = address.isDefaultBilling || address.isDefaultShipping;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {name}
      </h2>
      {isDefault && (
        <div className={styles.badges}>
          {address.isDefaultBilling && <Badge>{t`Default billing address`}</Badge>}
          {address.isDefaultShipping && <Badge>{t`Default shipping address`}</Badge>}
        </div>
      )}
      <address className={styles.address}>
        {address.lines.slice(1).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      <div className={styles.actions}>
        <Link
          to={localizePath(`/account/address/${address.id}`, locale)}
          className={styles.link}
          aria-label={t`Edit address ${name}`}
        >
          <Trans>Edit</Trans>
        </Link>
        {!address.isDefaultBilling && (
          <ListForm intent="default-billing" addressId={address.id} variant="secondary">
            {t`Use as default billing address`}
          </ListForm>
        )}
        {!address.isDefaultShipping && (
          <ListForm intent="default-shipping" addressId={address.id} variant="secondary">
            {t`Use as default shipping address`}
          </ListForm>
        )}
        {hydrated ? (
          <DeleteDialog address={address} name={name} />
        ) : (
          !confirming && (
            <a
              href={`${listPath}?delete=${address.id}`}
              className={styles.link}
              aria-label={t`Delete address ${name}`}
            >
              <Trans>Delete</Trans>
            </a>
          )
        )}
      </div>
      {!hydrated && confirming && (
        <section className={styles.confirm} aria-labelledby={`${headingId}-confirm`}>
          <h3 id={`${headingId}-confirm`} className={styles.confirmHeading}>
            <Trans>Delete this address?</Trans>
          </h3>
          <p>
            <Trans>The address is removed from your address book. This cannot be undone.</Trans>
          </p>
          <div className={styles.actions}>
            <ListForm intent="delete" addressId={address.id} variant="primary">
              {t`Delete address`}
            </ListForm>
            <a href={listPath} className={styles.link}>
              <Trans>Cancel</Trans>
            </a>
          </div>
        </section>
      )}
    </article>
  );
}

const DELETE_FETCHER = "address-delete";

/**
 * Tells a list form's result as a toast once its answer is in (`intent` undefined: only `onDone`), and
 * calls `onDone`.
 */
function useResultToast(
  fetcher: { state: string; data?: AddressListResult },
  intent: AddressIntent | undefined,
  onDone?: (ok: boolean) => void,
) {
  const { t } = useLingui();
  const errorText = useAddressErrorText();
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    const answer = fetcher.data;
    if (intent) {
      const title = answer.ok
        ? intent === "delete"
          ? t`The address was deleted.`
          : intent === "default-billing"
            ? t`The default billing address was changed.`
            : t`The default shipping address was changed.`
        : errorText(answer.formError, answer.retryAfter);
      toastQueue.add({ title, variant: answer.ok ? "success" : "error" }, { timeout: TOAST_TIMEOUT });
    }
    onDone?.(answer.ok);
  }, [fetcher.state, fetcher.data, intent, t, errorText, onDone]);
}

/** A list form (one button) posting `intent` for `addressId`; with JavaScript a fetcher and a toast. */
function ListForm({
  intent,
  addressId,
  variant,
  children,
  onDone,
}: {
  intent: AddressIntent;
  addressId: string;
  variant: "primary" | "secondary";
  children: string;
  onDone?: (ok: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // Deletions share one fetcher that the list observes: the deleted card (and its form) is gone when the
  // answer is in, the list is not.
  const fetcher = useFetcher<AddressListResult>(intent === "delete" ? { key: DELETE_FETCHER } : undefined);
  const pending = fetcher.state !== "idle";
  useResultToast(fetcher, intent === "delete" ? undefined : intent, onDone);
  return (
    <fetcher.Form
      method="post"
      action={localizePath("/account/address", locale)}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const data = new FormData(event.currentTarget);
        data.set("_fetch", "1");
        void fetcher.submit(data, { method: "post", action: localizePath("/account/address", locale) });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <Button type="submit" variant={variant} size="sm" isPending={pending} pendingLabel={t`Sending`}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/** "Delete" opening a modal alert dialog (docs/accessibility.md): confirm deletes, cancel closes. */
function DeleteDialog({ address, name }: { address: AddressCardData; name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onPress={() => setOpen(true)} aria-label={t`Delete address ${name}`}>
        {t`Delete`}
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={styles.dialog}>
            <Heading slot="title" level={2} className={styles.confirmHeading}>
              <Trans>Delete this address?</Trans>
            </Heading>
            <address className={styles.address}>
              {address.lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
            <p>
              <Trans>The address is removed from your address book. This cannot be undone.</Trans>
            </p>
            <div className={styles.actions}>
              <ListForm
                intent="delete"
                addressId={address.id}
                variant="primary"
                onDone={() => setOpen(false)}
              >
                {t`Delete address`}
              </ListForm>
              <Button variant="secondary" size="sm" onPress={() => setOpen(false)}>
                {t`Cancel`}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

const styles = {
  root: css({ display: "flex", flexDirection: "column", gap: "5", minW: "0" }),
  status: css({ display: "block", p: "3", borderRadius: "md", bg: "bg.muted", fontWeight: "semibold" }),
  alert: css({
    p: "3",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "danger.border",
    bg: "danger.subtle",
    color: "danger.text",
  }),
  empty: css({ color: "fg.muted" }),
  add: css({
    display: "inline-flex",
    alignItems: "center",
    minH: "11",
    px: "4",
    borderRadius: "md",
    bg: "accent",
    color: "accent.fg",
    fontWeight: "semibold",
    textDecoration: "none",
    focusVisibleRing: "outside",
  }),
  cards: css({
    display: "grid",
    gap: "4",
    listStyle: "none",
    md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  }),
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: "5",
    h: "full",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    overflowWrap: "anywhere",
  }),
  cardHeading: css({ textStyle: "h4" }),
  badges: css({ display: "flex", flexWrap: "wrap", gap: "2" }),
  address: css({ display: "flex", flexDirection: "column", fontStyle: "normal" }),
  actions: css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", mt: "auto" }),
  link: css({
    color: "accent.text",
    textDecoration: "underline",
    borderRadius: "sm",
    focusVisibleRing: "outside",
    minH: "6",
  }),
  confirm: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: "4",
    borderRadius: "md",
    bg: "bg.muted",
  }),
  confirmHeading: css({ textStyle: "h4" }),
  overlay: css({
    position: "fixed",
    inset: "0",
    zIndex: "modal",
    bg: "rgba(0, 0, 0, 0.5)",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    p: "4",
  }),
  modal: css({ bg: "bg", borderRadius: "lg", maxW: "28rem", w: "full", boxShadow: "lg" }),
  dialog: css({ display: "flex", flexDirection: "column", gap: "4", p: "6", outline: "none" }),
};

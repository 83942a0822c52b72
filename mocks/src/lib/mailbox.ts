import type { Locale } from "../fixtures/locale.ts";
import type { EmulatorState } from "../state.ts";

/**
 * The emulator's dev mailbox: every e-mail the shop would send (order confirmations; the accounts issue
 * adds opt-in and password recovery) lands here instead of in a real inbox. Per instance, emptied by
 * `reset()`. Tests read it through `emulator.mailbox`; people read it at `<origin>/__emulator/mailbox`.
 */
export interface Mail {
  id: string;
  /** What the mail is (Shopware's mail template type), e.g. `order_confirmation_mail`. */
  type: string;
  to: { email: string; name: string };
  from: { email: string; name: string };
  subject: string;
  html: string;
  text: string;
  /** The language it was written in (the order's or the shopper's). */
  locale: Locale;
  sentAt: string;
  /** What the mail is about, for tests (`orderId`, `orderNumber`, `deepLinkCode`, ...). */
  meta: Record<string, string>;
}

export interface Mailbox {
  /** Every mail, newest first; `to` narrows them to one recipient (case-insensitive). */
  list(filter?: { to?: string; type?: string }): Mail[];
  /** One mail by id. */
  read(id: string): Mail | undefined;
  /** The newest mail (to one recipient / of one type), if any. */
  latest(filter?: { to?: string; type?: string }): Mail | undefined;
  send(mail: Omit<Mail, "id" | "sentAt">): Mail;
  clear(): void;
}

const MAILBOX = "mailbox";
/** The shop's sender address (Shopware's `core.basicInformation.email`). */
export const SHOP_SENDER = { email: "shop@clarus-shop.ch", name: "Clarus" };

export function mailbox(state: EmulatorState): Mailbox {
  // Looked up on each use: `reset()` replaces the instance's stores.
  const store = () => state.store<Mail>(MAILBOX);
  const list: Mailbox["list"] = (filter = {}) =>
    [...store().values()]
      .filter((mail) => !filter.to || mail.to.email.toLowerCase() === filter.to.toLowerCase())
      .filter((mail) => !filter.type || mail.type === filter.type)
      .toReversed();
  return {
    list,
    read: (id) => store().get(id),
    latest: (filter) => list(filter)[0],
    send(mail) {
      const stored: Mail = {
        ...mail,
        id: crypto.randomUUID().replaceAll("-", ""),
        sentAt: new Date().toISOString().replace("Z", "+00:00"),
      };
      store().set(stored.id, stored);
      return stored;
    },
    clear: () => store().clear(),
  };
}

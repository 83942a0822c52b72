import { useLingui } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import { cartMessageText, type CartMessage } from "../lib/add-to-cart.ts";

/**
 * The cart's lasting notices (a promotion code waiting for its condition, a replaced or missing shipping or
 * payment method), on the cart page and in the checkout's summary: each a polite status, so a change after
 * a form is announced.
 */
export function CartNotices({ notices }: { notices: readonly CartMessage[] }) {
  const { i18n } = useLingui();
  return notices.map((notice) => (
    <output
      key={`${notice.key}-${notice.name ?? ""}`}
      className={notice.variant === "error" ? styles.blocking : styles.notice}
    >
      {i18n._(cartMessageText(notice))}
    </output>
  ));
}

const styles = {
  notice: css({ display: "block", fontSize: "sm", p: "3", bg: "bg.subtle", rounded: "md" }),
  // What keeps the order from being placed (no shipping or payment method available).
  blocking: css({
    display: "block",
    fontSize: "sm",
    p: "3",
    bg: "danger.subtle",
    color: "danger.text",
    rounded: "md",
  }),
};

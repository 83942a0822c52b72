import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { toast as toastStyles } from "@shop/styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Icon } from "../icon/Icon.tsx";
import type { IconName } from "../icon/icons.tsx";
import { toastQueue, type ToastContent, type ToastQueue, type ToastVariant } from "./toastQueue.ts";

const icons: Record<ToastVariant, IconName> = {
  info: "info",
  success: "check",
  warning: "alert",
  error: "alert",
};

export interface ToastRegionProps {
  /** Names the notifications landmark, e.g. "Benachrichtigungen". Translated by the app. */
  label: string;
  /** The close button's accessible name, e.g. "Schliessen" / "Fermer". Translated by the app. */
  closeLabel: string;
  /** Which queue to show. @default the shared `toastQueue` */
  queue?: ToastQueue;
  /** Extra classes on the region, applied after the recipe's. */
  className?: string;
}

/**
 * Renders the toasts of a queue (react-aria `ToastRegion`, portalled to `<body>` while any is shown).
 * Mount it once in the app shell. Hovering or focusing the region pauses every timer. Each toast
 * sets `data-variant`; its message is a `status` live region, or an `alert` for errors.
 */
export function ToastRegion({ label, closeLabel, queue = toastQueue, className }: ToastRegionProps) {
  const styles = toastStyles();
  return (
    <AriaToastRegion queue={queue} aria-label={label} className={cx(styles.region, className)}>
      <AriaToastList<ToastContent> className={styles.list}>
        {({ toast }) => <Toast toast={toast} closeLabel={closeLabel} />}
      </AriaToastList>
    </AriaToastRegion>
  );
}

function Toast({ toast, closeLabel }: { toast: QueuedToast<ToastContent>; closeLabel: string }) {
  const variant = toast.content.variant ?? "info";
  const styles = toastStyles({ variant });
  return (
    <AriaToast toast={toast} className={styles.toast} data-variant={variant}>
      <Icon name={icons[variant]} className={styles.icon} />
      <AriaToastContent role={variant === "error" ? "alert" : "status"} className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title}
        </Text>
        {toast.content.description && (
          <Text slot="description" className={styles.description}>
            {toast.content.description}
          </Text>
        )}
      </AriaToastContent>
      <Button
        slot="close"
        variant="ghost"
        shape="square"
        size="sm"
        aria-label={closeLabel}
        className={styles.close}
      >
        <Icon name="close" size="sm" />
      </Button>
    </AriaToast>
  );
}

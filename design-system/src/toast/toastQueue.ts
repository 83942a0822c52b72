import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from "react-aria-components";

/** Notifications close after 2500 ms unless persistent. */
export const TOAST_TIMEOUT = 2500;

export type ToastVariant = "info" | "success" | "warning" | "error";

/** What a toast shows; all texts translated by the app. */
export interface ToastContent {
  title: string;
  description?: string;
  /** @default "info" */
  variant?: ToastVariant;
}

export interface ToastAddOptions extends ToastOptions {
  /** Milliseconds until the toast closes by itself (paused while hovered or focused). @default 2500 */
  timeout?: number;
  /**
   * Stays until closed. Errors are persistent by default: a critical message must not vanish before it
   * is read (and must also be shown where it happened). @default variant === "error"
   */
  persistent?: boolean;
}

/** A react-aria toast queue whose `add` applies the shop's timeout rules. */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  constructor({ maxVisibleToasts = 3 }: { maxVisibleToasts?: number } = {}) {
    super({ maxVisibleToasts });
  }

  /** Shows a toast and returns its key (for `close`). */
  override add(content: ToastContent, options: ToastAddOptions = {}): string {
    const { persistent = content.variant === "error", timeout = TOAST_TIMEOUT, onClose } = options;
    return super.add(content, { onClose, timeout: persistent ? undefined : timeout });
  }
}

/** The shop's one queue, usable from anywhere: `toastQueue.add({ title, variant: "success" })`. */
export const toastQueue = new ToastQueue();

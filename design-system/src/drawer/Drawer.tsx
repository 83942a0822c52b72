import type { ReactNode } from "react";
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { drawer, type DrawerVariantProps } from "@shop/styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Icon } from "../icon/Icon.tsx";

export interface DrawerProps extends Omit<ModalOverlayProps, "className" | "style" | "children"> {
  /** The side it slides in from: `left` for the menu, `right` for the side cart. @default "right" */
  placement?: DrawerVariantProps["placement"];
  /** A visible heading that names the dialog. Without it, give `aria-label`. */
  title?: ReactNode;
  /** Names the dialog when there is no visible `title`. */
  "aria-label"?: string;
  /** The close button's accessible name, e.g. "Schliessen" / "Fermer". Translated by the app. */
  closeLabel: string;
  /** The content; a function receives `close`, e.g. for a "continue shopping" button. */
  children: ReactNode | ((renderProps: { close: () => void }) => ReactNode);
  /** Pinned below the scrolling body, e.g. the cart's subtotal and checkout link. */
  footer?: ReactNode;
  /** Extra classes on the panel, applied after the recipe's. */
  className?: string;
}

/**
 * A modal side sheet (react-aria `ModalOverlay` + `Modal` + `Dialog`): traps focus, closes on Escape,
 * outside click and the close button, locks page scroll, and returns focus to the trigger. Open it with
 * `DrawerTrigger` (react-aria `DialogTrigger`) or control it with `isOpen` / `onOpenChange`. The
 * overlay and panel set `data-entering` / `data-exiting` while they slide; `data-placement` on the panel.
 */
export function Drawer({
  placement = "right",
  title,
  "aria-label": ariaLabel,
  closeLabel,
  children,
  footer,
  className,
  isDismissable = true,
  ...props
}: DrawerProps) {
  const styles = drawer({ placement });
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={cx(styles.panel, className)} data-placement={placement}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {title && (
                  <Heading slot="title" level={2} className={styles.title}>
                    {title}
                  </Heading>
                )}
                <Button
                  variant="ghost"
                  shape="square"
                  aria-label={closeLabel}
                  onPress={close}
                  className={styles.close}
                >
                  <Icon name="close" />
                </Button>
              </div>
              <div
                className={styles.body}
                // Keyboard users must be able to scroll long content without links (axe: scrollable-region-focusable).
                tabIndex={0} // oxlint-disable-line jsx-a11y/no-noninteractive-tabindex
              >
                {typeof children === "function" ? children({ close }) : children}
              </div>
              {footer && <div className={styles.footer}>{footer}</div>}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Opens a `Drawer` from its first child (a `Button`) and returns focus to it on close. */
export const DrawerTrigger = DialogTrigger;

import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * Toast: `region` is the landmark holding the `list`; each `toast` has an `icon`, a `content` with
 * `title` and `description`, and a `close` button. Bottom-wide on phones, bottom-right from `md`.
 */
export const toastRecipe = defineSlotRecipe({
  className: "toast",
  slots: ["region", "list", "toast", "icon", "content", "title", "description", "close"],
  base: {
    region: {
      position: "fixed",
      zIndex: "toast",
      insetInline: "4",
      bottom: "4",
      borderRadius: "lg",
      md: { insetInlineStart: "auto", insetInlineEnd: "6", bottom: "6", w: "24rem" },
      _focusVisible: focusRing,
    },
    list: {
      display: "flex",
      flexDirection: "column",
      gap: "2",
      listStyle: "none",
      m: "0",
      p: "0",
    },
    toast: {
      display: "grid",
      gridTemplateColumns: "auto 1fr auto",
      alignItems: "start",
      gap: "3",
      py: "3",
      paddingInlineStart: "4",
      paddingInlineEnd: "2",
      bg: "bg",
      color: "fg",
      borderWidth: "thin",
      borderStyle: "solid",
      borderInlineStartWidth: "thick",
      borderRadius: "lg",
      boxShadow: "lg",
      transitionProperty: "opacity, transform",
      transitionDuration: "normal",
      transitionTimingFunction: "out",
      _starting: { opacity: 0, transform: "translateY(0.5rem)" },
      _reducedMotion: { transitionDuration: "0s" },
      _focusVisible: focusRing,
    },
    icon: { mt: "0.5" },
    content: { display: "grid", gap: "1", minW: "0", py: "0.5" },
    title: { fontWeight: "semibold", lineHeight: "snug" },
    description: { fontSize: "sm", color: "fg.muted", lineHeight: "snug" },
    close: { mt: "-1" },
  },
  variants: {
    variant: {
      info: { toast: { borderColor: "info.border" }, icon: { color: "info.text" } },
      success: { toast: { borderColor: "success.border" }, icon: { color: "success.text" } },
      warning: { toast: { borderColor: "warning.border" }, icon: { color: "warning.text" } },
      error: { toast: { borderColor: "danger.border", bg: "danger.subtle" }, icon: { color: "danger.text" } },
    },
  },
  defaultVariants: { variant: "info" },
});

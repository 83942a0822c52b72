import { Trans } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";

const box = css({
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.strong",
  backgroundColor: "bg.subtle",
  color: "fg.muted",
  padding: "4",
  textStyle: "body.sm",
});

/** Stands in for a CMS type without a component, so the rest of the page still renders. */
export function CmsFallback({ componentName }: { componentName: string }) {
  return (
    <div className={box} data-cms-fallback={componentName}>
      <Trans>There is no {componentName}</Trans>
    </div>
  );
}

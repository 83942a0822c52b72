import { createElement, type CSSProperties } from "react";
import { containerWidth } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { css, cx } from "@shop/styled-system/css";
import { CmsBlock } from "./CmsBlock.tsx";
import { CmsContext, useCms } from "./CmsContext.ts";
import { cssValue } from "./cssValue.ts";
import { isSafeMediaUrl } from "./safeUrl.ts";
import { CmsFallback } from "./CmsFallback.tsx";
import { byPosition } from "./order.ts";
import { oneOf } from "./slotConfig.ts";
import { cmsComponent, cmsComponentName } from "./registry.ts";
import { visibilityClass } from "./visibility.ts";

const boxed = css({ maxWidth: "container", marginInline: "auto", paddingInline: "gutter" });
/**
 * A full-width section lets images and backgrounds reach the viewport's edges, but never text: its text
 * elements keep the page's gutter (Shopware's columns keep Bootstrap's gutter there too), so a hero's copy
 * beside a cover image does not touch the screen's edge on a phone.
 */
const fullWidth = css({ "& .cms-element-text": { paddingInline: "gutter" } });
const backgroundImage = css({ backgroundRepeat: "no-repeat", backgroundPosition: "center" });

function backgroundStyle(section: StoreApi.CmsSection): CSSProperties {
  const style: CSSProperties = {};
  const backgroundColor = cssValue(section.backgroundColor);
  if (backgroundColor) style.backgroundColor = backgroundColor;
  if (isSafeMediaUrl(section.backgroundMedia?.url)) {
    style.backgroundImage = `url(${JSON.stringify(section.backgroundMedia.url)})`;
    style.backgroundSize = oneOf(section.backgroundMediaMode, ["auto", "contain", "cover"], "cover");
  }
  return style;
}

/** One section: its wrapper (sizing, background, visibility) around the component for its type. */
export function CmsSection({ section }: { section: StoreApi.CmsSection }) {
  const cms = useCms();
  const { type } = section;
  const Component = cmsComponent("section", type);
  const sizing = section.sizingMode === "full_width" ? "full_width" : "boxed";
  const blocks = byPosition(section.blocks).map((block) => ({
    block,
    node: <CmsBlock key={block.id} block={block} />,
  }));
  const hasImage = isSafeMediaUrl(section.backgroundMedia?.url);

  return (
    <div
      className={cx(
        "cms-section",
        `cms-section-${type}`,
        `pos-${section.position}`,
        section.cssClass,
        cssValue(section.backgroundColor) && "bg-color",
        hasImage && cx("bg-image", backgroundImage),
        sizing === "full_width" && cx("full-width", fullWidth),
        visibilityClass(section.visibility),
      )}
      data-cms-section={type}
      data-sizing={sizing}
      style={backgroundStyle(section)}
    >
      <div className={sizing === "boxed" ? cx("container", boxed) : undefined}>
        <CmsContext value={sizing === "boxed" ? { ...cms, width: containerWidth(cms.width) } : cms}>
          {Component ? (
            createElement(Component, { section, blocks })
          ) : (
            <CmsFallback componentName={cmsComponentName("section", type)} />
          )}
        </CmsContext>
      </div>
    </div>
  );
}

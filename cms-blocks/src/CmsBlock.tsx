import { createElement, type ReactNode } from "react";
import { HydrationSlice } from "./hydrationTurn.tsx";
import type * as StoreApi from "@shop/store-api";
import { insetWidth, skipOffscreen, type LayoutWidth } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { CmsContext, useCms } from "./CmsContext.ts";
import { cssValue } from "./cssValue.ts";
import { mediaImage } from "./media.ts";
import { isSafeMediaUrl } from "./safeUrl.ts";
import { CmsElement } from "./CmsElement.tsx";
import { CmsFallback } from "./CmsFallback.tsx";
import { cmsComponent, cmsComponentName } from "./registry.ts";
import { visibilityClass } from "./visibility.ts";

const wrapper = css({ position: "relative" });
const container = css({ position: "relative" });
const background = css({ position: "absolute", inset: "0", width: "100%", height: "100%", maxWidth: "none" });
const objectFit = {
  cover: css({ objectFit: "cover" }),
  contain: css({ objectFit: "contain" }),
  auto: css({ objectFit: "none" }),
};

/** Margins become padding on the inner container, top right bottom left; a missing side is 0. */
export function blockPadding(block: StoreApi.CmsBlock): string | undefined {
  const sides = [block.marginTop, block.marginRight, block.marginBottom, block.marginLeft].map(cssValue);
  if (sides.every((side) => !side)) return undefined;
  return sides.map((side) => side ?? "0").join(" ");
}

/** A margin in px or rem (the admin writes px); anything else (%, vw) counts as none. */
function marginPx(value: unknown): number {
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(cssValue(value) ?? "");
  if (!match) return 0;
  return Number(match[1]) * (match[2] === "rem" ? 16 : 1);
}

/** What the block's side margins (its container's padding) leave of `width`. */
function blockInnerWidth(block: StoreApi.CmsBlock, width: LayoutWidth): LayoutWidth {
  const sides = marginPx(block.marginLeft) + marginPx(block.marginRight);
  return sides > 0 ? insetWidth(width, sides / 2) : width;
}

/** One block: its wrapper (background, margins, visibility) around the component for its type. */
export function CmsBlock({ block }: { block: StoreApi.CmsBlock }) {
  const cms = useCms();
  const { type } = block;
  const Component = cmsComponent("block", type);
  const media = isSafeMediaUrl(block.backgroundMedia?.url) ? block.backgroundMedia : undefined;
  const mode =
    block.backgroundMediaMode === "contain" || block.backgroundMediaMode === "auto"
      ? block.backgroundMediaMode
      : "cover";
  const slots: Record<string, ReactNode> = {};
  for (const slot of block.slots) {
    slots[slot.slot] = <CmsElement key={slot.id} slot={slot} />;
  }
  const backgroundSize = media && mediaImage(media);
  const backgroundColor = cssValue(block.backgroundColor);
  const padding = blockPadding(block);

  return (
    <div
      // Skipped by the browser while off screen after the first paint (ADR 6).
      {...skipOffscreen(
        cx(
          "cms-block",
          `cms-block-${type}`,
          `pos-${block.position}`,
          block.cssClass,
          backgroundColor && "bg-color",
          media && "bg-image",
          wrapper,
          visibilityClass(block.visibility),
        ),
      )}
      data-cms-block={type}
      style={backgroundColor ? { backgroundColor } : undefined}
    >
      {media && (
        <img
          className={cx("cms-block-background", background, objectFit[mode])}
          src={media.url}
          // Its box is the block's, whatever its size; the intrinsic size still lets the browser plan it.
          width={backgroundSize?.width}
          height={backgroundSize?.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <div
        className={cx(
          "cms-block-container",
          container,
          block.sectionPosition === "sidebar" && "has--sidebar",
        )}
        style={padding ? { padding } : undefined}
      >
        <CmsContext value={{ ...cms, width: blockInnerWidth(block, cms.width) }}>
          {/* Each block hydrates in a commit of its own (ADR 6): a long page is never one long task. */}
          <HydrationSlice>
            {Component ? (
              createElement(Component, { block, slots })
            ) : (
              <CmsFallback componentName={cmsComponentName("block", type)} />
            )}
          </HydrationSlice>
        </CmsContext>
      </div>
    </div>
  );
}

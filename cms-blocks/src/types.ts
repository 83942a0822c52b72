import type { ReactNode } from "react";
import type * as StoreApi from "@shop/store-api";

/** A block of a section, already rendered with its wrapper, so a section only decides where it goes. */
export type RenderedBlock = { block: StoreApi.CmsBlock; node: ReactNode };

/** Props of a section type component (`CmsSectionDefault`, `CmsSectionSidebar`, …). */
export type CmsSectionProps = { section: StoreApi.CmsSection; blocks: RenderedBlock[] };

/** Props of a block type component: its slots rendered and keyed by slot name (`left`, `right`, `content`, …). */
export type CmsBlockProps = { block: StoreApi.CmsBlock; slots: Partial<Record<string, ReactNode>> };

/** Props of an element type component. */
export type CmsElementProps = { slot: StoreApi.CmsSlot };

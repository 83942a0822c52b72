import * as z from "zod";
import { segment, type RequestOptions, type StoreApiTransport } from "../transport.ts";

/** One sitemap file of the sales channel (`GET /sitemap`). */
export const sitemapSchema = z.object({ filename: z.string().min(1), created: z.string() });
export type Sitemap = z.infer<typeof sitemapSchema>;

/** `GET /sitemap`: the sales channel's sitemap files for the request's language (its domain). */
export function readSitemaps(api: StoreApiTransport, options?: RequestOptions): Promise<Sitemap[]> {
  return api.request({
    ...options,
    method: "GET",
    path: "/sitemap",
    kind: "read",
    schema: z.array(sitemapSchema),
  });
}

/**
 * The Store API path of one sitemap file (`/sitemap/{filePath}`, gzipped XML), relative to the endpoint: a
 * binary answer, so the storefront streams it instead of parsing it. Each path segment is encoded.
 */
export function sitemapFilePath(filename: string): string {
  return `/sitemap/${filename.split("/").map(segment).join("/")}`;
}

/** One language's resolved snippets (`GET /snippet`). Shopware sends an empty map as `[]`. */
export const snippetSetSchema = z.object({
  languageId: z.string(),
  locale: z.string(),
  snippets: z.union([z.record(z.string(), z.string()), z.array(z.never()).transform(() => ({}))]),
});
export type SnippetSet = z.infer<typeof snippetSetSchema>;

export interface ReadSnippetsParams {
  /** Only keys under these namespace prefixes (whole segments: `checkout` matches `checkout.cart.title`). */
  prefixes?: readonly string[];
  /** Several languages at once; defaults to the request's language. */
  languageIds?: readonly string[];
}

/** `GET /snippet` (Shopware 6.7, experimental): the sales channel's resolved snippets, one set per language. */
export function readSnippets(
  api: StoreApiTransport,
  params: ReadSnippetsParams = {},
  options?: RequestOptions,
): Promise<SnippetSet[]> {
  return api.request({
    ...options,
    method: "GET",
    path: "/snippet",
    kind: "read",
    query: {
      prefixes: params.prefixes?.length ? params.prefixes.join(",") : undefined,
      languageIds: params.languageIds?.length ? params.languageIds.join(",") : undefined,
    },
    schema: z.object({ sets: z.array(snippetSetSchema) }),
    select: (data) => data.sets,
  });
}

export const sitemapEndpoints = { readSitemaps, readSnippets };

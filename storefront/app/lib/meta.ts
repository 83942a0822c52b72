import type { MetaDescriptor } from "react-router";

export interface PageMetaData {
  title: string;
  description?: string | null;
}

export const shopName = "Clarus";

/** Title and description tags for a page; the title carries the shop's name. */
export function pageMeta(data: PageMetaData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: shopName }];
  // An SEO title that already names the shop (e.g. "Clarus – …") is used as it is.
  const title = data.title.includes(shopName) ? data.title : `${data.title} | ${shopName}`;
  const tags: MetaDescriptor[] = [{ title }];
  if (data.description) tags.push({ name: "description", content: data.description });
  return tags;
}

import type { MetaDescriptor } from "react-router";

export interface PageMetaData {
  title: string;
  description?: string | null;
}

export const shopName = "Clarus";

/** Title and description tags for a page; the title carries the shop's name. */
export function pageMeta(data: PageMetaData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: shopName }];
  const tags: MetaDescriptor[] = [
    { title: data.title === shopName ? shopName : `${data.title} | ${shopName}` },
  ];
  if (data.description) tags.push({ name: "description", content: data.description });
  return tags;
}

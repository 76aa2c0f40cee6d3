import type { MetaDescriptor } from "@remix-run/node";

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description in the page's language, computed by its loader. */
export function metaFrom(data: { meta?: PageMeta } | undefined | null): MetaDescriptor[] {
  if (!data?.meta) return [];
  return [{ title: data.meta.title }, { name: "description", content: data.meta.description }];
}

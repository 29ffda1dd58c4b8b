import type { MetaDescriptor } from "react-router";

export type Seo = {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  siteName: string;
  locale: string;
  noindex?: boolean;
};

/** Title, description, keywords, canonical, Open Graph and Twitter tags for one page (spec 000 §1). */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const title = seo.title.includes(seo.siteName) ? seo.title : `${seo.title} | ${seo.siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: seo.locale },
    { property: "og:image", content: seo.image },
    { property: "og:image:width", content: "400" },
    { property: "og:image:height", content: "400" },
    { property: "og:image:alt", content: seo.siteName },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

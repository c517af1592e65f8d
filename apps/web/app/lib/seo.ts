import type { MetaDescriptor } from "react-router";
import { localizePath } from "../i18n/language-path";
import { type MetaMatches, metaRoot } from "./page-meta";

type PageSeo = {
  title: string;
  description: string;
  /** Path of the page without query, in either language: /mall/info/3 or /en/mall/info/3. */
  path: string;
  /** An image path on this site for link previews. */
  image?: string;
};

/**
 * A page's title, description, canonical URL, hreflang alternates (Arabic at the root, English
 * under /en: decision 22) and Open Graph
 * text and image, so a link shared in WhatsApp shows the page's name and picture.
 */
export function seoMeta(matches: MetaMatches, page: PageSeo): MetaDescriptor[] {
  const root = metaRoot(matches);
  if (!root) return [];
  const { language, t } = root;
  const base = root.config.publicBaseUrl;
  const arabic = `${base}${localizePath(page.path, "ar")}`;
  const english = `${base}${localizePath(page.path, "en")}`;
  const url = language === "ar" ? arabic : english;
  const title = `${page.title} | ${t.meta.siteName}`;
  const image = `${base}${page.image ?? "/og-default.png"}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: arabic },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: english },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: arabic },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: t.meta.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: language === "ar" ? "ar_EG" : "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Cuts a long text to a description's length at a word boundary. */
export function excerpt(text: string, max = 155) {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max))}…`;
}

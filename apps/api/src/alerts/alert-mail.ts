import type { Language } from "@capital/contract/catalogue";
import type { AlertReason } from "@capital/contract/saved-search-options";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { mailButton, mailSmallText, mailText, renderMail } from "../mail-frame";

export type AlertMailUnit = {
  name: string;
  projectName: string;
  price: number;
  /** The price before a drop this mail announces. */
  oldPrice: number | null;
  area: number;
  rooms: number;
  reasons: AlertReason[];
  link: string;
};

export type AlertMailData = {
  /** The buyer's name. */
  name: string;
  /** A saved search's alert (its name and page) or the favourites' news. */
  source:
    | { kind: "search"; searchName: string; searchLink: string; digest: boolean }
    | { kind: "favourites" };
  units: AlertMailUnit[];
  /** Units matched beyond those listed. */
  more: number;
  unsubscribeLink: string;
  manageLink: string;
};

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const TEXTS = {
  en: {
    units: { one: "A unit", other: "{n} units" } as Plural,
    searchSubject: "{units} for your search “{search}”",
    searchDigestSubject: "Today: {units} for your search “{search}”",
    searchHeading: "News for your saved search",
    searchIntro: "{units} matched your search “{search}”:",
    searchDigestIntro: "Since yesterday, {units} matched your search “{search}”:",
    favouritesSubject: "News about your favourites",
    favouritesHeading: "News about your favourites",
    favouritesIntro: {
      one: "A unit in your favourites has news:",
      other: "{n} units in your favourites have news:",
    } as Plural,
    reasons: { new: "New", price_drop: "Price dropped", back_on_market: "Back on the market" },
    was: "was",
    area: "{area} m²",
    rooms: { zero: "", one: "1 room", other: "{n} rooms" } as Plural,
    view: "View the unit",
    more: { one: "and 1 more unit:", other: "and {n} more units:" } as Plural,
    openSearch: "Open the search",
    hello: "Hello {name},",
    whySearch: "You get this mail because you saved the search “{search}” with alerts.",
    whyFavourites: "You get this mail because alerts about your favourites are on.",
    unsubscribe: "Unsubscribe",
    manage: "Manage your alerts",
  },
  ar: {
    units: {
      one: "وحدة واحدة",
      two: "وحدتان",
      few: "{n} وحدات",
      many: "{n} وحدة",
      other: "{n} وحدة",
    } as Plural,
    searchSubject: "{units} لبحثك «{search}»",
    searchDigestSubject: "اليوم: {units} لبحثك «{search}»",
    searchHeading: "جديد في بحثك المحفوظ",
    searchIntro: "{units} تطابق بحثك «{search}»:",
    searchDigestIntro: "منذ أمس، {units} تطابق بحثك «{search}»:",
    favouritesSubject: "أخبار عن وحداتك المفضلة",
    favouritesHeading: "أخبار عن وحداتك المفضلة",
    favouritesIntro: {
      one: "لوحدة في مفضلتك أخبار جديدة:",
      two: "لوحدتين في مفضلتك أخبار جديدة:",
      few: "لـ{n} وحدات في مفضلتك أخبار جديدة:",
      many: "لـ{n} وحدة في مفضلتك أخبار جديدة:",
      other: "لـ{n} وحدة في مفضلتك أخبار جديدة:",
    } as Plural,
    reasons: { new: "جديدة", price_drop: "انخفض السعر", back_on_market: "عادت إلى السوق" },
    was: "كان",
    area: "{area} م²",
    rooms: {
      zero: "",
      one: "غرفة واحدة",
      two: "غرفتان",
      few: "{n} غرف",
      many: "{n} غرفة",
      other: "{n} غرفة",
    } as Plural,
    view: "اعرض الوحدة",
    more: {
      one: "ووحدة أخرى:",
      two: "ووحدتان أخريان:",
      few: "و{n} وحدات أخرى:",
      many: "و{n} وحدة أخرى:",
      other: "و{n} وحدة أخرى:",
    } as Plural,
    openSearch: "افتح البحث",
    hello: "مرحبًا {name}،",
    whySearch: "تصلك هذه الرسالة لأنك حفظت البحث «{search}» مع التنبيهات.",
    whyFavourites: "تصلك هذه الرسالة لأن تنبيهات وحداتك المفضلة مفعّلة.",
    unsubscribe: "إلغاء الاشتراك",
    manage: "تحكم في تنبيهاتك",
  },
} satisfies Record<Language, unknown>;

const LOCALE: Record<Language, string> = { en: "en-GB", ar: "ar-EG" };

function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Figures, prices and plural forms in the mail's language: Arabic-Indic digits in Arabic. */
function formatter(language: Language) {
  const rules = new Intl.PluralRules(LOCALE[language]);
  const integer = new Intl.NumberFormat(LOCALE[language]);
  const price = new Intl.NumberFormat(LOCALE[language], {
    style: "currency",
    currency: "EGP",
    maximumFractionDigits: 0,
  });
  return {
    integer: (n: number) => integer.format(n),
    price: (n: number) => price.format(n),
    plural: (n: number, forms: Plural) =>
      (forms[rules.select(n)] ?? forms.other).replace("{n}", integer.format(n)),
  };
}

/**
 * An alert mail in the buyer's language, built with React Email: one column for a phone, each unit
 * with its news (new, price dropped with the old price, back on the market), its price, area and
 * rooms and a link to its page; the saved search's page; and the unsubscribe and manage links.
 */
export async function alertMail(data: AlertMailData, language: Language) {
  const t = TEXTS[language];
  const f = formatter(language);
  const total = data.units.length + data.more;
  const units = f.plural(total, t.units);
  const source = data.source;
  const subject =
    source.kind === "favourites"
      ? t.favouritesSubject
      : fill(source.digest ? t.searchDigestSubject : t.searchSubject, { units, search: source.searchName });
  const heading = source.kind === "favourites" ? t.favouritesHeading : t.searchHeading;
  const intro =
    source.kind === "favourites"
      ? f.plural(total, t.favouritesIntro)
      : fill(source.digest ? t.searchDigestIntro : t.searchIntro, { units, search: source.searchName });
  const text = { ...mailText, margin: "0 0 12px" };
  const small = mailSmallText;

  const unitCard = (unit: AlertMailUnit, index: number) =>
    h(
      Section,
      {
        key: index,
        style: {
          border: "1px solid #e2e8f0",
          borderRadius: "10px",
          padding: "14px 16px",
          margin: "0 0 12px",
        },
      },
      h(
        Text,
        { style: { ...small, fontWeight: 700, color: "#166534", margin: "0 0 4px" } },
        unit.reasons.map((reason) => t.reasons[reason]).join(" · "),
      ),
      h(Text, { style: { ...text, fontWeight: 700, margin: "0 0 2px" } }, unit.name),
      h(Text, { style: small }, unit.projectName),
      h(
        Text,
        { style: { ...text, fontSize: "18px", fontWeight: 700, color: "#0f2a4a", margin: "0 0 4px" } },
        f.price(unit.price),
        unit.oldPrice !== null && unit.oldPrice > unit.price
          ? h(
              "span",
              { style: { fontSize: "14px", fontWeight: 400, color: "#64748b" } },
              ` (${t.was} `,
              h("s", null, f.price(unit.oldPrice)),
              ")",
            )
          : null,
      ),
      h(
        Text,
        { style: small },
        [fill(t.area, { area: f.integer(unit.area) }), f.plural(unit.rooms, t.rooms)]
          .filter(Boolean)
          .join(" · "),
      ),
      h(Link, { href: unit.link, style: { color: "#1d4f91", fontWeight: 700, fontSize: "15px" } }, t.view),
    );

  return renderMail({
    language,
    subject,
    preview: subject,
    heading,
    body: [
      h(Text, { style: text }, fill(t.hello, { name: data.name })),
      h(Text, { style: text }, intro),
      ...data.units.map(unitCard),
      data.more > 0 ? h(Text, { style: text }, f.plural(data.more, t.more)) : null,
      source.kind === "search" ? mailButton(source.searchLink, t.openSearch) : null,
    ],
    footer: [
      h(
        Text,
        { style: small },
        source.kind === "search" ? fill(t.whySearch, { search: source.searchName }) : t.whyFavourites,
      ),
      h(
        Text,
        { style: small },
        h(Link, { href: data.unsubscribeLink, style: { color: "#1d4f91" } }, t.unsubscribe),
        " · ",
        h(Link, { href: data.manageLink, style: { color: "#1d4f91" } }, t.manage),
      ),
    ],
  });
}

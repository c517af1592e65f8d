import type { Language } from "@capital/contract/catalogue";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { createElement as h, type ReactNode } from "react";

/** The type of every mail: large enough to read on a phone without zooming. */
export const mailText = { fontSize: "16px", lineHeight: "26px", color: "#1e293b", margin: "0 0 14px" };
/** Secondary lines: a unit's project, why the mail came, the footer. */
export const mailSmallText = {
  ...mailText,
  fontSize: "14px",
  lineHeight: "22px",
  color: "#475569",
  margin: "0 0 8px",
};
const BRAND = "New Capital · العاصمة الجديدة";

/** The mail's one call to action, full width so a thumb finds it. */
export function mailButton(href: string, label: string) {
  return h(
    Button,
    {
      href,
      style: {
        backgroundColor: "#1d4f91",
        color: "#ffffff",
        borderRadius: "8px",
        padding: "14px 20px",
        fontWeight: 700,
        display: "block",
        textAlign: "center",
        margin: "8px 0 0",
      },
    },
    label,
  );
}

/**
 * Every mail the marketplace sends, built with React Email: one white column on a grey page, in the
 * recipient's language and direction, its heading, its body, then a rule, `footer` and the brand.
 */
export async function renderMail(input: {
  language: Language;
  subject: string;
  /** The line a mail app shows beside the subject. */
  preview: string;
  heading: string;
  body: ReactNode[];
  footer?: ReactNode[];
}) {
  const { language } = input;
  const dir = language === "ar" ? "rtl" : "ltr";
  const email = h(
    Html,
    { lang: language, dir },
    h(Head, null),
    h(Preview, null, input.preview),
    h(
      Body,
      {
        style: {
          backgroundColor: "#f1f5f9",
          fontFamily: "Tahoma, Arial, sans-serif",
          margin: 0,
          padding: "16px 0",
        },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: "#ffffff",
            borderRadius: "12px",
            maxWidth: "560px",
            padding: "24px",
            direction: dir,
            textAlign: language === "ar" ? "right" : "left",
          },
        },
        h(
          Heading,
          { as: "h1", style: { fontSize: "22px", color: "#0f2a4a", margin: "0 0 16px" } },
          input.heading,
        ),
        ...input.body,
        h(Hr, { style: { margin: "24px 0 12px" } }),
        ...(input.footer ?? []),
        h(Text, { style: { ...mailSmallText, fontSize: "13px", color: "#64748b" } }, BRAND),
      ),
    ),
  );
  return {
    subject: input.subject,
    html: await render(email),
    text: await render(email, { plainText: true }),
  };
}

/**
 * A short text mail in `language` first and the other language under it, for a recipient whose
 * language is not known for sure (an invitation, a password reset): the link in it is clickable.
 */
export function bilingualLinkMail(
  texts: Record<Language, { subject: string; body: string }>,
  language: Language,
  link: string,
) {
  const order: Language[] = language === "ar" ? ["ar", "en"] : ["en", "ar"];
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return {
    subject: texts[language].subject,
    text: `${order.map((lang) => texts[lang].body).join("\n\n———\n\n")}\n`,
    html: order
      .map(
        (lang) =>
          `<div lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">${escapeHtml(texts[lang].body)
            .replace(escapeHtml(link), anchor)
            .replaceAll("\n", "<br>")}</div>`,
      )
      .join("<hr>"),
  };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

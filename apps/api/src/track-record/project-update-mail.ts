import type { Language } from "@capital/contract/catalogue";
import { arabicDigits } from "@capital/contract/digits";
import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { mailButton, mailSmallText, mailText, renderMail } from "../mail-frame";

export type ProjectUpdateMailData = {
  name: string;
  projectName: string;
  companyName: string;
  percent: number;
  /** The update's text in the reader's language, as the company wrote it. */
  text: string;
  correction: boolean;
  postedAt: Date;
  /** The first photo, as an absolute address, and its description. */
  photo: { url: string; alt: string } | null;
  /** The project's page, at its construction timeline. */
  link: string;
};

type Texts = {
  subject: string;
  heading: string;
  complete: string;
  correction: string;
  posted: string;
  why: string;
  open: string;
  hello: string;
};

const TEXTS: Record<Language, (d: ProjectUpdateMailData, percent: string, day: string) => Texts> = {
  en: (d, percent, day) => ({
    subject: `${d.projectName}: construction is ${percent} complete`,
    heading: `Construction update: ${d.projectName}`,
    complete: `${d.companyName} reports the project is ${percent} complete.`,
    correction: "This update corrects an earlier, higher figure.",
    posted: `Posted on ${day}.`,
    why: `You get this mail because you saved or reserved a unit in ${d.projectName}. Remove it from your favourites to stop these updates.`,
    open: "See the construction timeline",
    hello: `Hello ${d.name},`,
  }),
  ar: (d, percent, day) => ({
    subject: `${d.projectName}: نسبة الإنجاز ${percent}`,
    heading: `تحديث الإنشاءات: ${d.projectName}`,
    complete: `تعلن ${d.companyName} أن نسبة إنجاز المشروع بلغت ${percent}.`,
    correction: "هذا التحديث يصحح نسبة أعلى ذُكرت من قبل.",
    posted: `نُشر في ${day}.`,
    why: `تصلك هذه الرسالة لأنك حفظت وحدة في ${d.projectName} أو حجزتها. احذفها من المفضلة لإيقاف هذه التحديثات.`,
    open: "شاهد مراحل الإنشاء",
    hello: `مرحبًا ${d.name}،`,
  }),
};

function formatted(d: ProjectUpdateMailData, language: Language) {
  const locale = language === "ar" ? "ar-EG" : "en-GB";
  const percent = new Intl.NumberFormat(locale, { style: "percent" }).format(d.percent / 100);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Africa/Cairo" }).format(
    d.postedAt,
  );
  // ar-EG already writes Arabic-Indic digits; this keeps any that slipped through the same.
  return language === "ar" ? { percent: arabicDigits(percent), day: arabicDigits(day) } : { percent, day };
}

/** A construction-progress update mailed to a buyer, in their language: the figure, a bar, the company's words and photo. */
export async function projectUpdateMail(data: ProjectUpdateMailData, language: Language) {
  const { percent, day } = formatted(data, language);
  const texts = TEXTS[language](data, percent, day);
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.complete,
    heading: texts.heading,
    body: [
      h(Text, { style: mailText }, texts.hello),
      h(Text, { style: { ...mailText, fontWeight: 700 } }, texts.complete),
      h(
        Section,
        { style: { margin: "0 0 18px" } },
        h(
          "div",
          {
            role: "img",
            "aria-label": percent,
            style: { backgroundColor: "#e2e8f0", borderRadius: "999px", height: "14px", width: "100%" },
          },
          h("div", {
            style: {
              backgroundColor: "#1d4f91",
              borderRadius: "999px",
              height: "14px",
              width: `${Math.max(2, data.percent)}%`,
            },
          }),
        ),
      ),
      data.correction ? h(Text, { style: { ...mailText, color: "#9a3412" } }, texts.correction) : null,
      h(Text, { style: { ...mailText, whiteSpace: "pre-line" } }, data.text),
      data.photo
        ? h(Img, {
            src: data.photo.url,
            alt: data.photo.alt,
            width: "512",
            style: { width: "100%", height: "auto", borderRadius: "8px", margin: "0 0 14px" },
          })
        : null,
      h(Text, { style: mailSmallText }, texts.posted),
      mailButton(data.link, texts.open),
    ],
    footer: [h(Text, { style: mailSmallText }, texts.why)],
  });
}

import { isolated } from "@capital/contract/bidi";
import type { Language } from "@capital/contract/catalogue";
import { arabicDigits } from "@capital/contract/digits";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { mailButton, mailText, renderMail } from "../mail-frame";
import type { ReservationEventKind } from "./events";

/** The buyer's mails, one per event, and `received`: the company's staff hear of a new hold. */
export type ReservationMailKind = ReservationEventKind | "received";

export type ReservationMailData = {
  /** The recipient's name. */
  name: string;
  reference: string;
  unitName: string;
  /** Which unit, as the inbox names it: names repeat from building to building. */
  unitPlace: { code: string; building: string | null; floor: number };
  projectName: string;
  expiresAt: Date | null;
  reason: string | null;
  /** Where the recipient follows the reservation: the buyer's booked list, the staff's inbox. */
  link: string;
  /** For the staff's mail: the buyer to call, and what they asked. */
  buyer?: { name: string; phone: string | null; note: string | null };
};

type Texts = { subject: string; heading: string; lines: string[] };

const TEXTS: Record<
  Language,
  (kind: ReservationMailKind, d: ReservationMailData, deadline: string) => Texts
> = {
  en: (kind, d, deadline) =>
    ({
      received: {
        subject: `New hold ${d.reference} on ${d.unitName}`,
        heading: "A buyer is holding one of your units",
        lines: [
          `${d.buyer?.name ?? ""} holds ${d.unitName} in ${d.projectName} until ${deadline}.`,
          "Call them, then confirm the reservation once you have spoken to them or received the deposit, or decline it with a reason, in the reservations inbox.",
          "If nobody confirms it before the deadline, the hold ends and the unit goes back on the market.",
        ],
      },
      held: {
        subject: `Your hold ${d.reference} on ${d.unitName}`,
        heading: "Your unit is held for you",
        lines: [
          `${d.unitName} in ${d.projectName} is off the market for you until ${deadline}.`,
          "What happens next: the company's sales team will call you on the number you gave to agree on the deposit and the contract. When they confirm, the unit is reserved for you.",
          "If nobody confirms it before the deadline, the hold ends and the unit goes back on the market. You can cancel it yourself at any time from your booked list.",
        ],
      },
      confirmed: {
        subject: `Reservation ${d.reference} confirmed`,
        heading: "Your reservation is confirmed",
        lines: [
          `The company confirmed your reservation of ${d.unitName} in ${d.projectName}. It is reserved for you.`,
        ],
      },
      declined: {
        subject: `Reservation ${d.reference} declined`,
        heading: "The company declined your reservation",
        lines: [
          `The company declined your reservation of ${d.unitName} in ${d.projectName}.`,
          `Their reason: ${d.reason ?? "—"}`,
          "The unit is back on the market.",
        ],
      },
      sold: {
        subject: `${d.unitName} is yours: reservation ${d.reference}`,
        heading: "The sale is recorded",
        lines: [
          `The company recorded the sale of ${d.unitName} in ${d.projectName} to you. Congratulations!`,
        ],
      },
      cancelled: {
        subject: `Reservation ${d.reference} cancelled`,
        heading: "You cancelled your reservation",
        lines: [
          `Your reservation of ${d.unitName} in ${d.projectName} is cancelled and the unit is back on the market.`,
        ],
      },
      expiring: {
        subject: `Your hold ${d.reference} ends soon`,
        heading: "Your hold ends soon",
        lines: [
          `Your hold on ${d.unitName} in ${d.projectName} ends on ${deadline}.`,
          "If the company has not called you yet, you can call them; otherwise the unit goes back on the market then.",
        ],
      },
      expired: {
        subject: `Your hold ${d.reference} has ended`,
        heading: "Your hold has ended",
        lines: [
          `Nobody confirmed your hold on ${d.unitName} in ${d.projectName} before its deadline, so it ended and the unit is back on the market.`,
        ],
      },
    })[kind],
  ar: (kind, d, deadline) =>
    ({
      received: {
        subject: `حجز مؤقت جديد ${d.reference} للوحدة ${d.unitName}`,
        heading: "مشترٍ حجز إحدى وحداتكم مؤقتًا",
        lines: [
          `حجز ${d.buyer?.name ?? ""} الوحدة ${d.unitName} في ${d.projectName} مؤقتًا حتى ${deadline}.`,
          "اتصلوا به، ثم أكّدوا الحجز بعد التحدث معه أو استلام المقدم، أو ارفضوه مع ذكر السبب، من صندوق الحجوزات.",
          "إذا لم يؤكَّد الحجز قبل الموعد ينتهي الحجز المؤقت وتعود الوحدة إلى السوق.",
        ],
      },
      held: {
        subject: `حجزك المؤقت ${d.reference} للوحدة ${d.unitName}`,
        heading: "الوحدة محجوزة لك مؤقتًا",
        lines: [
          `الوحدة ${d.unitName} في ${d.projectName} خارج السوق من أجلك حتى ${deadline}.`,
          "ماذا يحدث بعد ذلك: سيتصل بك فريق المبيعات في الشركة على الرقم الذي أدخلته للاتفاق على المقدم والعقد. عندما تؤكد الشركة الحجز تصبح الوحدة محجوزة لك.",
          "إذا لم يؤكَّد الحجز قبل الموعد ينتهي الحجز المؤقت وتعود الوحدة إلى السوق. ويمكنك إلغاؤه بنفسك في أي وقت من قائمة حجوزاتك.",
        ],
      },
      confirmed: {
        subject: `تم تأكيد الحجز ${d.reference}`,
        heading: "تم تأكيد حجزك",
        lines: [`أكدت الشركة حجزك للوحدة ${d.unitName} في ${d.projectName}، وهي الآن محجوزة لك.`],
      },
      declined: {
        subject: `تم رفض الحجز ${d.reference}`,
        heading: "رفضت الشركة حجزك",
        lines: [
          `رفضت الشركة حجزك للوحدة ${d.unitName} في ${d.projectName}.`,
          `السبب: ${d.reason ?? "—"}`,
          "عادت الوحدة إلى السوق.",
        ],
      },
      sold: {
        subject: `الوحدة ${d.unitName} أصبحت لك: الحجز ${d.reference}`,
        heading: "تم تسجيل البيع",
        lines: [`سجّلت الشركة بيع الوحدة ${d.unitName} في ${d.projectName} لك. مبروك!`],
      },
      cancelled: {
        subject: `تم إلغاء الحجز ${d.reference}`,
        heading: "ألغيت حجزك",
        lines: [`تم إلغاء حجزك للوحدة ${d.unitName} في ${d.projectName} وعادت الوحدة إلى السوق.`],
      },
      expiring: {
        subject: `حجزك المؤقت ${d.reference} ينتهي قريبًا`,
        heading: "حجزك المؤقت ينتهي قريبًا",
        lines: [
          `ينتهي حجزك المؤقت للوحدة ${d.unitName} في ${d.projectName} في ${deadline}.`,
          "إذا لم تتصل بك الشركة بعد فيمكنك الاتصال بها، وإلا تعود الوحدة إلى السوق عند هذا الموعد.",
        ],
      },
      expired: {
        subject: `انتهى حجزك المؤقت ${d.reference}`,
        heading: "انتهى حجزك المؤقت",
        lines: [
          `لم يؤكَّد حجزك المؤقت للوحدة ${d.unitName} في ${d.projectName} قبل موعده، فانتهى وعادت الوحدة إلى السوق.`,
        ],
      },
    })[kind],
};

const LABELS = {
  en: {
    reference: "Reference",
    unit: "Unit",
    floor: "floor {floor}",
    groundFloor: "ground floor",
    buyer: "Buyer",
    phone: "Phone",
    note: "Their note",
    open: "Open my booked list",
    openInbox: "Open the reservations inbox",
    hello: "Hello",
  },
  ar: {
    reference: "رقم الحجز",
    unit: "الوحدة",
    floor: "الدور {floor}",
    groundFloor: "الدور الأرضي",
    buyer: "المشتري",
    phone: "الهاتف",
    note: "ملاحظته",
    open: "افتح قائمة حجوزاتي",
    openInbox: "افتح صندوق الحجوزات",
    hello: "مرحبًا",
  },
};

function formatDeadline(date: Date | null, language: Language) {
  if (!date) return "";
  const text = new Intl.DateTimeFormat(language === "ar" ? "ar-EG" : "en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Africa/Cairo",
  }).format(date);
  return language === "ar" ? arabicDigits(text) : text;
}

/** The boxed facts under the text: the reference, and for the staff who to call. */
function factsOf(data: ReservationMailData, language: Language) {
  const labels = LABELS[language];
  const { code, building, floor } = data.unitPlace;
  const floorNumber = language === "ar" ? arabicDigits(String(floor)) : String(floor);
  // As the inbox names floors: the ground floor by name.
  const floorName = floor === 0 ? labels.groundFloor : labels.floor.replace("{floor}", floorNumber);
  const where = [building && isolated(building), floorName].filter(Boolean);
  const facts: { label: string; value: string; ltr?: boolean }[] = [
    { label: labels.reference, value: data.reference, ltr: true },
    { label: labels.unit, value: `${isolated(code)} — ${where.join(language === "ar" ? "، " : ", ")}` },
  ];
  if (data.buyer) {
    facts.push({ label: labels.buyer, value: data.buyer.name });
    if (data.buyer.phone) facts.push({ label: labels.phone, value: data.buyer.phone, ltr: true });
    if (data.buyer.note) facts.push({ label: labels.note, value: data.buyer.note });
  }
  return facts;
}

/** A reservation mail in the recipient's language: the news, the boxed facts, a link to follow it. */
export async function reservationMail(
  kind: ReservationMailKind,
  data: ReservationMailData,
  language: Language,
) {
  const texts = TEXTS[language](kind, data, formatDeadline(data.expiresAt, language));
  const labels = LABELS[language];
  const facts = factsOf(data, language);
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.heading,
    heading: texts.heading,
    body: [
      h(Text, { style: mailText }, `${labels.hello} ${data.name}${language === "ar" ? "،" : ","}`),
      ...texts.lines.map((line) => h(Text, { style: mailText }, line)),
      h(
        Section,
        {
          style: {
            backgroundColor: "#f8fafc",
            borderRadius: "8px",
            padding: "12px 16px",
            margin: "8px 0 20px",
          },
        },
        ...facts.map((fact, i) =>
          h(
            Text,
            { key: fact.label, style: { ...mailText, margin: i === facts.length - 1 ? 0 : "0 0 6px" } },
            `${fact.label}: `,
            // An isolate, so a phone or a reference keeps its order inside an Arabic line. The others
            // take the mail's direction: left to guess, a line starting with a unit's code read as
            // English ("الدور ٤ ،عمارة ١ — U-404").
            h(
              fact.ltr ? "strong" : "bdi",
              { dir: fact.ltr || language === "en" ? "ltr" : "rtl" },
              fact.value,
            ),
          ),
        ),
      ),
      mailButton(data.link, kind === "received" ? labels.openInbox : labels.open),
    ],
  });
}

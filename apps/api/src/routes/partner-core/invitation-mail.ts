import type { Language } from "@capital/contract/catalogue";
import type { PartnerRole } from "@capital/contract/partner";
import { bilingualLinkMail } from "../../mail-frame";

const ROLE = {
  en: { operator: "an operator of the marketplace", manager: "a manager", sales: "a sales person" },
  ar: { operator: "مشرفًا في السوق", manager: "مديرًا", sales: "مسؤول مبيعات" },
} as const;

/** The invitation mail, in the inviter's language first and the other language below it. */
export function invitationMail(
  input: { role: PartnerRole; company: { name: string; nameArabic: string } | null; link: string },
  language: Language,
) {
  const texts = {
    en: {
      subject: "You are invited to the New Capital partner portal",
      body: `Hello,\n\nYou are invited to join the New Capital partner portal as ${ROLE.en[input.role]}${
        input.company ? ` of ${input.company.name}` : ""
      }. Open this link within 7 days to accept; it works once:\n\n${input.link}\n\nIf you did not expect this invitation, ignore this mail.`,
    },
    ar: {
      subject: "دعوة للانضمام إلى بوابة شركاء العاصمة الجديدة",
      body: `مرحبًا،\n\nأنت مدعو للانضمام إلى بوابة شركاء العاصمة الجديدة ${ROLE.ar[input.role]}${
        input.company ? ` في ${input.company.nameArabic}` : ""
      }. افتح هذا الرابط خلال ٧ أيام لقبول الدعوة، وهو صالح لمرة واحدة:\n\n${input.link}\n\nإذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.`,
    },
  };
  return bilingualLinkMail(texts, language, input.link);
}

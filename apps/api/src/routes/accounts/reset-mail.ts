import type { Language } from "@capital/contract/catalogue";
import { bilingualLinkMail } from "../../mail-frame";

/** The reset mail, in the account's language first and the other language below it. */
export function resetMail(name: string, link: string, language: Language) {
  const texts = {
    en: {
      subject: "Reset your New Capital password",
      body: `Hello ${name},\n\nSomeone asked to reset the password of your New Capital account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    },
    ar: {
      subject: "إعادة تعيين كلمة مرور حسابك في العاصمة الجديدة",
      body: `مرحبًا ${name}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في العاصمة الجديدة. لاختيار كلمة مرور جديدة افتح هذا الرابط خلال ساعة:\n\n${link}\n\nإذا لم تكن أنت صاحب الطلب فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.`,
    },
  };
  return bilingualLinkMail(texts, language, link);
}

import type { Dialog, Locator } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { useLanguage } from "../support/language";
import { onThePhoneInArabic } from "../support/projects";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

const texts = {
  en: {
    signIn: { email: "Email", password: "Password", button: "Sign In" },
    label: /Your feedback on/,
    post: "Post feedback",
    added: "Your feedback has been added",
    like: /like the feedback of Nour Hany/,
    oneLike: /^1 like \(/,
    reply: "Reply",
    replyField: "Your reply to Nour Hany",
    sendReply: "Send reply",
    replied: "Your reply has been added",
    delete: "Delete",
    deleteReply: "Delete your reply",
    confirmReply: "Delete your reply?",
    replyDeleted: "Your reply has been deleted",
    deleted: "Your feedback has been deleted",
    bell: /^Notifications, 1 unread$/,
    liked: /liked your feedback on/,
    mustLogin: "You must login first",
    confirm: "Are you sure you want to delete feedback?",
  },
  ar: {
    signIn: { email: "البريد الإلكتروني", password: "كلمة المرور", button: "تسجيل الدخول" },
    label: /رأيك في/,
    post: "نشر التقييم",
    added: "تمت إضافة تقييمك",
    like: /أعجبني رأي Nour Hany/,
    oneLike: /^إعجاب واحد \(/,
    reply: "رد",
    replyField: "ردّك على Nour Hany",
    sendReply: "إرسال الرد",
    replied: "تمت إضافة ردك",
    delete: "حذف",
    deleteReply: "حذف ردك",
    confirmReply: "حذف ردك؟",
    replyDeleted: "تم حذف ردك",
    deleted: "تم حذف تقييمك",
    bell: /^الإشعارات، إشعار واحد غير مقروء$/,
    liked: /أُعجب .* بتقييمك/,
    mustLogin: "يجب تسجيل الدخول أولًا",
    confirm: "هل أنت متأكد أنك تريد حذف التقييم؟",
  },
} as const;

/** Whether a question's last mark is drawn on the same line as the letters before it. */
function questionMarkLine(title: Locator) {
  return title.evaluate((element) => {
    const text = element.firstChild;
    if (!(text instanceof Text)) return "no text";
    const length = text.data.length;
    const box = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect();
    };
    // The mark, and the last letter before it (past any space).
    const before = text.data.slice(0, -1).trimEnd().length;
    const mark = box(length - 1, length);
    const letter = box(before - 1, before);
    return Math.abs(mark.top - letter.top) < 2 ? "with its word" : "alone on a line";
  });
}

for (const language of ["en", "ar"] as const) {
  test(
    `feedback on a company: post, like, unlike, reply, a like notified, delete, in ${language}`,
    onThePhoneInArabic(language),
    async ({ page, context, baseURL, request }) => {
      test.setTimeout(90_000);
      await useLanguage(context, baseURL ?? "", language);
      const l = texts[language];
      await signedInBuyer(page, l.signIn);
      const companies = (await (await request.get("/api/v1/companies/?page_size=20")).json()).results;
      const company = companies[(test.info().workerIndex + (language === "ar" ? 3 : 0)) % companies.length];
      const words = `A clear handover in ${language} ${Date.now()} <b>not bold</b>`;

      await page.goto(`/company/profile/${company.id}`);
      await page.getByLabel(l.label).fill(words);
      await page.getByRole("button", { name: l.post }).click();
      await expect(page.getByText(l.added)).toBeVisible();
      // The button keeps focus while the post is sent (it was disabled, which dropped focus to the page).
      await expect(page.getByRole("button", { name: l.post })).toBeFocused();
      const mine = page.getByRole("article").filter({ hasText: words });
      await expect(mine).toBeVisible();

      // The Like button is named by what it shows (WCAG 2.5.3), the count in the language's plural.
      const like = mine.getByRole("button", { name: l.like });
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(like).toHaveAccessibleName(l.oneLike);
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "false");

      // The reply is a form in the page, not the browser's prompt; focus goes back to Reply.
      let browserDialogs = 0;
      const countDialog = (dialog: Dialog) => {
        browserDialogs += 1;
        void dialog.dismiss();
      };
      page.on("dialog", countDialog);
      await mine.getByRole("button", { name: l.reply, exact: true }).click();
      const replyField = mine.getByRole("textbox", { name: l.replyField });
      await expect(replyField).toBeFocused();
      await replyField.press("Escape");
      await expect(replyField).toBeHidden();
      await expect(mine.getByRole("button", { name: l.reply, exact: true })).toBeFocused();
      await mine.getByRole("button", { name: l.reply, exact: true }).click();
      await mine.getByRole("textbox", { name: l.replyField }).fill("Thanks to the site team");
      await mine.getByRole("button", { name: l.sendReply }).click();
      await expect(page.getByText(l.replied)).toBeVisible();
      await expect(mine.getByText("Thanks to the site team")).toBeVisible();
      await expect(mine.getByRole("button", { name: l.reply, exact: true })).toBeFocused();
      page.off("dialog", countDialog);
      expect(browserDialogs, "the reply uses no browser prompt").toBe(0);
      // Written in English on an Arabic page, it says so.
      if (language === "ar")
        await expect(mine.getByText("Thanks to the site team")).toHaveAttribute("lang", "en");
      else await expect(mine.getByText("Thanks to the site team")).not.toHaveAttribute("lang");

      // A second buyer likes it through the API; the bell tells the author.
      const email = `fan.${Date.now()}@example.com`;
      await request.post("/api/v1/users/create/", {
        multipart: { name: "Karim", email, password: "Nile-sunset-R7-balcony" },
      });
      const fan = await (
        await request.post("/api/v1/token/", { data: { email, password: "Nile-sunset-R7-balcony" } })
      ).json();
      const feedbacks = (await (await request.get(`/api/v1/companies/${company.id}/`)).json()).feedbacks;
      const feedbackId = feedbacks.find((f: { text: string }) => f.text === words).id;
      await request.post(`/api/v1/feedbacks/${feedbackId}/like/`, {
        headers: { authorization: `Bearer ${fan.access}` },
      });
      await page.reload();
      await page.getByRole("button", { name: l.bell }).click();
      await expect(page.getByRole("dialog").getByText(l.liked)).toBeVisible();
      await page.keyboard.press("Escape");

      // A reply is its writer's to delete too; focus goes back to the feedback's Reply button.
      await mine.getByRole("button", { name: l.deleteReply }).click();
      const askingReply = page.getByRole("dialog", { name: l.confirmReply });
      await askingReply.getByRole("button", { name: l.delete }).click();
      await expect(askingReply).toBeHidden();
      await expect(page.getByText(l.replyDeleted)).toBeVisible();
      await expect(mine.getByText("Thanks to the site team")).toHaveCount(0);
      await expect(mine.getByRole("button", { name: l.reply, exact: true })).toBeFocused();

      // Delete asks first in a dialog of the page, whose question mark stays on its word's line.
      await mine.getByRole("button", { name: l.delete, exact: true }).click();
      const asking = page.getByRole("dialog", { name: l.confirm });
      await expect(asking).toBeVisible();
      const title = asking.locator("h2");
      expect(await questionMarkLine(title), "the question mark wraps with its word").toBe("with its word");
      await expectAccessible(page, "the question before deleting feedback");
      await asking.getByRole("button", { name: l.delete }).click();
      await expect(asking).toBeHidden();
      await expect(page.getByText(l.deleted)).toBeVisible();
      await expect(page.getByRole("article").filter({ hasText: words })).toHaveCount(0);
      // Its button gone with it, focus goes to the list of feedback, not to the page's start.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.firstElementChild?.tagName))
        .toBe("UL");
    },
  );
}

test("a signed-out visitor has no delete control and is told to sign in to like", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "en");
  const companies = (await (await request.get("/api/v1/companies/?page_size=20")).json()).results;
  for (const company of companies) {
    const detail = await (await request.get(`/api/v1/companies/${company.id}/`)).json();
    if (detail.feedbacks.length === 0) continue;
    await page.goto(`/company/profile/${company.id}`);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await page
      .getByRole("button", { name: /like the feedback of/ })
      .first()
      .click();
    await expect(page.getByText("You must login first")).toBeVisible();
    return;
  }
  throw new Error("the demo catalogue has no company with feedback");
});

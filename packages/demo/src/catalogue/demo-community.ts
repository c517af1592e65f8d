import type { Db } from "@capital/api/db/client";
import { clientReviews, feedbackLikes, feedbackReplies, feedbacks, users } from "@capital/api/db/schema";
import { inArray } from "drizzle-orm";
import { renderClientAvatar } from "../drawings/client-avatar";
import type { MediaLibrary } from "../drawings/media-library";
import { DEMO_REVIEWS, DEMO_USER_EMAIL_DOMAIN, DEMO_USERS, FEEDBACK_TEXTS, REPLY_TEXTS } from "./demo-people";
import type { CompanyRef } from "./demo-structure";
import { hashSeed, type Random } from "./random";

/**
 * Marks a password hash that no password matches, like Django's unusable password: the demo users exist
 * to author feedback, and nobody can sign in as them.
 */
export const UNUSABLE_PASSWORD_PREFIX = "!";

const DAY = 24 * 60 * 60 * 1000;
/** The newest feedback is from the start of November 2026. */
const FEEDBACK_UNTIL = Date.UTC(2026, 10, 1);
const HOUR = 60 * 60 * 1000;

export function demoUserEmail(key: string): string {
  return `${key}@${DEMO_USER_EMAIL_DOMAIN}`;
}

/** Demo users, the home page's client reviews, and feedback with likes and replies on every company. */
export async function writeCommunity(
  tx: Db,
  media: MediaLibrary,
  random: Random,
  companies: readonly CompanyRef[],
): Promise<{ reviews: number; feedbacks: number }> {
  const userIds = await writeDemoUsers(tx, media);
  await tx.insert(clientReviews).values(
    DEMO_REVIEWS.map((review, index) => ({
      source: media.add(`avatars/reviews/${index + 1}.svg`, () =>
        renderClientAvatar({ seed: hashSeed(review.name), style: review.avatar, title: review.name }),
      ),
      review: review.review,
      reviewArabic: review.reviewArabic,
      name: review.name,
      nameArabic: review.nameArabic,
      profession: review.profession,
      professionArabic: review.professionArabic,
    })),
  );

  const likes: (typeof feedbackLikes.$inferInsert)[] = [];
  const replies: (typeof feedbackReplies.$inferInsert)[] = [];
  let feedbackCount = 0;
  for (const company of companies) {
    const texts = random.sample(FEEDBACK_TEXTS, random.int(2, 4));
    for (const [feedbackIndex, text] of texts.entries()) {
      const authorId = random.pick(userIds);
      // Spread over the two years before the catalogue's last day, as a real community's are.
      const daysBefore = hashSeed(`${company.id} ${feedbackIndex} ${text}`) % (2 * 365);
      const createdAt = FEEDBACK_UNTIL - daysBefore * DAY + random.int(8, 22) * HOUR;
      // One at a time, so each feedback's id is known for its likes and replies.
      const [row] = await tx
        .insert(feedbacks)
        .values({ companyId: company.id, userId: authorId, text, createdAt: new Date(createdAt) })
        .returning({ id: feedbacks.id });
      if (!row) throw new Error("Inserting a demo feedback returned nothing");
      feedbackCount++;
      const others = userIds.filter((id) => id !== authorId);
      for (const [i, userId] of random.sample(others, random.int(0, 6)).entries()) {
        likes.push({ feedbackId: row.id, userId, createdAt: new Date(createdAt + (i + 1) * HOUR) });
      }
      const replyTexts = random.sample(REPLY_TEXTS, random.int(0, 2));
      for (const [i, replyText] of replyTexts.entries()) {
        replies.push({
          feedbackId: row.id,
          userId: random.pick(others),
          text: replyText,
          createdAt: new Date(createdAt + (i + 1) * 5 * HOUR),
        });
      }
    }
  }
  if (likes.length > 0) await tx.insert(feedbackLikes).values(likes);
  if (replies.length > 0) await tx.insert(feedbackReplies).values(replies);
  return { reviews: DEMO_REVIEWS.length, feedbacks: feedbackCount };
}

/** Inserts the demo users (keeping any that are already there) and returns their ids in list order. */
async function writeDemoUsers(tx: Db, media: MediaLibrary): Promise<number[]> {
  const emails = DEMO_USERS.map((user) => demoUserEmail(user.key));
  await tx
    .insert(users)
    .values(
      DEMO_USERS.map((user) => ({
        name: user.name,
        email: demoUserEmail(user.key),
        passwordHash: `${UNUSABLE_PASSWORD_PREFIX}demo-account-without-password`,
        gender: user.gender,
        profilePicture: media.add(`avatars/users/${user.key}.svg`, () =>
          renderClientAvatar({ seed: hashSeed(user.key), style: user.avatar, title: user.name }),
        ),
        preferedLanguage: user.language,
        createdAt: new Date(FEEDBACK_UNTIL - 3 * 365 * DAY),
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return emails.map((email) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`Demo user ${email} is missing`);
    return row.id;
  });
}

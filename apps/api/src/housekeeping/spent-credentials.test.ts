import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerInvitations, passwordResetTokens, refreshTokenFamilies } from "../db/schema";
import { signUp } from "../testing/accounts";
import { createTestApp } from "../testing/test-app";
import { deleteSpentCredentials, SPENT_RETENTION_DAYS } from "./spent-credentials";

let t: Awaited<ReturnType<typeof createTestApp>>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await signUp(t.app, { name: "Housekeeping Buyer" })).user_profile.id;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const longAgo = SPENT_RETENTION_DAYS + 1;
const lately = SPENT_RETENTION_DAYS - 1;

async function session(expiresDaysAgo: number, revoked = false) {
  const [row] = await t.db
    .insert(refreshTokenFamilies)
    .values({
      userId,
      currentJti: randomUUID(),
      expiresAt: daysAgo(expiresDaysAgo),
      revokedAt: revoked ? daysAgo(expiresDaysAgo + 10) : null,
    })
    .returning({ id: refreshTokenFamilies.id });
  return row?.id ?? "";
}

async function resetLink(expiresDaysAgo: number) {
  const [row] = await t.db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: randomUUID(), expiresAt: daysAgo(expiresDaysAgo) })
    .returning({ id: passwordResetTokens.id });
  return row?.id ?? 0;
}

async function invitation(dates: { expires: number; accepted?: number; withdrawn?: number }) {
  const [row] = await t.db
    .insert(partnerInvitations)
    .values({
      tokenHash: randomUUID(),
      emailKey: `${randomUUID()}@example.com`,
      role: "operator",
      expiresAt: daysAgo(dates.expires),
      acceptedAt: dates.accepted === undefined ? null : daysAgo(dates.accepted),
      acceptedBy: dates.accepted === undefined ? null : userId,
      revokedAt: dates.withdrawn === undefined ? null : daysAgo(dates.withdrawn),
    })
    .returning({ id: partnerInvitations.id });
  return row?.id ?? 0;
}

const remaining = {
  sessions: async (ids: string[]) =>
    (await t.db.select().from(refreshTokenFamilies).where(inArray(refreshTokenFamilies.id, ids))).length,
  resetLinks: async (ids: number[]) =>
    (await t.db.select().from(passwordResetTokens).where(inArray(passwordResetTokens.id, ids))).length,
  invitations: async (ids: number[]) =>
    (await t.db.select().from(partnerInvitations).where(inArray(partnerInvitations.id, ids))).length,
};

describe("deleting spent sessions, reset links and invitations", () => {
  it(`deletes what stopped working more than ${SPENT_RETENTION_DAYS} days ago and keeps the rest`, async () => {
    const sessions = {
      gone: [await session(longAgo), await session(longAgo, true)],
      kept: [await session(lately), await session(lately, true), await session(-10)],
    };
    const resetLinks = {
      gone: [await resetLink(longAgo)],
      kept: [await resetLink(lately), await resetLink(-1)],
    };
    const invitations = {
      gone: [
        await invitation({ expires: longAgo }),
        // Accepted or withdrawn long ago, whatever its link's own expiry said.
        await invitation({ expires: lately, accepted: longAgo + 5 }),
        await invitation({ expires: lately, withdrawn: longAgo }),
      ],
      kept: [
        await invitation({ expires: lately }),
        await invitation({ expires: -5 }),
        await invitation({ expires: longAgo + 5, accepted: lately }),
        await invitation({ expires: -5, withdrawn: lately }),
      ],
    };

    const deleted = await deleteSpentCredentials(t.db, now);
    expect(deleted).toEqual({ sessions: 2, resetLinks: 1, invitations: 3 });

    expect(await remaining.sessions(sessions.gone)).toBe(0);
    expect(await remaining.sessions(sessions.kept)).toBe(sessions.kept.length);
    expect(await remaining.resetLinks(resetLinks.gone)).toBe(0);
    expect(await remaining.resetLinks(resetLinks.kept)).toBe(resetLinks.kept.length);
    expect(await remaining.invitations(invitations.gone)).toBe(0);
    expect(await remaining.invitations(invitations.kept)).toBe(invitations.kept.length);

    // Run again (a job may run twice): nothing more goes.
    expect(await deleteSpentCredentials(t.db, now)).toEqual({ sessions: 0, resetLinks: 0, invitations: 0 });
  });

  it("the buyer's live session still refreshes after the sweep", async () => {
    const account = await signUp(t.app, { name: "Still Signed In" });
    await deleteSpentCredentials(t.db);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/v1/token/refresh/",
      payload: { refresh: account.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("is scheduled once a day for every instance, on the job runner", async () => {
    const { rows } = await t.database.executeSql(
      "select cron, timezone from pgboss.schedule where name = $1",
      ["housekeeping-spent-credentials"],
    );
    expect(rows).toEqual([{ cron: "23 4 * * *", timezone: "Africa/Cairo" }]);
  });
});

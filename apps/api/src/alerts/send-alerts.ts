import { API_PREFIX } from "@capital/contract/api-paths";
import type { Language } from "@capital/contract/catalogue";
import { arabicWritten } from "@capital/contract/digits";
import type { AlertReason } from "@capital/contract/saved-search-options";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";
import { alertReasonEnum, notifications } from "../db/schema";
import type { Mail } from "../plugins/mailer";
import { unitPages } from "../units/unit-pages";
import { type AlertMailData, type AlertMailUnit, alertMail } from "./alert-mail";
import { unsubscribeToken } from "./unsubscribe-token";

/** What sending needs of the app. */
export type AlertSender = {
  db: Db;
  mailer: { send(mail: Mail): Promise<void> };
  publicBaseUrl: string;
  secret: string;
};

/** A mail lists this many units; more are counted ("and 12 more") and the search's page shows them. */
const LISTED_UNITS = 20;

const pendingRow = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  reason: z.enum(alertReasonEnum.enumValues),
  old_price: z.number().int().nullable(),
  available: z.boolean(),
  name: z.string(),
  name_arabic: z.string(),
  total_price: z.number().int(),
  area: z.number().int(),
  rooms_number: z.number().int(),
  project_name: z.string(),
  project_name_arabic: z.string(),
});
type Pending = z.output<typeof pendingRow>;

const recipientRow = z.object({
  user_id: z.number().int(),
  email: z.string(),
  user_name: z.string(),
  language: z.enum(["ar", "en"]),
  favourite_alerts: z.boolean(),
});
const searchRow = recipientRow.extend({
  id: z.number().int(),
  name: z.string(),
  page: z.string(),
  frequency: z.enum(["instant", "daily"]),
  paused: z.boolean(),
});

/** Deliveries waiting for their mail, with their units as they are now. */
function pendingDeliveries(db: Db, which: SQL) {
  return queryRows(
    db,
    pendingRow,
    sql`select d.id, d.unit_id, d.reason::text as reason, d.old_price,
        (u.status = 'free' and p.published_at is not null) as available,
        u.name, u.name_arabic, u.total_price, u.area, u.rooms_number,
        p.name as project_name, p.name_arabic as project_name_arabic
      from alert_deliveries d join units u on u.id = d.unit_id join projects p on p.id = u.project_id
      where d.done_at is null and ${which}
      order by d.id`,
  );
}

/** Deliveries that will not be mailed (the search was paused, the alerts turned off). */
async function settle(db: Db, pending: Pending[]) {
  if (pending.length === 0) return;
  await db.execute(
    sql`update alert_deliveries set done_at = now() where id = any(${sql.param(pending.map((p) => p.id))}::int[])`,
  );
}

/**
 * Mails a saved search's waiting units: at once for an instant search, with the daily digest for
 * a daily one (`digest`). A paused search's waiting units are dropped; so are units no longer on
 * the market, and with none left nothing is sent. Safe to run twice: the units are claimed in the
 * transaction that writes the bell notification and sends the mail.
 */
export async function sendSearchAlert(sender: AlertSender, searchId: number, { digest = false } = {}) {
  const [search] = await queryRows(
    sender.db,
    searchRow,
    sql`select s.id, s.name, s.page, s.frequency::text as frequency, s.paused_at is not null as paused,
        us.id as user_id, us.email, us.name as user_name, us.prefered_language::text as language, us.favourite_alerts
      from saved_searches s join users us on us.id = s.user_id where s.id = ${searchId}`,
  );
  if (!search || (search.frequency === "daily" && !digest)) return;
  const pending = await pendingDeliveries(sender.db, sql`d.saved_search_id = ${searchId}`);
  if (search.paused) return settle(sender.db, pending);
  const base = siteBase(sender, search.language);
  await deliver(sender, pending, search, {
    source: { kind: "search", searchName: search.name, searchLink: `${base}${search.page}`, digest },
    token: unsubscribeToken(sender.secret, { userId: search.user_id, search: search.id }),
    notification: (count, first) => ({
      kind: "search_alert",
      data: {
        searchId: search.id,
        search: search.name,
        page: search.page,
        count,
        unitName: first.name,
        unitNameArabic: first.name_arabic,
      },
    }),
    after: (tx) => tx.execute(sql`update saved_searches set last_alert_at = now() where id = ${search.id}`),
  });
}

/** Mails a buyer's favourites' waiting news (price dropped, back on the market), unless they turned it off. */
export async function sendFavouritesAlert(sender: AlertSender, userId: number) {
  const [user] = await queryRows(
    sender.db,
    recipientRow,
    sql`select us.id as user_id, us.email, us.name as user_name, us.prefered_language::text as language, us.favourite_alerts
      from users us where us.id = ${userId}`,
  );
  if (!user) return;
  const pending = await pendingDeliveries(
    sender.db,
    sql`d.saved_search_id is null and d.user_id = ${userId}`,
  );
  if (!user.favourite_alerts) return settle(sender.db, pending);
  await deliver(sender, pending, user, {
    source: { kind: "favourites" },
    token: unsubscribeToken(sender.secret, { userId, search: null }),
    notification: (count, first) => ({
      kind: "favourite_alert",
      data: {
        count,
        unitId: first.unit_id,
        unitName: first.name,
        unitNameArabic: first.name_arabic,
        reason: first.reason,
      },
    }),
  });
}

type Delivery = {
  source: AlertMailData["source"];
  token: string;
  notification(
    count: number,
    first: Pending,
  ): { kind: "search_alert" | "favourite_alert"; data: Record<string, string | number> };
  after?(tx: Db): Promise<unknown>;
};

class ClaimedElsewhere extends Error {}

async function deliver(
  sender: AlertSender,
  pending: Pending[],
  recipient: z.output<typeof recipientRow>,
  delivery: Delivery,
) {
  const available = pending.filter((p) => p.available);
  if (available.length === 0) return settle(sender.db, pending);
  const language: Language = recipient.language;
  const units = unitsOf(available);
  const pages = await unitPages(
    sender.db,
    units.map((u) => u.unitId),
  );
  const base = siteBase(sender, language);
  const listed = units.slice(0, LISTED_UNITS);
  const mail = await alertMail(
    {
      name: recipient.user_name,
      source: delivery.source,
      units: listed.map(
        (u): AlertMailUnit => ({
          name: language === "ar" ? arabicWritten(u.row.name_arabic) : u.row.name,
          projectName: language === "ar" ? u.row.project_name_arabic : u.row.project_name,
          price: u.row.total_price,
          oldPrice: u.oldPrice,
          area: u.row.area,
          rooms: u.row.rooms_number,
          reasons: u.reasons,
          link: `${base}${pages.get(u.unitId) ?? "/"}`,
        }),
      ),
      more: units.length - listed.length,
      unsubscribeLink: `${base}/unsubscribe?token=${delivery.token}`,
      manageLink: `${base}/me?tab=alerts`,
    },
    language,
  );
  const oneClick = `${sender.publicBaseUrl}${API_PREFIX}/alerts/unsubscribe/?token=${delivery.token}`;
  const first = available[0] as Pending;
  try {
    await sender.db.transaction(async (tx) => {
      const ids = pending.map((p) => p.id);
      const claimed = await tx.execute(
        sql`update alert_deliveries set done_at = now()
          where id = any(${sql.param(ids)}::int[]) and done_at is null returning id`,
      );
      if ((claimed as unknown as { rows: unknown[] }).rows.length !== ids.length)
        throw new ClaimedElsewhere();
      const { kind, data } = delivery.notification(units.length, first);
      await tx.insert(notifications).values({ userId: recipient.user_id, kind, data });
      await delivery.after?.(tx);
      await sender.mailer.send({
        to: recipient.email,
        ...mail,
        headers: {
          "List-Unsubscribe": `<${oneClick}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    });
  } catch (error) {
    // Another run mailed these units meanwhile: nothing to do.
    if (!(error instanceof ClaimedElsewhere)) throw error;
  }
}

/** Each unit once, with every piece of news about it and, for a price drop, the price before it. */
function unitsOf(available: Pending[]) {
  const units = new Map<
    number,
    { unitId: number; row: Pending; reasons: AlertReason[]; oldPrice: number | null }
  >();
  for (const row of available) {
    const unit = units.get(row.unit_id) ?? { unitId: row.unit_id, row, reasons: [], oldPrice: null };
    if (!unit.reasons.includes(row.reason)) unit.reasons.push(row.reason);
    if (row.reason === "price_drop") unit.oldPrice = Math.max(unit.oldPrice ?? 0, row.old_price ?? 0) || null;
    units.set(row.unit_id, unit);
  }
  return [...units.values()];
}

/** The site's address in the buyer's language (English under /en, decision 22). */
function siteBase(sender: AlertSender, language: Language) {
  return `${sender.publicBaseUrl}${language === "en" ? "/en" : ""}`;
}

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertDeliveries, catalogueChanges, notifications, users } from "../db/schema";
import { bearer, signUp } from "../testing/accounts";
import { insertCatalogueFixture } from "../testing/catalogue-fixture";
import { outboxMails, readMail } from "../testing/outbox";
import { createPartnerWorld, type PartnerWorld } from "../testing/partner-world";
import { createTestApp } from "../testing/test-app";

/**
 * Saved searches' and favourites' alerts end to end, through the real job runner: a manager's
 * change in the partner API, the database's change record, the matcher, the mail in the outbox,
 * the bell, and the mail's unsubscribe link.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
let projectId: number;
let codes = 0;

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const manager = (method: Method, url: string, payload?: object) =>
  call(method, url, world.headers("managerA"), payload);

async function buyer(language: "ar" | "en") {
  const account = await signUp(t.app, { name: language === "ar" ? "منى عادل" : "Mona Adel" });
  await t.db.update(users).set({ preferedLanguage: language }).where(eq(users.id, account.user_profile.id));
  return account;
}

async function saveSearch(access: string, page: string, name: string, frequency = "instant") {
  const saved = await call("POST", "/saved-searches/", bearer(access), { name, page, frequency });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json() as { id: number };
}

async function addUnit(
  changes: { totalPrice?: number; roomsNumber?: number; area?: number; name?: string } = {},
  project = projectId,
) {
  codes += 1;
  const made = await manager("POST", `/partner/projects/${project}/units/`, {
    code: `A-${codes}`,
    building: "B1",
    floor: 1 + (codes % 5),
    name: changes.name ?? `Garden apartment ${codes}`,
    nameArabic: `شقة حديقة ${codes}`,
    category: "apartment",
    finishing: "full",
    roomsNumber: changes.roomsNumber ?? 2,
    area: changes.area ?? 120,
    totalPrice: changes.totalPrice ?? 4_500_000,
    plans: [{ deposit: 10, years: 8 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; name: string };
}

async function newCompound(name: string) {
  const made = await manager("POST", "/partner/projects/", {
    type: "compound",
    locationId: (await insertCatalogueFixture(t.db, 1)).location.id,
    name,
    nameArabic: `${name} بالعربية`,
    address: "R8, New Capital",
    addressArabic: "الحي الثامن، العاصمة الجديدة",
    distance: 3.5,
    acres: 40,
    intro: "Gardens and terraces.",
    introArabic: "حدائق وتراسات.",
    features: ["Clubhouse"],
    featuresArabic: ["نادي اجتماعي"],
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json() as { id: number }).id;
  const building = await manager("POST", `/partner/projects/${id}/buildings/`, {
    kind: "apartments",
    name: "B1",
    nameArabic: "عمارة ١",
    buildingFloors: 6,
  });
  expect(building.statusCode, building.body).toBe(201);
  return id;
}

const mailsTo = (email: string) =>
  outboxMails(t.env.dataDir)
    .filter((mail) => mail.to.includes(email))
    .map((mail) => readMail(mail.raw));

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the matcher has taken every recorded change and the mails it queued are out. */
async function settled() {
  await waitFor(async () => {
    const [left] = await t.db.select({ n: count() }).from(catalogueChanges);
    return left?.n === 0 ? true : undefined;
  });
  await waitFor(async () => {
    const { rows } = (await t.database.executeSql(
      "select count(*)::int as n from pgboss.job where name in ('alert-match', 'alert-mail') and state < 'completed'",
    )) as { rows: { n: number }[] };
    return rows[0]?.n === 0 ? true : undefined;
  });
}

beforeAll(async () => {
  t = await createTestApp({ jobPollingSeconds: 0.5 });
  world = await createPartnerWorld(t.app, t.db);
  projectId = await newCompound("Palm Terraces");
  expect((await manager("POST", `/partner/projects/${projectId}/publish/`)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("an instant saved search", () => {
  it("mails a new matching unit, in English, with the unit, the bell and a one-click unsubscribe", async () => {
    const mona = await buyer("en");
    const search = await saveSearch(
      mona.access,
      "/en/residential/search/apartments?price_lte=5000000&roomsNumber=2",
      "Two rooms under 5M",
    );
    const matching = await addUnit({ totalPrice: 4_750_000 });
    await addUnit({ totalPrice: 6_000_000, name: "Too dear apartment" });
    await addUnit({ roomsNumber: 3, name: "Three-room apartment" });

    const [mail] = await waitFor(() => (mailsTo(mona.email).length > 0 ? mailsTo(mona.email) : undefined));
    expect(mail?.subject).toBe("A unit for your search “Two rooms under 5M”");
    expect(mail?.text).toContain("Hello Mona Adel,");
    expect(mail?.text).toContain(matching.name);
    expect(mail?.text).toContain("Palm Terraces");
    expect(mail?.text).toMatch(/EGP\s4,750,000/);
    expect(mail?.text).toMatch(/New\n/);
    expect(mail?.text).not.toContain("Too dear apartment");
    expect(mail?.text).not.toContain("Three-room apartment");
    expect(mail?.text).toContain(`/en/compound/apartments/${projectId}?building=`);
    expect(mail?.text).toContain("/en/residential/search/apartments?roomsNumber=2&price_lte=5000000");
    expect(mail?.text).toMatch(/\/en\/unsubscribe\?token=\d+\.s\d+\.[\w-]{43}/);
    expect(mail?.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https?:\/\/[^>]+\/api\/v1\/alerts\/unsubscribe\/\?token=[\w.-]+)>$/.exec(
      mail?.listUnsubscribe ?? "",
    )?.[1];
    expect(oneClick).toBeDefined();

    const bell = (await call("GET", "/notifications/", bearer(mona.access))).json();
    expect(bell.results[0]).toMatchObject({
      kind: "search_alert",
      data: { search: "Two rooms under 5M", count: 1, unitName: matching.name, searchId: search.id },
    });

    // The mail client's one-click post, signed out.
    const url = new URL(oneClick ?? "");
    const unsubscribed = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.json()).toEqual({ kind: "search", name: "Two rooms under 5M", subscribed: false });
    await addUnit({ totalPrice: 4_600_000, name: "After unsubscribing" });
    await settled();
    expect(mailsTo(mona.email)).toHaveLength(1);
  }, 90_000);

  it("mails a price drop in Arabic with the old price, once per unit and reason", async () => {
    const unit = await addUnit({ totalPrice: 4_500_000, name: "Corner apartment" });
    await settled();
    const mona = await buyer("ar");
    await saveSearch(mona.access, "/residential/search/apartments?price_lte=4000000", "تحت ٤ ملايين");
    expect((await manager("PATCH", `/partner/units/${unit.id}/`, { totalPrice: 3_900_000 })).statusCode).toBe(
      200,
    );

    const [mail] = await waitFor(() => (mailsTo(mona.email).length > 0 ? mailsTo(mona.email) : undefined));
    expect(mail?.subject).toBe("وحدة واحدة لبحثك «تحت ٤ ملايين»");
    expect(mail?.text).toContain("مرحبًا منى عادل،");
    expect(mail?.text).toContain("انخفض السعر");
    expect(mail?.text).toContain("شقة حديقة");
    expect(mail?.text).toMatch(/٣٬٩٠٠٬٠٠٠/);
    expect(mail?.text).toMatch(/\(كان \u200f?٤٬٥٠٠٬٠٠٠/);
    expect(mail?.text).not.toMatch(/\/en\//);

    // A further drop is the same unit for the same search and reason: not sent again.
    expect((await manager("PATCH", `/partner/units/${unit.id}/`, { totalPrice: 3_800_000 })).statusCode).toBe(
      200,
    );
    await settled();
    expect(mailsTo(mona.email)).toHaveLength(1);
    const [delivered] = await t.db
      .select({ n: count() })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, mona.user_profile.id));
    expect(delivered?.n).toBe(1);
    // A rise is no news at all.
    await manager("PATCH", `/partner/units/${unit.id}/`, { totalPrice: 4_900_000 });
    await settled();
    expect(mailsTo(mona.email)).toHaveLength(1);
  }, 90_000);

  it("mails a unit back on the market when a hold is cancelled, to the search and to whoever favourited it", async () => {
    const unit = await addUnit({ totalPrice: 3_300_000, area: 95, name: "Hold-and-back apartment" });
    await settled();
    const watcher = await buyer("en");
    const quiet = await buyer("en");
    await saveSearch(watcher.access, "/residential/search/apartments?maxArea=100", "Small apartments");
    for (const who of [watcher, quiet]) {
      expect((await call("POST", "/favourites/", bearer(who.access), { unit: unit.id })).statusCode).toBe(
        201,
      );
    }
    expect(
      (await call("PUT", "/alert-settings/", bearer(quiet.access), { favouriteAlerts: false })).statusCode,
    ).toBe(200);

    // The buyer who holds and then lets it go saved the same search: they know it is free again.
    const holder = await buyer("en");
    await saveSearch(holder.access, "/residential/search/apartments?maxArea=100", "Small apartments");
    const held = await call("POST", "/bookings/", bearer(holder.access), {
      units: [unit.id],
      phone: "+201012345678",
    });
    expect(held.statusCode, held.body).toBe(201);
    await settled();
    expect(mailsTo(watcher.email)).toHaveLength(0);
    const cancelled = await call("DELETE", `/bookings/${held.json().bookings[0].id}/`, bearer(holder.access));
    expect(cancelled.statusCode).toBe(200);

    const mails = await waitFor(() =>
      mailsTo(watcher.email).length >= 2 ? mailsTo(watcher.email) : undefined,
    );
    const subjects = mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(["A unit for your search “Small apartments”", "News about your favourites"]);
    for (const mail of mails) {
      expect(mail.text).toContain("Back on the market");
      expect(mail.text).toContain("Hold-and-back apartment");
    }
    const favourites = mails.find((m) => m.subject === "News about your favourites");
    expect(favourites?.text).toMatch(/\/en\/unsubscribe\?token=\d+\.f\.[\w-]{43}/);
    const kinds = (
      await t.db.select().from(notifications).where(eq(notifications.userId, watcher.user_profile.id))
    ).map((n) => n.kind);
    expect(kinds.sort()).toEqual(["favourite_alert", "search_alert"]);
    expect(mailsTo(quiet.email)).toHaveLength(0);
    await settled();
    expect(mailsTo(holder.email).filter((m) => m.subject.includes("Small apartments"))).toEqual([]);
    expect(await t.db.$count(alertDeliveries, eq(alertDeliveries.userId, holder.user_profile.id))).toBe(0);
  }, 90_000);
});

describe("news", () => {
  it("is what changed after a search was saved or a unit favourited, not before", async () => {
    const unit = await addUnit({ roomsNumber: 4, name: "Four-room apartment" });
    await settled();
    const mona = await buyer("en");
    const search = await saveSearch(
      mona.access,
      "/en/residential/search/apartments?roomsNumber=4",
      "Four rooms",
    );
    expect((await call("POST", "/favourites/", bearer(mona.access), { unit: unit.id })).statusCode).toBe(201);
    // A price drop recorded a minute before, which a busy matcher takes only now.
    await t.db.insert(catalogueChanges).values({
      unitId: unit.id,
      reason: "price_drop",
      oldPrice: 4_500_000,
      newPrice: 4_400_000,
      at: new Date(Date.now() - 60_000),
    });
    await t.app.alerts.wake();
    await settled();
    const deliveries = () =>
      t.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, mona.user_profile.id));
    expect(await deliveries()).toEqual([]);
    expect(mailsTo(mona.email)).toEqual([]);

    expect((await manager("PATCH", `/partner/units/${unit.id}/`, { totalPrice: 4_300_000 })).statusCode).toBe(
      200,
    );
    await settled();
    const told = await deliveries();
    expect(told.map((d) => [d.savedSearchId, d.reason]).sort()).toEqual(
      [
        [search.id, "price_drop"],
        [null, "price_drop"],
      ].sort(),
    );
  }, 90_000);
});

describe("other saved searches", () => {
  it("collects a daily search's units and sends them once, in the digest", async () => {
    const mona = await buyer("en");
    await saveSearch(mona.access, "/residential/search/apartments?price_gte=8000000", "Big budget", "daily");
    const first = await addUnit({ totalPrice: 8_100_000, name: "Penthouse one" });
    const second = await addUnit({ totalPrice: 8_200_000, name: "Penthouse two" });
    await settled();
    expect(mailsTo(mona.email)).toHaveLength(0);
    expect(await t.app.alerts.digest()).toBe(1);
    const [mail] = await waitFor(() => (mailsTo(mona.email).length > 0 ? mailsTo(mona.email) : undefined));
    expect(mail?.subject).toBe("Today: 2 units for your search “Big budget”");
    expect(mail?.text).toContain(first.name);
    expect(mail?.text).toContain(second.name);
    // The mail is written inside the transaction that marks the units sent: once its job is done,
    // that transaction has committed and nothing is left for the next digest.
    await settled();
    expect(await t.app.alerts.digest()).toBe(0);
  }, 90_000);

  it("sends nothing for a paused search, nor for a draft's units until the project is published", async () => {
    const paused = await buyer("en");
    const watching = await buyer("en");
    const saved = await saveSearch(paused.access, "/residential/search/apartments?area=1", "Everything");
    await call("PATCH", `/saved-searches/${saved.id}/`, bearer(paused.access), { paused: true });
    await saveSearch(watching.access, "/residential/search/apartments?minArea=300", "Huge ones");

    const draft = await newCompound("Quiet Draft");
    const unit = await addUnit({ area: 320, name: "Draft giant" }, draft);
    await settled();
    expect(mailsTo(watching.email)).toHaveLength(0);
    expect((await manager("POST", `/partner/projects/${draft}/publish/`)).statusCode).toBe(200);
    const [mail] = await waitFor(() =>
      mailsTo(watching.email).length > 0 ? mailsTo(watching.email) : undefined,
    );
    expect(mail?.text).toContain(unit.name);
    expect(mail?.text).toContain("Quiet Draft");
    expect(mailsTo(paused.email)).toHaveLength(0);
  }, 90_000);

  it("mails a text search's new units by the project's name", async () => {
    const mona = await buyer("en");
    await saveSearch(mona.access, "/search?q=cedar%20grove", "Cedar Grove");
    const cedar = await newCompound("Cedar Grove Residences");
    await manager("POST", `/partner/projects/${cedar}/publish/`);
    const unit = await addUnit({ name: "Grove flat" }, cedar);
    await addUnit({ name: "Elsewhere flat" });
    const [mail] = await waitFor(() => (mailsTo(mona.email).length > 0 ? mailsTo(mona.email) : undefined));
    expect(mail?.subject).toBe("A unit for your search “Cedar Grove”");
    expect(mail?.text).toContain(unit.name);
    expect(mail?.text).not.toContain("Elsewhere flat");
  }, 90_000);
});

import type { APIRequestContext } from "@playwright/test";
import { useLanguage } from "../support/language";
import { signedInBuyer } from "../support/session";
import { expect, test } from "../support/test";

type Floor = { id: number; number: number; tag: string; freeUnitsCount: number; unitsCount: number };

/** A floor as the page names it: floor 0 is the ground floor, never "Floor 0". */
const floorName = (floor: Floor | undefined) =>
  floor?.number === 0 ? "Ground floor" : `Floor ${floor?.number}`;

async function mallWithCommercialFloors(request: APIRequestContext) {
  const malls = (await (await request.get("/api/v1/malls/?page_size=20")).json()).results as { id: number }[];
  for (const { id } of malls) {
    const mall = await (await request.get(`/api/v1/malls/${id}/`)).json();
    const floors = (mall.floorsFeatures as Floor[]).filter((f) => f.tag === "commercial");
    const mixed = floors.find((f) => f.freeUnitsCount > 0 && f.freeUnitsCount < f.unitsCount);
    if (floors.length >= 2 && mixed) return { mall, floors, mixed };
  }
  throw new Error("the demo catalogue has no mall with two commercial floors and a reserved unit");
}

test("a mall's floors step with previous and next, disabled at the ends; a reserved unit can't be picked; a free one shows its instalments", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "en");
  const { mall, floors, mixed } = await mallWithCommercialFloors(request);
  await page.goto(`/mall/commercial/${mall.id}`);
  const previous = page.getByRole("button", { name: "Previous floor" });
  const next = page.getByRole("button", { name: "Next floor" });
  await expect(page.getByRole("heading", { name: floorName(floors[0]) })).toBeVisible();
  await expect(previous).toBeDisabled();
  for (let i = 1; i < floors.length; i += 1) {
    await next.click();
    await expect(page.getByRole("heading", { name: floorName(floors[i]) })).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await page.goto(`/mall/commercial/${mall.id}?floor=${mixed.number}`);
  const select = page.getByLabel("Select unit");
  const reserved = select.locator("option", { hasText: "Reserved" }).first();
  await expect(reserved).toBeDisabled();
  const free = select.locator("option:not([disabled])").first();
  const freeId = await free.getAttribute("value");
  await select.selectOption(freeId ?? "");
  await expect(page).toHaveURL(new RegExp(`unit=${freeId}`));
  const calculator = page.getByRole("region", { name: "Payment calculator" });
  for (const label of ["Deposit amount", "Yearly", "Every six months", "Quarterly", "Monthly"]) {
    await expect(calculator.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(calculator.getByText(/EGP\s?[\d,]+/).first()).toBeVisible();
  // Wider screens list the plans in a table; on a phone each plan stacks as a card.
  const plans = page.getByRole("region", { name: "Payment plans" });
  if (test.info().project.name === "phone") await expect(plans.getByRole("listitem").first()).toBeVisible();
  else await expect(plans.getByRole("table")).toBeVisible();
});

test("an unknown units word on a compound is the 404 page", async ({ page, context, baseURL, request }) => {
  await useLanguage(context, baseURL ?? "", "en");
  const compound = (await (await request.get("/api/v1/compounds/?page_size=1")).json()).results[0];
  const response = await page.goto(`/compound/penthouses/${compound.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Opps! Page not found." })).toBeVisible();
});

test("a compound's building, floor and unit cascade, and a change higher up resets what is below, in Arabic", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "ar");
  const compounds = (await (await request.get("/api/v1/compounds/?page_size=20")).json()).results as {
    id: number;
  }[];
  let chosen: { id: number; blocks: { id: number; blockNumberArabic: string }[] } | undefined;
  for (const { id } of compounds) {
    const c = await (await request.get(`/api/v1/compounds/${id}/`)).json();
    if (c.blocks.length >= 2) {
      chosen = c;
      break;
    }
  }
  if (!chosen) throw new Error("no compound with two apartment blocks");
  await page.goto(`/compound/apartments/${chosen.id}`);
  const building = page.getByLabel("المبنى");
  const floor = page.getByLabel("الدور", { exact: true });
  const unit = page.getByLabel("الوحدة", { exact: true });
  await expect(floor).toBeDisabled();

  await building.selectOption(String(chosen.blocks[0]?.id));
  await expect(floor).toBeEnabled();
  await floor.selectOption({ index: 1 });
  await expect(unit).toBeEnabled();
  const free = unit.locator("option:not([disabled])").nth(1);
  await unit.selectOption((await free.getAttribute("value")) ?? "");
  await expect(page.getByRole("region", { name: "حاسبة الأقساط" })).toBeVisible();
  await expect(page).toHaveURL(/building=\d+&floor=\d+&unit=\d+/);

  await building.selectOption(String(chosen.blocks[1]?.id));
  await expect(page).toHaveURL(new RegExp(`building=${chosen.blocks[1]?.id}$`));
  await expect(floor).toHaveValue("");
  await expect(unit).toBeDisabled();
  await expect(page.getByRole("region", { name: "حاسبة الأقساط" })).toHaveCount(0);
});

test("a villa that can't be sold whole offers no 'All' floor", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "en");
  const compounds = (await (await request.get("/api/v1/compounds/?page_size=20")).json()).results as {
    id: number;
  }[];
  for (const { id } of compounds) {
    const c = await (await request.get(`/api/v1/compounds/${id}/`)).json();
    const whole = c.duplexVillas.find((v: { allFloorsAvailable: boolean }) => v.allFloorsAvailable);
    const notWhole = c.duplexVillas.find((v: { allFloorsAvailable: boolean }) => !v.allFloorsAvailable);
    if (!whole || !notWhole) continue;
    await page.goto(`/compound/duplex/${id}?building=${notWhole.id}`);
    const floor = page.getByLabel("Floor", { exact: true });
    await expect(floor.locator("option", { hasText: "All" })).toHaveCount(0);
    await page.goto(`/compound/duplex/${id}?building=${whole.id}`);
    await expect(floor.locator("option", { hasText: "All" })).toHaveCount(1);
    return;
  }
  throw new Error("no compound with one duplex villa sellable whole and one not");
});

test("booking a unit from the mall units page, then cancelling it", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL ?? "", "en");
  await signedInBuyer(page, { email: "Email", password: "Password", button: "Sign In" });
  // A floor with free units to spare, away from the commercial floors the other tests read.
  const malls = (await (await request.get("/api/v1/malls/?page_size=20")).json()).results as { id: number }[];
  let target: { mallId: number; floor: Floor } | undefined;
  for (const { id } of malls.slice().reverse()) {
    const mall = await (await request.get(`/api/v1/malls/${id}/`)).json();
    const floor = (mall.floorsFeatures as Floor[]).find(
      (f) => f.tag !== "commercial" && f.freeUnitsCount >= 2,
    );
    if (floor) {
      target = { mallId: id, floor };
      break;
    }
  }
  if (!target) throw new Error("no non-commercial mall floor with two free units");
  const floorPage = `/mall/${target.floor.tag}/${target.mallId}?floor=${target.floor.number}`;
  await page.goto(floorPage);
  const select = page.getByLabel("Select unit");
  const free = select.locator("option:not([disabled])").nth(1);
  const unitId = (await free.getAttribute("value")) ?? "";
  await select.selectOption(unitId);
  await page.getByRole("button", { name: /^Book Now/ }).click();

  // Book Now opens the confirmation step: a phone for the sales team's call, then the unit is held.
  const step = page.getByRole("dialog", { name: "Hold this unit" });
  await step.getByLabel("Mobile number for the call").fill("010 1234 5678");
  await step.getByRole("button", { name: "Hold the unit" }).click();
  const held = page.getByRole("dialog", { name: "The unit is held for you" });
  const reference = held.getByTestId("reservation-reference");
  await expect(reference).toHaveText(/^NC-[2-9A-Z]{6}$/);
  const code = (await reference.textContent()) ?? "";
  await held.getByRole("button", { name: "View Booked List" }).click();

  await expect(page).toHaveURL(/\/en\/booking$/);
  // Held, the unit can't be picked on its floor any more.
  await page.goto(floorPage);
  const option = page.getByLabel("Select unit").locator(`option[value="${unitId}"]`);
  await expect(option).toBeDisabled();
  await expect(option).toContainText("Held");
  await page.goto("/booking");
  await page.getByRole("tab", { name: "Investment Properties" }).click();
  const card = page.getByRole("article").filter({ hasText: code });
  await expect(card.getByTestId("reservation-status")).toHaveText("Held");
  await card.getByRole("button", { name: /^Cancel reservation: / }).click();
  await page
    .getByRole("dialog", { name: "Cancel reservation" })
    .getByRole("button", { name: "Cancel reservation", exact: true })
    .click();
  await expect(card.getByTestId("reservation-status")).toHaveText("Cancelled");
  await expect(card.getByRole("button", { name: /^Cancel reservation: / })).toHaveCount(0);

  // Cancelled, the unit is on the market again: the floor offers it.
  await page.goto(floorPage);
  await expect(option).toBeEnabled();
});

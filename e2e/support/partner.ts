import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { Language } from "./language";
import { latestInvitationPath } from "./outbox";

/** The operator the global setup makes with `npm run create-admin` before the app starts. */
export const E2E_OPERATOR = {
  email: "operator@e2e.example.com",
  password: "Capital-ops-2026!",
  name: "Nour Operator",
} as const;

/** Signs in on the sign-in page, as a person would, and waits to leave it. */
export async function signInThroughPage(
  page: Page,
  account: { email: string; password: string },
  labels: { email: string; password: string; button: string },
) {
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: labels.button, exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

/** The operator's access token, from the API's sign-in. */
export async function operatorAccess(request: APIRequestContext) {
  const signedIn = await request.post("/api/v1/token/", {
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
  });
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { access: string }).access;
}

/** A sales person of `companyId`, invited by the operator and joined through the mailed link. */
export async function joinedStaff(
  request: APIRequestContext,
  companyId: number,
  language: Language,
  name: string,
) {
  const access = await operatorAccess(request);
  const email = `sales.${language}.${process.pid}.${Date.now()}@example.com`;
  const invited = await request.post(`/api/v1/partner/companies/${companyId}/invitations/`, {
    headers: { authorization: `Bearer ${access}`, "accept-language": language },
    data: { email, role: "sales" },
  });
  expect(invited.status()).toBe(201);
  await expect.poll(() => latestInvitationPath(email)).toBeDefined();
  const token = (latestInvitationPath(email) ?? "").split("/").at(-1);
  const person = { email, password: "Nile-sunset-R7-balcony", name };
  const joined = await request.post(`/api/v1/partner/invitations/${token}/accept/`, {
    headers: { "accept-language": language },
    data: { name: person.name, password: person.password },
  });
  expect(joined.status()).toBe(201);
  return person;
}

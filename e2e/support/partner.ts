import { expect, type Page } from "@playwright/test";

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

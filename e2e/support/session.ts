import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

let counter = 0;

/** Registers a fresh account through the API; `email` names it where a test reads its mail. */
export async function registeredBuyer(
  request: APIRequestContext,
  email = `buyer.${process.pid}.${++counter}.${Date.now()}@example.com`,
) {
  const password = "Nile-sunset-R7-balcony";
  const created = await request.post("/api/v1/users/create/", {
    multipart: { name: "Nour Hany", email, password },
  });
  expect(created.status()).toBe(201);
  return { email, password };
}

/** Registers a fresh account through the API and signs in through the page, as a person would. */
export async function signedInBuyer(
  page: Page,
  signInLabels: { email: string; password: string; button: string },
) {
  const { email, password } = await registeredBuyer(page.request);
  await page.goto("/signin");
  await page.getByLabel(signInLabels.email).fill(email);
  await page.getByLabel(signInLabels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: signInLabels.button, exact: true }).click();
  await expect(page).not.toHaveURL(/signin/);
  return { email, password };
}

/**
 * From the sign-in prompt a signed-out action opened: its Sign In link, then the sign-in page
 * (which carries where to come back to), filled in and sent.
 */
export async function signInFromPrompt(
  page: Page,
  prompt: Locator,
  labels: { signIn: string; email: string; password: string; submit: string },
  buyer: { email: string; password: string },
) {
  await prompt.getByRole("link", { name: labels.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?next=/);
  await expect(prompt).toBeHidden();
  await page.getByLabel(labels.email).fill(buyer.email);
  await page.getByLabel(labels.password, { exact: true }).fill(buyer.password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

import { API_PREFIX } from "@capital/contract/api-paths";

const PASSWORD = "Bench-Capital-2026";

/**
 * Access tokens for `count` bench users (bench-<n>@bench.example), signed up through the API the
 * first time and signed in every time, a few at a time as real visitors arrive.
 */
export async function benchUsers(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      tokens[index] = await signedIn(baseUrl, `bench-${index}@bench.example`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return tokens;
}

async function signedIn(baseUrl: string, email: string): Promise<string> {
  const form = new FormData();
  form.set("name", "Bench visitor");
  form.set("email", email);
  form.set("password", PASSWORD);
  const created = await fetch(`${baseUrl}${API_PREFIX}/users/create/`, {
    method: "POST",
    body: form,
  });
  if (created.status !== 201 && created.status !== 400) {
    throw new Error(`sign-up of ${email} answered ${created.status}: ${await created.text()}`);
  }
  const response = await postJson(baseUrl, "/token/", { email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

export function postJson(baseUrl: string, path: string, body: unknown, token?: string) {
  return fetch(`${baseUrl}${API_PREFIX}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function authorization(token: string) {
  return { authorization: `Bearer ${token}` };
}

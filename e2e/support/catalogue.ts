import type { APIRequestContext } from "@playwright/test";

/** The first item of a catalogue list, read from the running app's API. */
export async function firstOf(
  request: APIRequestContext,
  list: "malls" | "compounds" | "companies" | "locations",
) {
  const response = await request.get(`/api/v1/${list}/?page_size=1`);
  const body = (await response.json()) as { results: { id: number; name: string; nameArabic: string }[] };
  const first = body.results[0];
  if (!first) throw new Error(`no ${list} in the demo catalogue`);
  return first;
}

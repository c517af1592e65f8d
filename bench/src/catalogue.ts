import { API_PREFIX } from "@capital/contract/api-paths";

type Page<T> = { count: number; results: T[] };

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The id of the first mall, compound, company or location in the running app's catalogue. */
export async function firstId(baseUrl: string, list: "malls" | "compounds" | "companies" | "locations") {
  const page = await getJson<Page<{ id: number }>>(baseUrl, `/${list}/?page_size=1`);
  const first = page.results[0];
  if (!first) throw new Error(`no ${list} in the catalogue`);
  return first.id;
}

/** The first `count` free residential units, cheapest first. */
export async function freeUnitIds(baseUrl: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const found = await getJson<Page<{ id: number }>>(
      baseUrl,
      `/search-residential-unit/?status=free&sort=price&page_size=100&page=${page}`,
    );
    if (found.results.length === 0) throw new Error(`only ${ids.length} free units, ${count} needed`);
    ids.push(...found.results.map((unit) => unit.id));
  }
  return ids.slice(0, count);
}

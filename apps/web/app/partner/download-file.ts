/**
 * Saves a file the API makes for a signed-in partner (an export, a template) as `name`, asked for
 * in the page's language (the browser's own Accept-Language is not the page's). Resolves to null
 * once saved, or else to the API's message (filters too wide) or `failed`.
 */
export async function downloadFile(options: {
  path: string;
  name: string;
  accessToken: string | null;
  language: string;
  failed: string;
}): Promise<string | null> {
  let response: Response;
  try {
    const headers: Record<string, string> = { "accept-language": options.language };
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    response = await fetch(options.path, { headers });
  } catch {
    return options.failed;
  }
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    const message = (answer as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : options.failed;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = options.name;
  link.click();
  URL.revokeObjectURL(url);
  return null;
}

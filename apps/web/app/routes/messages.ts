import { messagesFile } from "../i18n/messages.server";
import type { Route } from "./+types/messages";

/** A language's texts as JSON (i18n/messages.ts): its name holds its hash, so it never changes. */
export function loader({ params }: Route.LoaderArgs) {
  const body = messagesFile(params.file);
  if (body === null) throw new Response(null, { status: 404 });
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}

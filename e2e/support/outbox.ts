import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readMail } from "../../apps/api/src/testing/outbox";

/** The newest password-reset link mailed to `email`, read from the app's outbox folder. */
export function latestResetLink(email: string): string | undefined {
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  // The mail leaves just after the answer: until the first one, there is no outbox at all.
  if (!existsSync(folder)) return undefined;
  const mails = readdirSync(folder)
    .sort()
    .map((name) => readFileSync(path.join(folder, name), "utf8"))
    .filter((raw) => raw.includes(`To: ${email}`));
  const raw = mails
    .at(-1)
    ?.replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return raw?.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
}

/** The path of the newest partner invitation link mailed to `email` (`/partner/invitations/…`). */
export function latestInvitationPath(email: string): string | undefined {
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!existsSync(folder)) return undefined;
  const raw = readdirSync(folder)
    .sort()
    .map((name) => readFileSync(path.join(folder, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${email}`))
    .at(-1)
    ?.replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return raw?.match(/\/partner\/invitations\/[A-Za-z0-9_-]+/)?.[0];
}

/**
 * The mails sent to `email` so far, oldest first, decoded as a person reads them; by the app under
 * test, or by the app of its own a journey started (its `dataDir`).
 */
export function mailsTo(email: string, dataDir = process.env.E2E_DATA_DIR ?? "") {
  const folder = path.join(dataDir, "outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((name) => readFileSync(path.join(folder, name), "utf8"))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map(readMail);
}

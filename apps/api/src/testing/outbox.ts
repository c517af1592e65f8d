import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The mails the app wrote to DATA_DIR/outbox, oldest first, decoded enough to read links. */
export function outboxMails(dataDir: string) {
  const folder = path.join(dataDir, "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(path.join(folder, name), "utf8");
    return {
      raw,
      to: raw.match(/^To: (.*)$/m)?.[1] ?? "",
      link: resetLink(raw),
      invitationLink: invitationLink(raw),
    };
  });
}

function resetLink(raw: string) {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
}

function invitationLink(raw: string) {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(/https?:\/\/\S+\/partner\/invitations\/[A-Za-z0-9_-]+/)?.[0];
}

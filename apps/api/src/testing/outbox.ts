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

/** A mail of the outbox read as a person sees it: decoded subject and headers, and the plain text. */
export function readMail(raw: string) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded)?.[1] ?? "");
  const boundary = /boundary="?([^";\s]+)"?/i.exec(unfolded)?.[1] ?? "";
  const parts = rest.join("\n\n").split(`--${boundary}`);
  const part = parts.find((p) => /Content-Type: text\/plain/i.test(p)) ?? "";
  const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
  const plain = partBody.join("\n\n").replace(/\r?\n$/, "");
  const text = /Content-Transfer-Encoding: base64/i.test(partHead)
    ? Buffer.from(plain.replace(/\s+/g, ""), "base64").toString("utf8")
    : decodeQuotedPrintable(plain);
  return {
    to: header("To"),
    subject: header("Subject"),
    listUnsubscribe: header("List-Unsubscribe"),
    listUnsubscribePost: header("List-Unsubscribe-Post"),
    text,
  };
}

function decodeQuotedPrintable(text: string) {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

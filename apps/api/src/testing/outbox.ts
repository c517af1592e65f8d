import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The mails the app wrote to DATA_DIR/outbox, oldest first, decoded enough to read: the subject
 * (MIME encoded words undone, so Arabic reads as Arabic), the plain-text part, and the links.
 * The browser tests read the same outbox with it.
 */
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
    const headers = raw.slice(0, raw.indexOf("\n\n")).replace(/\r?\n[ \t]+/g, " ");
    return {
      raw,
      to: headers.match(/^To: (.*)$/m)?.[1] ?? "",
      subject: decodeWords(headers.match(/^Subject: (.*)$/m)?.[1] ?? ""),
      text: readMail(raw).text,
      link: resetLink(raw),
      invitationLink: invitationLink(raw),
    };
  });
}

/** A header's MIME encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text; a word may end mid-character. */
function decodeWords(header: string) {
  const words = [...header.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (words.length === 0) return header;
  const bytes = words.map(([, encoding, text = ""]) =>
    encoding?.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintable(text.replace(/_/g, " ")),
  );
  return Buffer.concat(bytes).toString("utf8");
}

function quotedPrintable(text: string) {
  const unfolded = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
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
  const boundary = /boundary="?([^";\s]+)"?/i.exec(unfolded)?.[1] ?? "";
  const part = rest
    .join("\n\n")
    .split(`--${boundary}`)
    .find((p) => /Content-Type: text\/plain/i.test(p));
  const [partHead = "", ...partBody] = (part ?? "").replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
  const plain = partBody.join("\n\n").replace(/\r?\n$/, "");
  const text = /Content-Transfer-Encoding: base64/i.test(partHead)
    ? Buffer.from(plain.replace(/\s+/g, ""), "base64").toString("utf8")
    : quotedPrintable(plain).toString("utf8");
  const header = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded)?.[1] ?? "");
  return {
    to: header("To"),
    subject: header("Subject"),
    listUnsubscribe: header("List-Unsubscribe"),
    listUnsubscribePost: header("List-Unsubscribe-Post"),
    text,
  };
}

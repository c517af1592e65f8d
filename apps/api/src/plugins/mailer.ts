import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as an alert's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
};

declare module "fastify" {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> };
  }
}

/** Sends by SMTP when SMTP_URL is set; otherwise writes each mail as an .eml file in DATA_DIR/outbox. */
export default fp(async function mailer(app: FastifyInstance) {
  const { smtpUrl, mailFrom, dataDir } = app.env;
  const outbox = path.join(dataDir, "outbox");
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  app.decorate("mailer", {
    async send(mail: Mail) {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      if (smtpUrl) return;
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
      // The stream transport hands back the whole message instead of sending it.
      await writeFile(path.join(outbox, name), (info as unknown as { message: Buffer }).message);
    },
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** One mail as it leaves: addressed, in both forms, with any extra headers. */
export type Outgoing = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type MailTransport = {
  deliver(mail: Outgoing, name: string): Promise<void>;
  close(): void;
};

/**
 * Through the SMTP server SMTP_URL names; with none, into the mailbox folder (one `.eml` file a
 * mail, which any mail program opens) and the log, so a reset link can be followed locally.
 */
export function createMailTransport(config: Config['mail'], log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async deliver(mail) {
        await smtp.sendMail({ from: config.from, ...mail });
      },
      close: () => smtp.close(),
    };
  }
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async deliver(mail, name) {
      const { message } = (await writer.sendMail({ from: config.from, ...mail })) as {
        message: Buffer;
      };
      await fs.mkdir(config.mailbox, { recursive: true });
      // Whole or not at all: whatever watches the folder never reads half a mail.
      const file = path.join(config.mailbox, `${name}.eml`);
      await fs.writeFile(`${file}.part`, message);
      await fs.rename(`${file}.part`, file);
      log.info(
        { to: mail.to, subject: mail.subject, file },
        `mail (no SMTP_URL set):\n${mail.text}`,
      );
    },
    close: () => writer.close(),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/*
 * The mail the app sent during the run, as the run's SMTP server (support/smtp.mjs) received it:
 * one JSON file per mail in E2E_INBOX_DIR (playwright.config.ts names it).
 */

export type Mail = { to: string[]; subject: string; text: string; html: string; file: string };

const INBOX = process.env.E2E_INBOX_DIR ?? '';
/** Mails a test of this worker has already read: `nextMail` answers each one once. */
const read = new Set<string>();

function unread(to: string, subject?: string | RegExp): Mail | undefined {
  if (!fs.existsSync(INBOX)) return undefined;
  for (const file of fs
    .readdirSync(INBOX)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    if (read.has(file)) continue;
    const mail = JSON.parse(fs.readFileSync(path.join(INBOX, file), 'utf8')) as Omit<Mail, 'file'>;
    if (!mail.to.includes(to.toLowerCase())) continue;
    const fits =
      subject === undefined ||
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
    if (fits) return { ...mail, file };
  }
  return undefined;
}

/**
 * Waits for the next mail to `to` not read before (optionally with this subject) and answers it.
 * Delivery runs as a background job of the app, so it may take a few seconds.
 */
export async function nextMail(
  to: string,
  { subject, timeout = 30_000 }: { subject?: string | RegExp; timeout?: number } = {},
): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(() => (mail = unread(to, subject)) !== undefined, {
      message: `a mail to ${to}${subject ? ` about ${String(subject)}` : ''}`,
      timeout,
    })
    .toBe(true);
  read.add(mail!.file);
  return mail!;
}

/** The link of a mail (its one action), as written in its text. */
export function mailLink(mail: Mail): string {
  const found = mail.text.match(/https?:\/\/\S+/);
  if (!found) throw new Error(`no link in the mail "${mail.subject}"`);
  return found[0];
}

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMails } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/helper';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { createMailTransport } from '../lib/mail-transport';
import { deliverMail, MAIL_TRIES, type Mail } from './mail';

const mail = (to: string, overrides: Partial<Mail> = {}): Mail => ({
  kind: 'test',
  to,
  subject: 'Your test is ready',
  language: 'en',
  name: 'Ravi <b>',
  paragraphs: ['A new mock test was published.'],
  action: { label: 'Open it', url: 'http://localhost:3000/exams/1?a=1&b=2' },
  footer: ['You get this because you asked for it.'],
  ...overrides,
});

const stateOf = async (t: TestApp, to: string) =>
  (await t.app.db.select().from(outboundMails).where(eq(outboundMails.to, to)))[0]!;

describe('mail over SMTP, delivered by a background job', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      JOBS: 'on',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Pariksha <hi@pariksha.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('arrives as plain text and HTML that say the same, from MAIL_FROM, with its headers', async () => {
    await t.app.mail.send(
      mail('ravi@example.com', { headers: { 'List-Unsubscribe': '<http://x/u>' } }),
    );
    const got = await smtp.next('ravi@example.com');
    expect(got.subject).toBe('Your test is ready');
    expect(got.from?.value).toEqual([{ name: 'Pariksha', address: 'hi@pariksha.test' }]);
    expect(got.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <http://x/u>',
    );
    expect(got.text).toContain('Hello Ravi <b>,');
    expect(got.text).toContain('Open it: http://localhost:3000/exams/1?a=1&b=2');
    expect(got.html).toContain('Hello Ravi &lt;b&gt;,');
    expect(got.html).toContain('href="http://localhost:3000/exams/1?a=1&amp;b=2"');
    expect(got.html).not.toContain('<b>');
  });

  it('speaks Malayalam when the learner does', async () => {
    await t.app.mail.send(mail('meera@example.com', { language: 'ml', name: 'മീര' }));
    const got = await smtp.next('meera@example.com');
    expect(got.text).toContain('നമസ്കാരം മീര,');
    expect(got.text).toContain('— പരീക്ഷ');
    expect(got.html).toContain('lang="ml"');
  });

  it('delivers many side by side, each on its own: one refused is tried again, the rest are sent', async () => {
    const since = smtp.received.length;
    const addresses = Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`);
    smtp.refuseTo('many-7@example.com');
    await Promise.all(addresses.map((a) => t.app.mail.send(mail(a))));
    await Promise.all(
      addresses.filter((a) => a !== 'many-7@example.com').map((a) => smtp.next(a, since)),
    );
    await expect
      .poll(async () => (await stateOf(t, 'many-7@example.com')).attempts, { timeout: 30_000 })
      .toBe(1);
    expect(await stateOf(t, 'many-7@example.com')).toMatchObject({ state: 'queued' });
    expect(await stateOf(t, 'many-8@example.com')).toMatchObject({ attempts: 1 });
  });

  it('keeps a delivered mail as sent, without its body (a link in it may be a credential)', async () => {
    const since = smtp.received.length;
    await t.app.mail.send(mail('kept@example.com'));
    await smtp.next('kept@example.com', since);
    await expect
      .poll(async () => (await stateOf(t, 'kept@example.com')).state, { timeout: 30_000 })
      .toBe('sent');
    const row = await stateOf(t, 'kept@example.com');
    expect(row).toMatchObject({ text: null, html: null, attempts: 1, kind: 'test' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});

describe('a mail the SMTP server keeps refusing', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('is tried again, then marked failed and logged, never lost silently', async () => {
    smtp.refuse(true);
    await t.app.mail.send(mail('full@example.com'));
    const { id } = await stateOf(t, 'full@example.com');
    const errors: unknown[] = [];
    const log = { ...t.app.log, error: (...args: unknown[]) => errors.push(args) };
    const transport = createMailTransport(t.config.mail, t.app.log);
    const deps = { db: t.app.db, clock: t.clock, log: log as never, transport };
    for (let n = 1; n < MAIL_TRIES; n += 1) {
      await expect(deliverMail(deps, id)).rejects.toThrow(/Mailbox unavailable/);
      expect(await stateOf(t, 'full@example.com')).toMatchObject({ state: 'queued', attempts: n });
    }
    await deliverMail(deps, id);
    const row = await stateOf(t, 'full@example.com');
    expect(row).toMatchObject({ state: 'failed', attempts: MAIL_TRIES });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
    expect(errors).toHaveLength(1);
    // Given up: another try (a job run twice) sends nothing.
    smtp.refuse(false);
    await deliverMail(deps, id);
    expect(smtp.received).toHaveLength(0);
    transport.close();
  });
});

describe('with no SMTP server configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS: 'on' });
  });
  afterAll(() => t.close());

  it('writes each mail to the mailbox folder as a .eml file a mail program opens', async () => {
    await t.app.mail.send(mail('local@example.com'));
    const files = () =>
      fs.existsSync(t.config.mail.mailbox) ? fs.readdirSync(t.config.mail.mailbox) : [];
    await expect.poll(files, { timeout: 30_000 }).toEqual([expect.stringMatching(/-test\.eml$/)]);
    const eml = fs.readFileSync(`${t.config.mail.mailbox}/${files()[0]}`, 'utf8');
    expect(eml).toMatch(/^To: local@example.com$/m);
    expect(eml).toMatch(/^Subject: Your test is ready$/m);
  });
});

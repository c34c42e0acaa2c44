import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboundMails } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { mailBody, type MailContent } from '../lib/mail-layout';
import { createMailTransport, type MailTransport } from '../lib/mail-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail: queued in the request, delivered by a background job with retries. */
    mail: Mailer;
  }
}

/** One mail a feature sends: what it is about, to whom, and what it says. */
export type Mail = MailContent & {
  /** What it is about (`password-reset`, a notification's kind …): kept with the mail. */
  kind: string;
  to: string;
  subject: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Records the mail and queues its delivery; never waits for an SMTP server. */
  send(mail: Mail): Promise<void>;
};

const QUEUE = 'mail';
/** Tries in all before a mail is given up on: at once, then 1, 2, 4, 8 and 16 minutes later. */
export const MAIL_TRIES = 6;

type Deliverer = {
  db: FastifyInstance['db'];
  clock: Clock;
  log: FastifyBaseLogger;
  transport: MailTransport;
};

/**
 * One try at delivering a queued mail. A failure is recorded and thrown, for the job to try again
 * later; the last allowed try's failure marks the mail failed and logs it instead.
 */
export async function deliverMail({ db, clock, log, transport }: Deliverer, id: number) {
  const [mail] = await db.select().from(outboundMails).where(eq(outboundMails.id, id));
  if (!mail || mail.state !== 'queued') return;
  try {
    await transport.deliver(
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? '',
        headers: mail.headers,
      },
      `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}-${mail.kind}`,
    );
  } catch (err) {
    const attempts = mail.attempts + 1;
    const failed = attempts >= MAIL_TRIES;
    await db
      .update(outboundMails)
      .set({ attempts, lastError: String(err), state: failed ? 'failed' : 'queued' })
      .where(eq(outboundMails.id, id));
    if (!failed) throw err;
    log.error({ err, mail: id, kind: mail.kind, attempts }, 'mail given up after every try');
    return;
  }
  // Delivered: its body (a reset link is a credential) is not kept.
  await db
    .update(outboundMails)
    .set({
      state: 'sent',
      attempts: sql`${outboundMails.attempts} + 1`,
      sentAt: clock.now(),
      text: null,
      html: null,
    })
    .where(eq(outboundMails.id, id));
}

export const mailPlugin = fp(
  async (app) => {
    const transport = createMailTransport(app.config.mail, app.log);
    if (!app.config.mail.smtpUrl)
      app.log.info(
        { mailbox: app.config.mail.mailbox },
        'SMTP_URL is not set: mail is written to the mailbox folder and the log, not sent',
      );

    app.decorate('mail', {
      async send({ kind, to, subject, headers = {}, ...content }) {
        const { text, html } = mailBody(content);
        const [row] = await app.db
          .insert(outboundMails)
          .values({ kind, to, subject, text, html, headers })
          .returning({ id: outboundMails.id });
        await app.jobs.send(
          QUEUE,
          { id: row!.id },
          { retryLimit: MAIL_TRIES - 1, retryDelay: 60, retryBackoff: true },
        );
      },
    } satisfies Mailer);

    // Twenty at a time, looking again every half second: a notice to 10,000 learners leaves
    // within minutes rather than one mail every poll.
    await app.jobs.work<{ id: number }>(
      QUEUE,
      ({ id }) => deliverMail({ db: app.db, clock: app.clock, log: app.log, transport }, id),
      { batch: 20, pollSeconds: 0.5 },
    );
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);

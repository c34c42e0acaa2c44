import pg from 'pg';
import type { Acks } from './load';

/**
 * Checks every acknowledged answer against the database: the row must exist and hold the latest
 * acknowledged seq and option. A higher stored seq than acknowledged is not a loss (a save may be
 * written and its reply lost to a timeout), so it is reported apart.
 */
export async function verifyAcks(url: string, acks: Acks) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ k: string; option_id: number | null; seq: string }>(
    `select attempt_id::text || ':' || question_id as k, option_id, seq from attempt_answers`,
  );
  await c.end();
  const stored = new Map(rows.map((r) => [r.k, { seq: Number(r.seq), optionId: r.option_id }]));
  let lost = 0;
  let overwritten = 0;
  let newerThanAcked = 0;
  for (const [k, ack] of acks) {
    const row = stored.get(k);
    if (!row) lost += 1;
    else if (row.seq < ack.seq || (row.seq === ack.seq && row.optionId !== ack.optionId))
      overwritten += 1;
    else if (row.seq > ack.seq) newerThanAcked += 1;
  }
  return { checked: acks.size, lost, overwritten, newerThanAcked };
}

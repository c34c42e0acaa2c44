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
  const { rows } = await c.query<{ a: string; q: number; option_id: number | null; seq: string }>(
    `select attempt_id::text as a, question_id as q, option_id, seq from attempt_answers`,
  );
  await c.end();
  const learnerOf = new Map(acks.fx.learners.map((l, i) => [l.attemptId, i]));
  const questionOf = new Map(acks.fx.questions.map((q, i) => [q.id, i]));
  const questions = acks.fx.questions.length;
  const storedSeq = new Int32Array(acks.seq.length);
  const storedOption = new Int32Array(acks.seq.length);
  for (const r of rows) {
    const learner = learnerOf.get(r.a);
    const question = questionOf.get(r.q);
    if (learner === undefined || question === undefined) continue;
    storedSeq[learner * questions + question] = Number(r.seq);
    storedOption[learner * questions + question] = r.option_id ?? -1;
  }
  let checked = 0;
  let lost = 0;
  let overwritten = 0;
  let newerThanAcked = 0;
  for (let i = 0; i < acks.seq.length; i++) {
    const seq = acks.seq[i]!;
    if (seq === 0) continue;
    checked += 1;
    const stored = storedSeq[i]!;
    if (stored === 0) lost += 1;
    else if (stored < seq || (stored === seq && storedOption[i] !== acks.option[i]))
      overwritten += 1;
    else if (stored > seq) newerThanAcked += 1;
  }
  return { checked, lost, overwritten, newerThanAcked };
}

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { createExam, save, start } from './exams.factories';

it('writes every save already queued when the app closes before it stops', async () => {
  const t = await buildTestApp();
  try {
    const exam = await createExam(t.app, { sections: [40] });
    const user = await createUser(t.app);
    const a = await start(t.app, user, exam.id);
    const pending = exam.questions.map((q, i) =>
      save(t.app, user, a.attemptId, [{ questionId: q.id, optionId: q.correct, seq: i + 1 }]),
    );
    while (t.app.examEngine.savesPending === 0) await new Promise((r) => setImmediate(r));
    await t.app.close();
    const replies = await Promise.all(pending);
    const acked = exam.questions.filter((_, i) => replies[i]!.statusCode === 200).map((q) => q.id);
    // Saves that arrive after shutdown began are refused as retryable, never half-done.
    for (const r of replies) expect([200, 503]).toContain(r.statusCode);
    expect(acked.length).toBeGreaterThan(0);
    const rows = await queryRows<{ question_id: number }>(
      t.app.database.db,
      sql`select question_id from attempt_answers where attempt_id = ${a.attemptId}::uuid`,
    );
    expect(rows.map((r) => r.question_id).sort()).toEqual(acked.sort());
  } finally {
    await t.close();
  }
});

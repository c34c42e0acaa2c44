import { ErrorCode, type FieldIssue } from '@pariksha/contracts/errors';
import type { SaveAnswersResult } from '@pariksha/contracts/exams';
import { AppError } from '../../lib/app-error';
import { attemptClosed, attemptTakenOver } from './attempts.service';
import type { ExamEngine } from './exam-engine';
import { isOverdue } from './exams.rules';
import type { PendingAnswer, StoredAnswer } from './exams.types';

/**
 * The hot path. Everything before the write is answered from memory (session, attempt, exam
 * caches); the write itself is shared with every other save of this tick.
 */
export async function saveAnswers(
  engine: ExamEngine,
  userId: string,
  body: { attemptId: string; holderId?: string; answers: StoredAnswer[] },
): Promise<SaveAnswersResult> {
  const now = engine.clock.now();
  const attempt = await engine.attempt(body.attemptId);
  if (!attempt || attempt.userId !== userId) throw AppError.notFound('Attempt');
  if (attempt.status !== 'in_progress') throw attemptClosed();
  if (isOverdue(attempt, now)) {
    await engine.finalise([attempt.id], 'expired');
    throw attemptClosed();
  }
  const exam = await engine.exam(attempt.examId);
  if (!exam) throw AppError.notFound('Exam');

  const holderId = body.holderId ?? null;
  const issues: FieldIssue[] = [];
  const rows: PendingAnswer[] = body.answers.map((a, i) => {
    const options = exam.optionsOf.get(a.questionId);
    if (!options) {
      issues.push({ field: `answers.${i}.questionId`, message: 'is not a question of this exam' });
    } else if (a.optionId !== null && !options.has(a.optionId)) {
      issues.push({ field: `answers.${i}.optionId`, message: 'is not an option of this question' });
    }
    return { ...a, attemptId: attempt.id, holderId, savedAt: now };
  });
  if (issues.length > 0) {
    const message = issues.map((x) => `${x.field}: ${x.message}`).join('; ');
    throw new AppError(ErrorCode.VALIDATION_FAILED, message, issues);
  }

  const live = await engine.saveAnswers(attempt.id, rows);
  if (!live.has(attempt.id)) {
    // Another request or node closed the attempt first; the database refused these rows.
    engine.forget(attempt.id);
    throw attemptClosed();
  }
  // The write checked the holder with the rows: another tab or device has claimed the attempt.
  if (holderId !== null && live.get(attempt.id) !== holderId) throw attemptTakenOver();
  return { saved: rows.length, serverNow: engine.clock.now().toISOString() };
}

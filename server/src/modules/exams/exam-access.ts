import { AppError } from '../../lib/app-error';
import { assertMayOpen } from '../enrolment/enrolment.service';
import type { ExamEngine } from './exam-engine';
import { examsOutsideBatches } from './exams.repository';
import type { ExamDetail } from './exams.types';

/**
 * Whether the learner may open (or start) a published exam: a test limited to batches they are
 * not in is not there for them (404); one of a course they have no access to is 403 NOT_ENROLLED.
 * An exam open to all (a free course, no batches) asks the database nothing.
 */
export async function assertMayOpenExam(
  engine: ExamEngine,
  exam: ExamDetail,
  userId: string,
  now: Date,
) {
  if (exam.openToAll) return { access: 'free' as const, preview: false };
  if ((await examsOutsideBatches(engine.db, [exam.id], userId, now)).size > 0)
    throw AppError.notFound('Exam');
  return assertMayOpen(engine.db, 'exam', exam.id, userId, now);
}

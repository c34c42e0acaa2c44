import { AppError } from '../../lib/app-error';
import { assertMayOpen } from '../enrolment/enrolment.service';
import type { ExamEngine } from './exam-engine';
import { examsOutsideBatches } from './exams.repository';
import type { ExamDetail } from './exams.types';

/** A practice set is its learner's alone: to anyone else it is not there (404). */
export function assertNotAnothers(exam: ExamDetail, userId: string) {
  if (exam.ownerId !== null && exam.ownerId !== userId) throw AppError.notFound('Exam');
}

/**
 * Whether the learner may open (or start) a published exam: a practice set only its learner; a
 * test limited to batches they are not in is not there for them (404); one of a course they have
 * no access to is 403 NOT_ENROLLED. An exam open to all (a free course, no batches), and one of
 * no course, asks the database nothing.
 */
export async function assertMayOpenExam(
  engine: ExamEngine,
  exam: ExamDetail,
  userId: string,
  now: Date,
) {
  if (exam.courseId === null) {
    assertNotAnothers(exam, userId);
    return { access: 'free' as const, preview: false };
  }
  if (exam.openToAll) return { access: 'free' as const, preview: false };
  if ((await examsOutsideBatches(engine.db, [exam.id], userId, now)).size > 0)
    throw AppError.notFound('Exam');
  return assertMayOpen(engine.db, 'exam', exam.id, userId, now);
}

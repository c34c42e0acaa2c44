import type { QuestionImport } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/**
 * Sends a question-bank file, for a dry run or the real import: the server answers at once with
 * the import, which a background job then reads (follow it with useQuestionImport).
 */
export function importQuestions(
  examId: number,
  file: File,
  fields: { format: string; dryRun: boolean; onlyValid: boolean; sectionId?: number },
) {
  const form = new FormData();
  form.append('format', fields.format);
  form.append('dryRun', String(fields.dryRun));
  form.append('onlyValid', String(fields.onlyValid));
  if (fields.sectionId) form.append('sectionId', String(fields.sectionId));
  form.append('file', file);
  return sendData<QuestionImport>(examStaffUrl.importQuestions(examId), 'POST', form);
}

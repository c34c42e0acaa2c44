import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionImport } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { freshGet, staffKey } from '@/lib/query-client';

export const importUnderWay = (i: QuestionImport | undefined) =>
  i !== undefined && (i.status === 'queued' || i.status === 'running');

/** An import as its job gets on with it: read again every second until it has ended. */
export const questionImportQueryOptions = (examId: number, importId: number) =>
  queryOptions({
    ...freshGet<QuestionImport>(
      staffKey('exams', 'import', examId, importId),
      examStaffUrl.questionImport(examId, importId),
    ),
    refetchInterval: (q) => (importUnderWay(q.state.data) ? 1000 : false),
  });

/** `importId` null: no import sent yet. */
export const useQuestionImport = (examId: number, importId: number | null) =>
  useQuery({ ...questionImportQueryOptions(examId, importId ?? 0), enabled: importId !== null });

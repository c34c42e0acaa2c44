import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { freshGet } from '@/lib/query-client';
import { examPath } from '../lib/exam-paths';

/** Exams attached to one recorded class (the same list items as a course's mock tests). */
export const recordedClassExamsQueryOptions = (recordedClassId: string) =>
  freshGet<z.ZodType<ExamListItem[]>>(
    ['exams', 'recorded-class', recordedClassId],
    examPath.byRecordedClass(recordedClassId),
  );

export const useRecordedClassExams = (recordedClassId: string) =>
  useQuery(recordedClassExamsQueryOptions(recordedClassId));

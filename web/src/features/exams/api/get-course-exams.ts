import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { freshGet } from '@/lib/query-client';
import { examPath } from '../lib/exam-paths';

/** The mock tests of a course with the learner's standing in each; always current. */
export const courseExamsQueryOptions = (courseId: string) =>
  freshGet<z.ZodType<ExamListItem[]>>(['exams', 'course', courseId], examPath.byCourse(courseId));

export const useCourseExams = (courseId: string) => useQuery(courseExamsQueryOptions(courseId));

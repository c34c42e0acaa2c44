import { useQuery } from '@tanstack/react-query';
import type { MaterialOfCourse } from '@pariksha/contracts/material';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { freshGet } from '@/lib/query-client';

/** A course's documents by unit, with the learner's last page in each; always current. */
export const materialOfCourseQueryOptions = (courseId: number) =>
  freshGet<MaterialOfCourse>(['material', 'course', courseId], materialUrl.ofCourse(courseId));

export const useMaterialOfCourse = (courseId: number | null) =>
  useQuery({ ...materialOfCourseQueryOptions(courseId ?? 0), enabled: courseId !== null });

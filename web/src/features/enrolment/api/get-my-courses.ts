import { useQuery } from '@tanstack/react-query';
import type { MyCourse } from '@pariksha/contracts/enrolment';
import { enrolmentUrl } from '@pariksha/contracts/enrolment-paths';
import { freshGet } from '@/lib/query-client';

/** The courses the learner holds through a batch or a grant, each with its access; current. */
export const myCoursesQueryOptions = () =>
  freshGet<MyCourse[]>(['enrolment', 'my-courses'], enrolmentUrl.myCourses());

export const useMyCourses = () => useQuery(myCoursesQueryOptions());

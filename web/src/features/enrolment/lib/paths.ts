/** The learner's screens this feature links to. */
export const enrolmentRoute = {
  course: (id: number) => `/courses/${id}`,
  myCourses: () => '/mycourses',
};

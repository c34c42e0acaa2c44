import { fill, withQuery, type Id } from './paths';

/*
 * The enrolment API's paths, free of zod (the web app's lists import them without the schema
 * library): a learner's code and courses, and the console's access, batches and codes.
 */

export const EnrolmentPaths = {
  /** POST {code}: join the batch or course the code is for. */
  redeem: '/api/enrolment/redeem',
  /** The courses the learner holds through a batch or a grant, each with its access. */
  myCourses: '/api/enrolment/my-courses',
} as const;

export const enrolmentUrl = {
  redeem: () => EnrolmentPaths.redeem,
  myCourses: () => EnrolmentPaths.myCourses,
};

export const EnrolmentStaffPaths = {
  /** GET, PUT {access}: free or restricted, and the items shown as a preview. */
  courseAccess: '/api/admin/courses/:id/access',
  /** PUT {kind, itemId, preview}: marks or unmarks one item of the course as a preview. */
  coursePreview: '/api/admin/courses/:id/preview',
  /** GET: the learners a course is granted to; POST {email, until}: grant it to one. */
  courseEnrolments: '/api/admin/courses/:id/enrolments',
  /** PUT {until}: extends or shortens a grant; DELETE: revokes it. */
  enrolment: '/api/admin/enrolments/:id',
  batches: '/api/admin/batches',
  batch: '/api/admin/batches/:id',
  batchMembers: '/api/admin/batches/:id/members',
  /** POST {csv}: one email a line (or the first column); answers each line's outcome. */
  batchMembersImport: '/api/admin/batches/:id/members/import',
  batchMember: '/api/admin/batches/:id/members/:memberId',
  /** GET ?batchId|courseId: codes with seats used; POST: generates codes. */
  codes: '/api/admin/access-codes',
  /** GET ?batchId|courseId: the same list as CSV, to print or send. */
  codesExport: '/api/admin/access-codes/export',
  codeRevoke: '/api/admin/access-codes/:id/revoke',
} as const;

export type CodeTarget = { batchId?: Id; courseId?: Id };
const target = (t: CodeTarget) => ({
  batchId: t.batchId === undefined ? undefined : String(t.batchId),
  courseId: t.courseId === undefined ? undefined : String(t.courseId),
});

export const enrolmentStaffUrl = {
  courseAccess: (id: Id) => fill(EnrolmentStaffPaths.courseAccess, { id }),
  coursePreview: (id: Id) => fill(EnrolmentStaffPaths.coursePreview, { id }),
  courseEnrolments: (id: Id) => fill(EnrolmentStaffPaths.courseEnrolments, { id }),
  enrolment: (id: Id) => fill(EnrolmentStaffPaths.enrolment, { id }),
  batches: () => EnrolmentStaffPaths.batches,
  batch: (id: Id) => fill(EnrolmentStaffPaths.batch, { id }),
  batchMembers: (id: Id) => fill(EnrolmentStaffPaths.batchMembers, { id }),
  batchMembersImport: (id: Id) => fill(EnrolmentStaffPaths.batchMembersImport, { id }),
  batchMember: (id: Id, memberId: Id) => fill(EnrolmentStaffPaths.batchMember, { id, memberId }),
  codes: (t: CodeTarget = {}) => withQuery(EnrolmentStaffPaths.codes, target(t)),
  codesExport: (t: CodeTarget) => withQuery(EnrolmentStaffPaths.codesExport, target(t)),
  codeRevoke: (id: Id) => fill(EnrolmentStaffPaths.codeRevoke, { id }),
};

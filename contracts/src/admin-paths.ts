import { fill, withQuery, type Id } from './paths';

/*
 * The paths that operate the site, free of zod: people and their roles, the audit log, uploads.
 * Every path under /api/admin/ (these and each feature's staff paths) answers 401 signed out and
 * 403 to anyone whose role is below the route's (before the input is read).
 */

export const ROLES = ['learner', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'learner'>;

export const AdminPaths = {
  /** The caller's own role (any signed-in person: the console asks it before showing itself). */
  me: '/api/admin/me',
  /** Staff, and any account found by email (admins). */
  people: '/api/admin/people',
  /** PUT {role}: grants or revokes a role (admins). */
  role: '/api/admin/people/:userId/role',
  /** The audit log, newest first, filtered (admins). */
  audit: '/api/admin/audit',
  /** POST multipart `kind` (first) then `file`: the upload's media key. */
  uploads: '/api/admin/uploads',
} as const;

/** The audit log's filters: a kind of thing, an action, one thing, an actor's email, a page. */
type AuditQuery = { entity?: string; action?: string; entityId?: Id; actor?: string; before?: Id };

export const adminUrl = {
  me: () => AdminPaths.me,
  people: (email?: string) => withQuery(AdminPaths.people, { email }),
  role: (userId: string) => fill(AdminPaths.role, { userId }),
  audit: (query: AuditQuery = {}) => withQuery(AdminPaths.audit, query),
  uploads: () => AdminPaths.uploads,
};

/**
 * What an upload is for: a course's image (public, shown before sign-in), an image in paid
 * content (questions, articles), a document, a class video, its captions (WebVTT).
 */
export const UPLOAD_KINDS = ['course-image', 'image', 'pdf', 'video', 'captions'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Largest upload of each kind, in bytes (checked on the server as the bytes arrive). */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  'course-image': 5 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  pdf: 100 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
  captions: 1024 * 1024,
};

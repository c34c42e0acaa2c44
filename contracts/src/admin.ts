import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { IdInUrlSchema } from './fields';
import { ROLES, UPLOAD_KINDS } from './admin-paths';

/*
 * Operating the site: who may do what, the audit log of staff changes, and uploads. What staff
 * edit in a feature (its exams, courses, classes …) is in that feature's contracts.
 */

export * from './admin-paths';

export const RoleSchema = z.enum(ROLES);

export const AdminMeSchema = z.object({ userId: z.string(), name: z.string(), role: RoleSchema });
export const AdminMeResponseSchema = dataOf(AdminMeSchema);
export type AdminMe = z.infer<typeof AdminMeSchema>;

export const PersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** Has an authenticator app set up (staff cannot use the console without one). */
  twoFactorEnabled: z.boolean(),
});
export type Person = z.infer<typeof PersonSchema>;
export const PeopleQuerySchema = z.object({ email: z.string().max(254).optional() });
export const PeopleResponseSchema = dataOf(z.array(PersonSchema));
export const UserIdParamSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an account id'),
});
export const SetRoleBodySchema = z.strictObject({ role: RoleSchema });
export const PersonResponseSchema = dataOf(PersonSchema);

export const AuditEntrySchema = z.object({
  id: Id,
  at: IsoDateTimeSchema,
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
const word = z
  .string()
  .max(40)
  .regex(/^[a-z_]*$/, 'Use lower-case letters');
export const AuditQuerySchema = z.object({
  entity: word.optional(),
  action: word.optional(),
  entityId: z.string().max(64).optional(),
  actor: z.string().max(254).optional(),
  /** Entries before this id: the next page. */
  before: z.optional(IdInUrlSchema),
});
export const AuditResponseSchema = z.object({
  data: z.array(AuditEntrySchema),
  meta: z.object({ next: Id.nullable() }),
});

export const UploadKindSchema = z.enum(UPLOAD_KINDS);
export const UploadSchema = z.object({
  /** The media key to name in the content that uses it. */
  key: z.string(),
  url: z.string(),
  type: z.string(),
  size: z.int(),
  /** A document's page count. */
  pages: z.int().optional(),
});
export type Upload = z.infer<typeof UploadSchema>;
export const UploadResponseSchema = dataOf(UploadSchema);

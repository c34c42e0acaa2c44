import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeletedResponseSchema, IdParamSchema } from '@pariksha/contracts/common';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  AccessCodeResponseSchema,
  AccessCodesResponseSchema,
  BatchesResponseSchema,
  BatchInputSchema,
  BatchMemberParamsSchema,
  BatchResponseSchema,
  BatchUpdateSchema,
  CodesInputSchema,
  CodeTargetQuerySchema,
  CourseAccessResponseSchema,
  GrantInputSchema,
  GrantResponseSchema,
  GrantsResponseSchema,
  GrantUpdateSchema,
  MemberInputSchema,
  MemberResponseSchema,
  MembersImportInputSchema,
  MembersImportResponseSchema,
  MembersResponseSchema,
  PreviewInputSchema,
} from '@pariksha/contracts/enrolment';
import { EnrolmentStaffPaths as P } from '@pariksha/contracts/enrolment-paths';
import { actorOf } from '../../lib/audit';
import * as service from './enrolment.staff.service';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const deleted = { data: { deleted: true as const } };

/**
 * The console's enrolment: a course's previews (teachers and admins; whether the course is free or
 * restricted is the catalogue's, which writes the course); batches, access
 * codes and course grants (admins, since they give what learners pay for).
 */
export const enrolmentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');
  const admin = app.staffOnly('admin');
  const now = () => app.clock.now();

  /* ─── course access and previews ─── */

  app.get(
    P.courseAccess,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A course's access (free or restricted) and its preview items",
        params: IdParamSchema,
        response: { 200: CourseAccessResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.courseAccess(app.db, req.params.id) }),
  );
  app.put(
    P.coursePreview,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Marks or unmarks a class, document or test of the course as a free preview',
        params: IdParamSchema,
        body: PreviewInputSchema,
        response: { 200: CourseAccessResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.setPreview(app.db, actorOf(req), req.params.id, req.body),
    }),
  );

  /* ─── course grants ─── */

  app.get(
    P.courseEnrolments,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The learners a course is granted to (by a code or by staff)',
        params: IdParamSchema,
        response: { 200: GrantsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.grants(app.db, req.params.id) }),
  );
  app.post(
    P.courseEnrolments,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Grants a course to the account with this email, until a date or without end',
        params: IdParamSchema,
        body: GrantInputSchema,
        response: { 200: GrantResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.grantCourse(app.db, actorOf(req), req.params.id, req.body, now()),
    }),
  );
  app.put(
    P.enrolment,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Sets when a grant ends (extends or shortens it; lifts a revocation)',
        params: IdParamSchema,
        body: GrantUpdateSchema,
        response: { 200: GrantResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.setGrantUntil(app.db, actorOf(req), req.params.id, req.body.until),
    }),
  );
  app.delete(
    P.enrolment,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Revokes a grant now (the learner keeps their results)',
        params: IdParamSchema,
        response: { 200: GrantResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.revokeGrant(app.db, actorOf(req), req.params.id, now()),
    }),
  );

  /* ─── batches ─── */

  app.get(
    P.batches,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Batches, newest first',
        response: { 200: BatchesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await service.listBatches(app.db) }),
  );
  app.post(
    P.batches,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Adds a batch: a name, its courses, when its access starts and ends',
        body: BatchInputSchema,
        response: { 200: BatchResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.createBatch(app.db, actorOf(req), req.body) }),
  );
  app.get(
    P.batch,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One batch',
        params: IdParamSchema,
        response: { 200: BatchResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.batch(app.db, req.params.id) }),
  );
  app.put(
    P.batch,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edits a batch (409 if changed since read); a new end extends or ends its access',
        params: IdParamSchema,
        body: BatchUpdateSchema,
        response: { 200: BatchResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateBatch(app.db, actorOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    P.batch,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Deletes a batch, its memberships and its codes',
        params: IdParamSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteBatch(app.db, actorOf(req), req.params.id);
      return deleted;
    },
  );
  app.get(
    P.batchMembers,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "A batch's members, those still without an account last",
        params: IdParamSchema,
        response: { 200: MembersResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.members(app.db, req.params.id) }),
  );
  app.post(
    P.batchMembers,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Adds one learner by email (without an account yet: when they sign up with it)',
        params: IdParamSchema,
        body: MemberInputSchema,
        response: { 200: MemberResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.addMember(app.db, actorOf(req), req.params.id, req.body.email, now()),
    }),
  );
  app.post(
    P.batchMembersImport,
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Adds learners from a CSV of emails; answers each line: added, pending, already, invalid',
        params: IdParamSchema,
        body: MembersImportInputSchema,
        response: { 200: MembersImportResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.importMembers(app.db, actorOf(req), req.params.id, req.body.csv, now()),
    }),
  );
  app.delete(
    P.batchMember,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Removes a member (or a pending address) from a batch',
        params: BatchMemberParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.removeMember(app.db, actorOf(req), req.params.id, req.params.memberId);
      return deleted;
    },
  );

  /* ─── access codes ─── */

  app.get(
    P.codes,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "A batch's or a course's codes, with the seats used",
        querystring: CodeTargetQuerySchema,
        response: { 200: AccessCodesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.listCodes(app.db, req.query) }),
  );
  app.post(
    P.codes,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Generates codes for a batch or a course: how many, seats each, expiry',
        body: CodesInputSchema,
        response: { 200: AccessCodesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.generateCodes(app.db, actorOf(req), req.body) }),
  );
  app.get(
    P.codesExport,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "A batch's or a course's codes as CSV, to print or send",
        querystring: CodeTargetQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const csv = await service.exportCodes(app.db, req.query);
      const name = req.query.batchId
        ? `batch-${req.query.batchId}`
        : `course-${req.query.courseId}`;
      // Codes are as good as seats: no shared cache may keep them.
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="codes-${name}.csv"`)
        .header('cache-control', 'private, no-store');
      return csv;
    },
  );
  app.post(
    P.codeRevoke,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Revokes a code: nobody more can use it (those who did keep their access)',
        params: IdParamSchema,
        response: { 200: AccessCodeResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.revokeCode(app.db, actorOf(req), req.params.id, now()),
    }),
  );
};

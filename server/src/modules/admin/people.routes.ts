import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMeResponseSchema,
  AdminPaths,
  AuditQuerySchema,
  AuditResponseSchema,
  PeopleQuerySchema,
  PeopleResponseSchema,
  PersonResponseSchema,
  SetRoleBodySchema,
  UserIdParamSchema,
} from '@pariksha/contracts/admin';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { TwoFactorPaths } from '@pariksha/contracts/two-factor';
import { listAudit } from './audit.repository';
import { actorOf } from '../../lib/audit';
import * as repo from './people.repository';
import * as service from './people.service';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** Who the caller is, and (admins) who is staff, granting roles, and the audit log. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminPaths.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's role: the console shows itself to teachers and admins only",
        response: { 200: AdminMeResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => {
      const person = await repo.findPerson(app.db, req.user!.id);
      return {
        data: { userId: req.user!.id, name: req.user!.name, role: person?.role ?? 'learner' },
      };
    },
  );

  app.get(
    AdminPaths.people,
    {
      onRequest: app.staffOnly('admin'),
      schema: {
        tags,
        summary: 'Staff; with ?email=, the accounts whose email contains it',
        querystring: PeopleQuerySchema,
        response: { 200: PeopleResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await repo.findPeople(app.db, req.query.email?.trim() || undefined) }),
  );

  app.put(
    AdminPaths.role,
    {
      onRequest: app.staffOnly('admin'),
      schema: {
        tags,
        summary: 'Grants a role (teacher, admin) or revokes it (learner)',
        params: UserIdParamSchema,
        body: SetRoleBodySchema,
        response: { 200: PersonResponseSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (req) => ({
      data: await service.setRole(app.db, actorOf(req), req.params.userId, req.body.role),
    }),
  );

  app.delete(
    TwoFactorPaths.reset,
    {
      onRequest: app.staffOnly('admin'),
      schema: {
        tags,
        summary:
          "Resets a person's two-step sign-in (a lost phone): they set up an authenticator app again at their next sign-in",
        params: UserIdParamSchema,
        response: { 200: PersonResponseSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (req) => ({
      data: await service.resetTwoFactor(app.db, actorOf(req), req.params.userId),
    }),
  );

  app.get(
    AdminPaths.audit,
    {
      onRequest: app.staffOnly('admin'),
      schema: {
        tags,
        summary: 'Every staff change, newest first, by entity, action, id or who made it',
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...errors },
      },
    },
    async (req) => listAudit(app.db, req.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  MaterialIdParamSchema,
  MaterialOfCourseParamSchema,
  MaterialOfCourseResponseSchema,
  MaterialPaths,
  MaterialProgressResponseSchema,
  MaterialResponseSchema,
  SaveMaterialProgressBodySchema,
} from '@pariksha/contracts/material';
import { z } from 'zod';
import * as service from './material.service';

const tags = ['material'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** Study material: a course's documents, one document, the learner's last page, and its bytes. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    MaterialPaths.ofCourse,
    {
      schema: {
        tags,
        summary:
          "A course's documents, course-wide first then by syllabus unit, with the learner's last page",
        params: MaterialOfCourseParamSchema,
        response: { 200: MaterialOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.materialOfCourse(app.db, me(req), req.params.courseId, app.clock.now()),
    }),
  );

  app.get(
    MaterialPaths.byId,
    {
      schema: {
        tags,
        summary: 'One document: its file, pages, and where the learner stopped',
        params: MaterialIdParamSchema,
        response: { 200: MaterialResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.documentById(app.db, me(req), req.params.materialId, app.clock.now()),
    }),
  );

  app.put(
    MaterialPaths.progress,
    {
      schema: {
        tags,
        summary: 'Keeps the last page the learner read',
        params: MaterialIdParamSchema,
        body: SaveMaterialProgressBodySchema,
        response: { 200: MaterialProgressResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.saveLastPage(
        app.db,
        app.clock,
        me(req),
        req.params.materialId,
        req.body.page,
      ),
    }),
  );

  app.get(
    MaterialPaths.file,
    {
      schema: {
        tags,
        summary:
          "The document's bytes: a redirect to its /media address, opened by the media cookie with range requests",
        params: MaterialIdParamSchema,
        response: { 302: z.null().describe('Location: the /media address of the file'), ...errors },
      },
    },
    async (req, reply) => {
      const doc = await service.documentById(
        app.db,
        me(req),
        req.params.materialId,
        app.clock.now(),
      );
      return reply.redirect(doc.fileUrl, 302);
    },
  );
};

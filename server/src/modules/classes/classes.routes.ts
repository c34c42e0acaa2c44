import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@pariksha/contracts/common';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  ClassesInProgressResponseSchema,
  ClassesOfCourseParamSchema,
  ClassesOfCourseQuerySchema,
  ClassesOfCourseResponseSchema,
  ClassPaths,
  ClassProgressResponseSchema,
  RecordedClassResponseSchema,
  SaveClassProgressBodySchema,
} from '@pariksha/contracts/classes';
import * as service from './classes.service';

const tags = ['classes'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** Recorded classes: lists, one class with its video, and where the learner is in it. */
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    ClassPaths.ofCourse,
    {
      schema: {
        tags,
        summary: "A course's recorded classes by syllabus unit, with the learner's progress",
        params: ClassesOfCourseParamSchema,
        querystring: ClassesOfCourseQuerySchema,
        response: { 200: ClassesOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.classesOfCourse(
        app.db,
        me(req),
        req.params.courseId,
        app.clock.now(),
        req.query.syllabus_id,
      ),
    }),
  );

  app.get(
    ClassPaths.inProgress,
    {
      schema: {
        tags,
        summary: 'The learner’s classes in progress, most recent first',
        response: { 200: ClassesInProgressResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ data: await service.classesInProgress(app.db, me(req), app.clock.now()) }),
  );

  app.get(
    ClassPaths.byId,
    {
      schema: {
        tags,
        summary: 'One recorded class: its video, captions, notes, neighbours and resume position',
        params: IdParamSchema,
        response: { 200: RecordedClassResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.classById(app.db, me(req), req.params.id, app.clock.now()),
    }),
  );

  app.put(
    ClassPaths.progress,
    {
      schema: {
        tags,
        summary: 'Saves where the learner is in a class (watched from 90 %)',
        params: IdParamSchema,
        body: SaveClassProgressBodySchema,
        response: { 200: ClassProgressResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.saveProgress(app.db, app.clock, me(req), req.params.id, req.body),
    }),
  );
};

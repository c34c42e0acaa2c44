import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCatalogueResponseSchema,
  AdminCategoryResponseSchema,
  AdminCourseResponseSchema,
  AdminCoursesResponseSchema,
  AdminLevelResponseSchema,
  AdminUnitResponseSchema,
  AdminUnitsResponseSchema,
  CategoryInputSchema,
  CategoryUpdateSchema,
  CourseInputSchema,
  CoursesQuerySchema,
  CourseUpdateSchema,
  LevelInputSchema,
  LevelUpdateSchema,
  UnitInputSchema,
  UnitUpdateSchema,
} from '@pariksha/contracts/catalogue';
import {
  ConfirmQuerySchema,
  DeletedResponseSchema,
  IdParamSchema,
  OrderBodySchema,
} from '@pariksha/contracts/common';
import { CatalogueStaffPaths } from '@pariksha/contracts/catalogue-paths';
import { ExamStaffPaths } from '@pariksha/contracts/exams-paths';
import { CourseAccessInputSchema, CourseAccessResponseSchema } from '@pariksha/contracts/enrolment';
import { EnrolmentStaffPaths } from '@pariksha/contracts/enrolment-paths';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { actorOf } from '../../lib/audit';
import * as service from './catalogue.staff.service';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const deleted = { data: { deleted: true as const } };
const confirmed = (q: { confirm?: 'true' | 'false' }) => q.confirm === 'true';

/** Categories and levels (admins), courses and their syllabus units (teachers and admins). */
export const catalogueStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.staffOnly('admin');
  const staff = app.staffOnly('teacher');

  app.put(
    EnrolmentStaffPaths.courseAccess,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Makes a course free or restricted',
        params: IdParamSchema,
        body: CourseAccessInputSchema,
        response: { 200: CourseAccessResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.setCourseAccess(app.db, actorOf(req), req.params.id, req.body.access),
    }),
  );

  app.get(
    CatalogueStaffPaths.categories,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Categories and levels with their course counts',
        response: { 200: AdminCatalogueResponseSchema, ...errors },
      },
    },
    async () => ({ data: await service.catalogue(app.db) }),
  );
  app.post(
    CatalogueStaffPaths.categories,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Adds a category at the end',
        body: CategoryInputSchema,
        response: { 200: AdminCategoryResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.createCategory(app.db, actorOf(req), req.body) }),
  );
  app.put(
    CatalogueStaffPaths.category,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edits a category (409 if changed since read)',
        params: IdParamSchema,
        body: CategoryUpdateSchema,
        response: { 200: AdminCategoryResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateCategory(app.db, actorOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    CatalogueStaffPaths.category,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Deletes a category that has no course',
        params: IdParamSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteCategoryOrLevel(
        app.db,
        app.mediaStore,
        actorOf(req),
        'category',
        req.params.id,
      );
      return deleted;
    },
  );
  app.post(
    CatalogueStaffPaths.levels,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Adds a level at the end',
        body: LevelInputSchema,
        response: { 200: AdminLevelResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.createLevel(app.db, actorOf(req), req.body) }),
  );
  app.put(
    CatalogueStaffPaths.level,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edits a level (409 if changed since read)',
        params: IdParamSchema,
        body: LevelUpdateSchema,
        response: { 200: AdminLevelResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateLevel(app.db, actorOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    CatalogueStaffPaths.level,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Deletes a level that has no course',
        params: IdParamSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteCategoryOrLevel(
        app.db,
        app.mediaStore,
        actorOf(req),
        'level',
        req.params.id,
      );
      return deleted;
    },
  );

  app.get(
    CatalogueStaffPaths.courses,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Courses, published or not, newest changes first',
        querystring: CoursesQuerySchema,
        response: { 200: AdminCoursesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.listCourses(app.db, req.query) }),
  );
  app.post(
    CatalogueStaffPaths.courses,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Creates a course',
        body: CourseInputSchema,
        response: { 200: AdminCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.createCourse(app.db, app.mediaStore, actorOf(req), req.body),
    }),
  );
  app.get(
    CatalogueStaffPaths.course,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One course with what depends on it',
        params: IdParamSchema,
        response: { 200: AdminCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.getCourse(app.db, req.params.id) }),
  );
  app.put(
    CatalogueStaffPaths.course,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Edits, publishes or unpublishes a course (409 if changed since read)',
        params: IdParamSchema,
        body: CourseUpdateSchema,
        response: { 200: AdminCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateCourse(
        app.db,
        app.mediaStore,
        actorOf(req),
        req.params.id,
        req.body,
      ),
    }),
  );
  app.delete(
    CatalogueStaffPaths.course,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Deletes a course and its content; 409 naming what learners have unless ?confirm=true',
        params: IdParamSchema,
        querystring: ConfirmQuerySchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteCourse(
        app.db,
        app.mediaStore,
        actorOf(req),
        req.params.id,
        confirmed(req.query),
      );
      return deleted;
    },
  );

  app.get(
    CatalogueStaffPaths.units,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A course's syllabus units in order",
        params: IdParamSchema,
        response: { 200: AdminUnitsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.listUnits(app.db, req.params.id) }),
  );
  app.post(
    CatalogueStaffPaths.units,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Adds a unit at the end of the syllabus',
        params: IdParamSchema,
        body: UnitInputSchema,
        response: { 200: AdminUnitResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.createUnit(app.db, actorOf(req), req.params.id, req.body),
    }),
  );
  app.put(
    CatalogueStaffPaths.unit,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Edits a unit (409 if changed since read)',
        params: IdParamSchema,
        body: UnitUpdateSchema,
        response: { 200: AdminUnitResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateUnit(app.db, actorOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    CatalogueStaffPaths.unit,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Deletes a unit; 409 naming its classes and documents unless ?confirm=true',
        params: IdParamSchema,
        querystring: ConfirmQuerySchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteUnit(
        app.db,
        app.mediaStore,
        actorOf(req),
        req.params.id,
        confirmed(req.query),
      );
      return deleted;
    },
  );

  const lists = [
    { list: 'categories', path: CatalogueStaffPaths.categoriesOrder, least: admin, of: null },
    { list: 'levels', path: CatalogueStaffPaths.levelsOrder, least: admin, of: null },
    {
      list: 'units',
      path: CatalogueStaffPaths.unitsOrder,
      least: staff,
      of: "a course's syllabus units",
    },
    { list: 'exams', path: ExamStaffPaths.examsOrder, least: staff, of: "a course's exams" },
    {
      list: 'questions',
      path: ExamStaffPaths.questionsOrder,
      least: staff,
      of: "an exam's questions",
    },
  ] as const;
  for (const { list, path, least, of } of lists) {
    app.put(
      path,
      {
        onRequest: least,
        schema: {
          tags,
          summary: `Puts ${of ?? `the ${list}`} in a new order: every id once`,
          ...(of && { params: IdParamSchema }),
          body: OrderBodySchema,
          response: { 200: z.object({ data: z.array(z.int()) }), ...errors },
        },
      },
      async (req) => {
        const parent = (req.params as { id?: number }).id ?? 0;
        const ids = await service.reorder(app.db, actorOf(req), list, parent, req.body.ids);
        if (list === 'questions') app.examEngine.forgetExam(parent);
        return { data: ids };
      },
    );
  }
};

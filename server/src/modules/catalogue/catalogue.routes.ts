import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { IdParamSchema } from '@pariksha/contracts/common';
import {
  CataloguePaths,
  CategoriesResponseSchema,
  CategoryLevelParamSchema,
  CategoryLevelResponseSchema,
  CourseListResponseSchema,
  CourseResponseSchema,
  CourseSearchResponseSchema,
  SearchQuerySchema,
  SyllabusParamSchema,
  SyllabusResponseSchema,
} from '@pariksha/contracts/catalogue';
import * as service from './catalogue.service';
import { searchCourses, type CachedHit } from './search.service';
import { COURSE_SEARCH_CHANNEL } from './search.repository';
import { SearchCache } from './search-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's recent course-search answers, forgotten whenever what search reads changes. */
    courseSearchCache: SearchCache<CachedHit[]>;
  }
}

const tags = ['catalogue'];
const errors = { 401: ErrorBodySchema };

/**
 * Catalogue calls, and the search cache: the database tells every node when a course, or a title
 * inside one, has changed (migration 0020), and each forgets its answers then; also after its
 * listening connection was lost, since the notices sent meanwhile are gone.
 */
export const catalogueRoutes = fp(async (app) => {
  const cache = new SearchCache<CachedHit[]>(app.config.searchCacheSize, () =>
    app.clock.now().getTime(),
  );
  app.decorate('courseSearchCache', cache);
  if (app.config.searchCacheSize > 0) {
    const forget = () => cache.invalidate();
    const stopListening = await app.database.listen(COURSE_SEARCH_CHANNEL, forget, forget);
    // The database may be gone already (a failed start, a test that closed it).
    app.addHook('onClose', () => stopListening().catch(() => undefined));
  }
  await app.register(routes);
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    CataloguePaths.categories,
    {
      schema: {
        tags,
        summary: 'Categories, each with the levels that have courses',
        response: { 200: CategoriesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await service.categoriesWithLevels(app.db) }),
  );

  app.get(
    CataloguePaths.categoryLevel,
    {
      schema: {
        tags,
        summary: 'Courses of a category and level, with the learner’s progress in each',
        params: CategoryLevelParamSchema,
        response: { 200: CategoryLevelResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.coursesOfCategoryLevel(
        app.db,
        req.user!.id,
        req.params.categoryId,
        req.params.levelId,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    CataloguePaths.continue,
    {
      schema: {
        tags,
        summary: 'Courses the learner has started, furthest along first',
        response: { 200: CourseListResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.continueLearning(app.db, req.user!.id, app.clock.now()),
    }),
  );

  app.get(
    CataloguePaths.search,
    {
      schema: {
        tags,
        summary:
          'Search courses by name, exam abbreviation, category or level (partial words, one-letter typos, any script)',
        querystring: SearchQuerySchema,
        response: { 200: CourseSearchResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await searchCourses(app.db, req.query.query, app.courseSearchCache, {
        userId: req.user!.id,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    CataloguePaths.course,
    {
      schema: {
        tags,
        summary: 'One course',
        params: IdParamSchema,
        response: { 200: CourseResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.courseById(app.db, app.clock, req.user!.id, req.params.id),
    }),
  );

  app.get(
    CataloguePaths.syllabus,
    {
      schema: {
        tags,
        summary: 'Syllabus units of a course, in order',
        params: SyllabusParamSchema,
        response: { 200: SyllabusResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (req) => ({ data: await service.syllabusOf(app.db, req.params.courseId) }),
  );
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  AdminAffairsVideoResponseSchema,
  AdminAffairsVideosResponseSchema,
  AdminArticleResponseSchema,
  AdminArticlesResponseSchema,
  AffairsVideoInputSchema,
  AffairsVideoUpdateSchema,
  ArticleInputSchema,
  ArticleUpdateSchema,
} from '@pariksha/contracts/affairs';
import { AffairsStaffPaths } from '@pariksha/contracts/affairs-paths';
import { affairsArticles, affairsVideos, categories } from '../../db/schema/index';
import {
  checkMedia,
  checkVideoFiles,
  IMAGE_FOLDERS,
  PICTURE_EXTENSIONS,
} from '../../lib/content-files';
import { rowExists } from '../../lib/content-parents';
import { contentRoutes } from '../../lib/content-routes';
import { blankAsNull, withIsoDates, type Row } from '../../lib/content-spec';
import { queueTranscode, transcodeOf } from '../admin/admin.service';
import { withdrawMedia } from '../media/media.service';
import { createArticle, updateArticle, type ArticleValues } from './affairs.service';

/** A category's articles as teachers write them; learners never use one up (`used` is 0). */
const articleRoutes = contentRoutes({
  entity: 'article',
  what: 'Article',
  parentWhat: 'Category',
  summary: "A category's current-affairs articles",
  least: 'teacher',
  paths: { list: AffairsStaffPaths.articles, item: AffairsStaffPaths.article },
  table: affairsArticles,
  parentColumn: affairsArticles.categoryId,
  parentExists: rowExists(categories),
  used: () => sql<number>`0`,
  order: [sql`${affairsArticles.publishedAt} desc`, affairsArticles.id],
  files: ['image', 'bodyHtml'],
  schemas: {
    input: ArticleInputSchema,
    update: ArticleUpdateSchema,
    one: AdminArticleResponseSchema,
    many: AdminArticlesResponseSchema,
  },
  async values(ctx, _categoryId, input) {
    await checkMedia(ctx.media, 'image', input.image, IMAGE_FOLDERS, PICTURE_EXTENSIONS);
    return { ...input, publishedAt: new Date(input.publishedAt) } satisfies ArticleValues;
  },
  // The seed's articles come in the same way, body cleaning and audit entry included.
  writer: {
    create: async (db, actor, categoryId, values) =>
      // Only the seed names a slug, so no console article is ever refused as taken.
      (await createArticle(db, actor, { ...(values as ArticleValues), categoryId }))!,
    update: (db, actor, id, readAt, values) =>
      updateArticle(db, actor, id, readAt, values as ArticleValues),
  },
  present: async (_db, r: Row) => {
    const { slug: _, createdAt: __, used: ___, ...rest } = withIsoDates(r);
    return rest;
  },
});

/** A category's current-affairs videos, on uploaded files as recorded classes are. */
const videoRoutes = contentRoutes({
  entity: 'affairs_video',
  what: 'Video',
  parentWhat: 'Category',
  summary: "A category's current-affairs videos",
  least: 'teacher',
  paths: { list: AffairsStaffPaths.affairsVideos, item: AffairsStaffPaths.affairsVideo },
  table: affairsVideos,
  parentColumn: affairsVideos.categoryId,
  parentExists: rowExists(categories),
  used: () => sql<number>`0`,
  order: [sql`${affairsVideos.publishedAt} desc`, affairsVideos.id],
  files: ['video', 'thumbnail', 'captionsEn', 'captionsMl'],
  schemas: {
    input: AffairsVideoInputSchema,
    update: AffairsVideoUpdateSchema,
    one: AdminAffairsVideoResponseSchema,
    many: AdminAffairsVideosResponseSchema,
  },
  async values(ctx, _categoryId, input) {
    await checkVideoFiles(ctx.media, input);
    return {
      ...input,
      titleMl: blankAsNull(input.titleMl),
      descriptionMl: blankAsNull(input.descriptionMl),
      publishedAt: new Date(input.publishedAt),
    };
  },
  afterWrite: (app, r) => queueTranscode(app, r.video as string, r.durationSeconds as number),
  present: async (db, r: Row) => {
    const { slug: _, createdAt: __, used: ___, ...rest } = withIsoDates(r);
    return { ...rest, transcode: await transcodeOf(db, r.video as string) };
  },
});

/**
 * Staff's side of current affairs (/api/admin/categories/:id/articles and affairs-videos,
 * /api/admin/articles/:id, /api/admin/affairs-videos/:id).
 */
export const affairsStaffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(articleRoutes, { withdrawMedia });
  await app.register(videoRoutes, { withdrawMedia });
};

import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { AdminPaths } from '@pariksha/contracts/admin-paths';
import {
  AdminAffairsVideoResponseSchema,
  AdminAffairsVideosResponseSchema,
  AdminArticleResponseSchema,
  AdminArticlesResponseSchema,
  AdminLiveClassesResponseSchema,
  AdminLiveClassResponseSchema,
  AdminMaterialResponseSchema,
  AdminMaterialsResponseSchema,
  AdminRecordedClassesResponseSchema,
  AdminRecordedClassResponseSchema,
  AffairsVideoInputSchema,
  AffairsVideoUpdateSchema,
  ArticleInputSchema,
  ArticleUpdateSchema,
  LiveClassInputSchema,
  LiveClassUpdateSchema,
  MaterialInputSchema,
  MaterialUpdateSchema,
  RecordedClassInputSchema,
  RecordedClassUpdateSchema,
} from '@pariksha/contracts/admin-content';
import { queryRows, type Db } from '../../db/client';
import {
  affairsArticles,
  affairsVideos,
  categories,
  courses,
  exams,
  liveClasses,
  liveClassExams,
  materials,
  recordedClasses,
  recordedClassExams,
  syllabusUnits,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../../lib/media-store';
import { cleanArticleBody } from '../affairs/affairs.service';
import { checkStreamOrigin, checkTeacherChoice } from '../live/live.service';
import { checkMedia, contentRoutes, nextPosition, withIsoDates, type Row } from '../../lib/content-routes';
import { queueTranscode, transcodeOf } from './transcode';
import { pdfPages } from './uploads';

/* The console's content, one spec each: what it hangs off, what it checks, how it reads. */

const exists = (table: { id: PgColumn }) => async (db: Db, id: number) =>
  (
    await db
      .select({ id: table.id })
      .from(table as never)
      .where(eq(table.id, id))
  ).length > 0;

const count = (from: SQL) => sql<number>`(select count(*)::int from ${from})`;
const ml = (v: string | null) => (v?.trim() ? v : null);
const IMAGES = ['images', 'classes', 'courses'];
const PICTURES = ['jpg', 'png', 'webp', 'svg'];

/** The course of a syllabus unit. */
async function courseOfUnit(db: Db, unitId: number) {
  const [u] = await db
    .select({ courseId: syllabusUnits.courseId })
    .from(syllabusUnits)
    .where(eq(syllabusUnits.id, unitId));
  return u?.courseId ?? null;
}

/** Exams to attach must be the course's own. */
async function checkExams(db: Db, courseId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.courseId, courseId), inArray(exams.id, ids)));
  if (found.length !== new Set(ids).size)
    throw AppError.validation('examIds', 'Attach exams of this course only, each once');
}

async function videoFiles(
  ctx: { media: MediaStore },
  v: {
    video: string;
    thumbnail: string | null;
    captionsEn: string | null;
    captionsMl: string | null;
  },
) {
  await checkMedia(ctx.media, 'video', v.video, ['classes'], ['mp4', 'm3u8']);
  await checkMedia(ctx.media, 'thumbnail', v.thumbnail, IMAGES, PICTURES);
  await checkMedia(ctx.media, 'captionsEn', v.captionsEn, ['classes'], ['vtt']);
  await checkMedia(ctx.media, 'captionsMl', v.captionsMl, ['classes'], ['vtt']);
}

const examIdsOf = async (db: Db, sqlText: SQL) =>
  (await queryRows<{ id: number }>(db, sqlText)).map((r) => r.id);

const recordedClassRoutes = contentRoutes({
  entity: 'recorded_class',
  what: 'Recorded class',
  parentWhat: 'Unit',
  summary: "A syllabus unit's recorded classes",
  least: 'teacher',
  paths: { list: AdminPaths.recordedClasses, item: AdminPaths.recordedClass },
  table: recordedClasses,
  parentColumn: recordedClasses.syllabusUnitId,
  parentExists: exists(syllabusUnits),
  used: (id) => count(sql`class_progress p where p.recorded_class_id = ${id}`),
  files: ['video', 'thumbnail', 'captionsEn', 'captionsMl'],
  order: [recordedClasses.position, recordedClasses.id],
  schemas: {
    input: RecordedClassInputSchema,
    update: RecordedClassUpdateSchema,
    one: AdminRecordedClassResponseSchema,
    many: AdminRecordedClassesResponseSchema,
  },
  async values(ctx, unitId, input) {
    await videoFiles(ctx, input);
    await checkExams(ctx.db, (await courseOfUnit(ctx.db, unitId))!, input.examIds);
    const { examIds: _, ...rest } = input;
    return {
      ...rest,
      titleMl: ml(input.titleMl),
      descriptionMl: ml(input.descriptionMl),
      notesMl: ml(input.notesMl),
    };
  },
  placed: async (db, unitId) => ({
    position: await nextPosition(db, recordedClasses, eq(recordedClasses.syllabusUnitId, unitId)),
  }),
  async link(db, id, input) {
    await db.delete(recordedClassExams).where(eq(recordedClassExams.recordedClassId, id));
    if (input.examIds.length)
      await db
        .insert(recordedClassExams)
        .values(
          input.examIds.map((examId, i) => ({ recordedClassId: id, examId, position: i + 1 })),
        );
  },
  afterWrite: (app, r) => queueTranscode(app, r.video as string, r.durationSeconds as number),
  present: async (db, r: Row) => {
    const { syllabusUnitId, slug: _, createdAt: __, ...rest } = withIsoDates(r);
    return {
      ...rest,
      unitId: syllabusUnitId,
      transcode: await transcodeOf(db, r.video as string),
      examIds: await examIdsOf(
        db,
        sql`select exam_id as id from recorded_class_exams where recorded_class_id = ${r.id} order by position`,
      ),
    };
  },
});

const materialRoutes = contentRoutes({
  entity: 'material',
  what: 'Document',
  parentWhat: 'Course',
  summary: "A course's study material",
  least: 'teacher',
  paths: { list: AdminPaths.materials, item: AdminPaths.material },
  table: materials,
  parentColumn: materials.courseId,
  parentExists: exists(courses),
  used: (id) => count(sql`material_progress p where p.material_id = ${id}`),
  files: ['file'],
  order: [materials.syllabusUnitId, materials.position, materials.id],
  schemas: {
    input: MaterialInputSchema,
    update: MaterialUpdateSchema,
    one: AdminMaterialResponseSchema,
    many: AdminMaterialsResponseSchema,
  },
  async values(ctx, courseId, input) {
    if (input.unitId !== null && (await courseOfUnit(ctx.db, input.unitId)) !== courseId)
      throw AppError.validation('unitId', 'Choose a unit of this course');
    await checkMedia(ctx.media, 'file', input.file, ['material'], ['pdf']);
    const bytes = (await ctx.media.get(input.file))!;
    const { unitId, ...rest } = input;
    return {
      ...rest,
      syllabusUnitId: unitId,
      titleMl: ml(input.titleMl),
      descriptionMl: ml(input.descriptionMl),
      pages: await pdfPages(bytes).catch((err: Error) => {
        throw AppError.validation('file', err.message);
      }),
      sizeBytes: bytes.length,
    };
  },
  placed: async (db, courseId, values) => ({
    position: await nextPosition(
      db,
      materials,
      and(
        eq(materials.courseId, courseId),
        values.syllabusUnitId === null
          ? isNull(materials.syllabusUnitId)
          : eq(materials.syllabusUnitId, values.syllabusUnitId as number),
      )!,
    ),
  }),
  present: async (_db, r: Row) => {
    const { syllabusUnitId, slug: _, createdAt: __, ...rest } = withIsoDates(r);
    return { ...rest, unitId: syllabusUnitId };
  },
});

const liveClassContent = contentRoutes({
  entity: 'live_class',
  what: 'Live class',
  parentWhat: 'Course',
  summary: "A course's live classes",
  least: 'teacher',
  paths: { list: AdminPaths.liveClasses, item: AdminPaths.liveClass },
  table: liveClasses,
  parentColumn: liveClasses.courseId,
  parentExists: exists(courses),
  used: (id) => count(sql`live_chat_messages m where m.live_class_id = ${id}`),
  files: ['stream'],
  order: [liveClasses.startsAt, liveClasses.id],
  schemas: {
    input: LiveClassInputSchema,
    update: LiveClassUpdateSchema,
    one: AdminLiveClassResponseSchema,
    many: AdminLiveClassesResponseSchema,
  },
  async values(ctx, courseId, input) {
    if (input.streamKind === 'hls') checkStreamOrigin('stream', input.stream, ctx.streamOrigins);
    if (input.recordingId !== null) {
      const [rec] = await queryRows<{ courseId: number }>(
        ctx.db,
        sql`select u.course_id as "courseId" from recorded_classes rc
            join syllabus_units u on u.id = rc.syllabus_unit_id where rc.id = ${input.recordingId}`,
      );
      if (rec?.courseId !== courseId)
        throw AppError.validation('recordingId', 'Choose a recorded class of this course');
    }
    await checkExams(ctx.db, courseId, input.examIds);
    const { examIds: _, ...rest } = input;
    return {
      ...rest,
      startsAt: new Date(input.startsAt),
      titleMl: ml(input.titleMl),
      descriptionMl: ml(input.descriptionMl),
    };
  },
  async link(db, id, input) {
    await db.delete(liveClassExams).where(eq(liveClassExams.liveClassId, id));
    if (input.examIds.length)
      await db
        .insert(liveClassExams)
        .values(input.examIds.map((examId, i) => ({ liveClassId: id, examId, position: i + 1 })));
  },
  present: async (db, r: Row) => {
    const { slug: _, createdAt: __, wentLiveAt: ___, endedAt: ____, ...rest } = withIsoDates(r);
    return {
      ...rest,
      examIds: await examIdsOf(
        db,
        sql`select exam_id as id from live_class_exams where live_class_id = ${r.id} order by position`,
      ),
    };
  },
});

/**
 * Who teaches a live class moderates its chat, so choosing them depends on who asks, which the
 * spec's `values` does not see: checked once the body is valid, before anything is written.
 */
const liveClassRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' && req.method !== 'PUT') return;
    const { teacherUserId } = req.body as { teacherUserId: string | null };
    // POST adds a class to the course `id`; PUT edits the class `id`.
    const classId = req.method === 'PUT' ? (req.params as { id: number }).id : undefined;
    await checkTeacherChoice(
      app.db,
      { userId: req.user!.id, role: req.role! },
      classId,
      teacherUserId,
    );
  });
  await app.register(liveClassContent);
};

const articleRoutes = contentRoutes({
  entity: 'article',
  what: 'Article',
  parentWhat: 'Category',
  summary: "A category's current-affairs articles",
  least: 'teacher',
  paths: { list: AdminPaths.articles, item: AdminPaths.article },
  table: affairsArticles,
  parentColumn: affairsArticles.categoryId,
  parentExists: exists(categories),
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
    await checkMedia(ctx.media, 'image', input.image, IMAGES, PICTURES);
    // The one cleaning of article HTML, as the seed's articles get it.
    const bodyHtml = await cleanArticleBody(input.bodyHtml);
    return { ...input, bodyHtml, publishedAt: new Date(input.publishedAt) };
  },
  present: async (_db, r: Row) => {
    const { slug: _, createdAt: __, used: ___, ...rest } = withIsoDates(r);
    return rest;
  },
});

const affairsVideoRoutes = contentRoutes({
  entity: 'affairs_video',
  what: 'Video',
  parentWhat: 'Category',
  summary: "A category's current-affairs videos",
  least: 'teacher',
  paths: { list: AdminPaths.affairsVideos, item: AdminPaths.affairsVideo },
  table: affairsVideos,
  parentColumn: affairsVideos.categoryId,
  parentExists: exists(categories),
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
    await videoFiles(ctx, input);
    return {
      ...input,
      titleMl: ml(input.titleMl),
      descriptionMl: ml(input.descriptionMl),
      publishedAt: new Date(input.publishedAt),
    };
  },
  afterWrite: (app, r) => queueTranscode(app, r.video as string, r.durationSeconds as number),
  present: async (db, r: Row) => {
    const { slug: _, createdAt: __, used: ___, ...rest } = withIsoDates(r);
    return { ...rest, transcode: await transcodeOf(db, r.video as string) };
  },
});

/** Recorded classes, study material, live classes, current-affairs articles and videos. */
export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    recordedClassRoutes,
    materialRoutes,
    liveClassRoutes,
    articleRoutes,
    affairsVideoRoutes,
  ])
    await app.register(routes);
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  AdminLiveClassesResponseSchema,
  AdminLiveClassResponseSchema,
  LiveClassInputSchema,
  LiveClassUpdateSchema,
} from '@pariksha/contracts/live';
import { LiveStaffPaths } from '@pariksha/contracts/live-paths';
import { courses, liveClasses } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { checkCourseExams, rowExists } from '../../lib/content-parents';
import { contentRoutes } from '../../lib/content-routes';
import { blankAsNull, countOf, withIsoDates, type Row } from '../../lib/content-spec';
import { withdrawMedia } from '../media/media.service';
import { checkStreamOrigin, checkTeacherChoice } from './live.service';
import * as repo from './live.staff.repository';

/**
 * A course's live classes as staff schedule them: the stream, who teaches, the recording and the
 * tests. Their state and stream move on the live routes, by the class's teacher.
 */
const liveClassContent = contentRoutes({
  entity: 'live_class',
  what: 'Live class',
  parentWhat: 'Course',
  summary: "A course's live classes",
  least: 'teacher',
  paths: { list: LiveStaffPaths.liveClasses, item: LiveStaffPaths.liveClass },
  table: liveClasses,
  parentColumn: liveClasses.courseId,
  parentExists: rowExists(courses),
  used: (id) => countOf(sql`live_chat_messages m where m.live_class_id = ${id}`),
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
    if (
      input.recordingId !== null &&
      (await repo.courseOfRecording(ctx.db, input.recordingId)) !== courseId
    )
      throw AppError.validation('recordingId', 'Choose a recorded class of this course');
    await checkCourseExams(ctx.db, courseId, input.examIds);
    const { examIds: _, ...rest } = input;
    return {
      ...rest,
      startsAt: new Date(input.startsAt),
      titleMl: blankAsNull(input.titleMl),
      descriptionMl: blankAsNull(input.descriptionMl),
    };
  },
  link: (db, id, input) => repo.attachExams(db, id, input.examIds),
  present: async (db, r: Row) => {
    const { slug: _, createdAt: __, wentLiveAt: ___, endedAt: ____, ...rest } = withIsoDates(r);
    return { ...rest, examIds: await repo.examIdsOf(db, r.id) };
  },
});

/**
 * Staff's side of live classes (/api/admin/courses/:id/live-classes, /api/admin/live-classes/:id).
 * Who teaches a class moderates its chat, so choosing them depends on who asks, which the spec's
 * `values` does not see: checked once the body is valid, before anything is written.
 */
export const liveStaffRoutes: FastifyPluginAsync = async (app) => {
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
  await app.register(liveClassContent, { withdrawMedia });
};

import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  AdminRecordedClassesResponseSchema,
  AdminRecordedClassResponseSchema,
  RecordedClassInputSchema,
  RecordedClassUpdateSchema,
} from '@pariksha/contracts/classes';
import { ClassStaffPaths } from '@pariksha/contracts/classes-paths';
import { recordedClasses, syllabusUnits } from '../../db/schema/index';
import { checkVideoFiles } from '../../lib/content-files';
import { checkCourseExams, courseOfUnit, rowExists } from '../../lib/content-parents';
import { contentRoutes } from '../../lib/content-routes';
import { blankAsNull, countOf, withIsoDates, type Row } from '../../lib/content-spec';
import { nextPosition } from '../../lib/positions';
import { queueTranscode, transcodeOf } from '../admin/admin.service';
import { withdrawMedia } from '../media/media.service';
import * as repo from './classes.staff.repository';

/** A syllabus unit's recorded classes as teachers manage them: files, notes, attached tests. */
const recordedClassRoutes = contentRoutes({
  entity: 'recorded_class',
  what: 'Recorded class',
  parentWhat: 'Unit',
  summary: "A syllabus unit's recorded classes",
  least: 'teacher',
  paths: { list: ClassStaffPaths.recordedClasses, item: ClassStaffPaths.recordedClass },
  table: recordedClasses,
  parentColumn: recordedClasses.syllabusUnitId,
  parentExists: rowExists(syllabusUnits),
  used: (id) => countOf(sql`class_progress p where p.recorded_class_id = ${id}`),
  files: ['video', 'thumbnail', 'captionsEn', 'captionsMl'],
  order: [recordedClasses.position, recordedClasses.id],
  schemas: {
    input: RecordedClassInputSchema,
    update: RecordedClassUpdateSchema,
    one: AdminRecordedClassResponseSchema,
    many: AdminRecordedClassesResponseSchema,
  },
  async values(ctx, unitId, input) {
    await checkVideoFiles(ctx.media, input);
    await checkCourseExams(ctx.db, (await courseOfUnit(ctx.db, unitId))!, input.examIds);
    const { examIds: _, ...rest } = input;
    return {
      ...rest,
      titleMl: blankAsNull(input.titleMl),
      descriptionMl: blankAsNull(input.descriptionMl),
      notesMl: blankAsNull(input.notesMl),
    };
  },
  placed: async (db, unitId) => ({
    position: await nextPosition(db, recordedClasses, eq(recordedClasses.syllabusUnitId, unitId)),
  }),
  link: (db, id, input) => repo.attachExams(db, id, input.examIds),
  afterWrite: (app, r) => queueTranscode(app, r.video as string, r.durationSeconds as number),
  present: async (db, r: Row) => {
    const { syllabusUnitId, slug: _, createdAt: __, ...rest } = withIsoDates(r);
    return {
      ...rest,
      unitId: syllabusUnitId,
      transcode: await transcodeOf(db, r.video as string),
      examIds: await repo.examIdsOf(db, r.id),
    };
  },
});

/** Staff's side of recorded classes (/api/admin/units/:id/classes, /api/admin/classes/:id). */
export const classesStaffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(recordedClassRoutes, { withdrawMedia });
};

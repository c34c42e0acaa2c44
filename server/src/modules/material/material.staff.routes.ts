import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  AdminMaterialResponseSchema,
  AdminMaterialsResponseSchema,
  MaterialInputSchema,
  MaterialUpdateSchema,
} from '@pariksha/contracts/material';
import { MaterialStaffPaths } from '@pariksha/contracts/material-paths';
import { courses, materials } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { checkMedia } from '../../lib/content-files';
import { checkPdf } from '../../lib/pdf-check';
import { courseOfUnit, rowExists } from '../../lib/content-parents';
import { contentRoutes } from '../../lib/content-routes';
import { blankAsNull, countOf, withIsoDates, type Row } from '../../lib/content-spec';
import { nextPosition } from '../../lib/positions';
import { withdrawMedia } from '../media/media.service';

/** A course's documents as teachers manage them: pages and size read from the uploaded PDF. */
const documentRoutes = contentRoutes({
  entity: 'material',
  what: 'Document',
  parentWhat: 'Course',
  summary: "A course's study material",
  least: 'teacher',
  paths: { list: MaterialStaffPaths.materials, item: MaterialStaffPaths.material },
  table: materials,
  parentColumn: materials.courseId,
  parentExists: rowExists(courses),
  used: (id) => countOf(sql`material_progress p where p.material_id = ${id}`),
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
      titleMl: blankAsNull(input.titleMl),
      descriptionMl: blankAsNull(input.descriptionMl),
      // Checked as its upload was, by the one reader that opens a PDF.
      pages: (
        await checkPdf(bytes).catch((err: Error) => {
          throw AppError.validation('file', err.message);
        })
      ).pages,
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

/** Staff's side of study material (/api/admin/courses/:id/materials, /api/admin/materials/:id). */
export const materialStaffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(documentRoutes, { withdrawMedia });
};

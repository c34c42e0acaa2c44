import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/client';
import { recordedClasses, recordedClassExams } from '../db/schema/index';
import { copySeedAssets } from './assets';
import { DEMO_COURSES } from './catalogue/demo-courses';
import { fill, readJson } from './read-content';

/** Units of each demo course that get classes, and classes per unit. */
const UNITS_WITH_CLASSES = 3;
const VIDEOS = ['demo-lecture-a', 'demo-lecture-b', 'demo-lecture-c'];
/**
 * The demo videos in assets/classes/ are titled slides with a running clock, made by hand with
 * `scripts/make-demo-media.sh` (Debian's ffmpeg: HLS in 240p and 480p, an MP4, a poster) and
 * committed, with captions written by hand; every one is this long.
 */
const DURATION_SECONDS = 24;

const Template = z.strictObject({
  title: z.string(),
  titleMl: z.string(),
  description: z.string(),
  descriptionMl: z.string(),
  notes: z.string(),
  notesMl: z.string(),
});
/** Who teaches them, and the words of each class of a unit, with `{unit}` for the unit's title. */
const CONTENT = readJson(
  'classes.json',
  z.strictObject({ teachers: z.array(z.string()).min(1), parts: z.array(Template).min(1) }),
);

/**
 * Demo recorded classes: two for each of the first three units of every demo course, on the
 * three demo videos (HLS, and the MP4 for the second class of each first unit, so both kinds are
 * there). The first exam of a course is attached to its first class. Adds only what is missing.
 */
export async function seedClasses(app: FastifyInstance) {
  const db = app.db;
  await copySeedAssets(app, 'classes');
  const units = await queryRows<{ id: number; courseSlug: string; position: number }>(
    db,
    sql`select u.id, c.slug as "courseSlug", u.position from syllabus_units u
        join courses c on c.id = u.course_id where u.position <= ${UNITS_WITH_CLASSES}`,
  );
  const unitId = new Map(units.map((u) => [`${u.courseSlug}/${u.position}`, u.id]));
  const rows = DEMO_COURSES.flatMap((course, c) =>
    course.units.slice(0, UNITS_WITH_CLASSES).flatMap((unit, u) =>
      CONTENT.parts.flatMap((part, p) => {
        const syllabusUnitId = unitId.get(`${course.slug}/${u + 1}`);
        if (syllabusUnitId === undefined) return [];
        const folder = `classes/${VIDEOS[(c + u + p) % VIDEOS.length]}`;
        const mp4 = u === 0 && p === 1;
        const en = (template: string) => fill(template, { unit: unit.title });
        const ml = (template: string) => fill(template, { unit: unit.titleMl });
        return [
          {
            syllabusUnitId,
            position: p + 1,
            slug: `${course.slug}-u${u + 1}-c${p + 1}`,
            title: en(part.title),
            titleMl: ml(part.titleMl),
            description: en(part.description),
            descriptionMl: ml(part.descriptionMl),
            teacher: CONTENT.teachers[(c + u) % CONTENT.teachers.length]!,
            durationSeconds: DURATION_SECONDS,
            video: `${folder}/${mp4 ? 'video.mp4' : 'master.m3u8'}`,
            thumbnail: `${folder}/poster.jpg`,
            captionsEn: `${folder}/captions-en.vtt`,
            captionsMl: `${folder}/captions-ml.vtt`,
            notes: en(part.notes),
            notesMl: ml(part.notesMl),
            isDemo: true,
          },
        ];
      }),
    ),
  );
  if (rows.length > 0) await db.insert(recordedClasses).values(rows).onConflictDoNothing();

  // The first exam of each course goes with the course's first class.
  const pairs = await queryRows<{ recordedClassId: number; examId: number }>(
    db,
    sql`select rc.id as "recordedClassId", e.id as "examId"
        from recorded_classes rc
        join syllabus_units u on u.id = rc.syllabus_unit_id
        join courses c on c.id = u.course_id
        join lateral (select id from exams where course_id = c.id and slug is not null
                      order by position, id limit 1) e on true
        where rc.slug = c.slug || '-u1-c1'`,
  );
  if (pairs.length > 0) await db.insert(recordedClassExams).values(pairs).onConflictDoNothing();
}

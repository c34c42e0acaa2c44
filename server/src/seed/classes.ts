import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { recordedClasses, recordedClassExams } from '../db/schema/index';
import { copySeedAssets } from './assets';
import { DEMO_COURSES } from './catalogue/demo-courses';

/** Units of each demo course that get classes, and classes per unit. */
const UNITS_WITH_CLASSES = 3;
const VIDEOS = ['demo-lecture-a', 'demo-lecture-b', 'demo-lecture-c'];
const TEACHERS = ['Anjali Menon (demo)', 'Rahul Nair (demo)', 'Fathima Rasheed (demo)'];
/**
 * The demo videos in assets/classes/ are titled slides with a running clock, made by hand with
 * `scripts/make-demo-media.sh` (Debian's ffmpeg: HLS in 240p and 480p, an MP4, a poster) and
 * committed, with captions written by hand; every one is this long.
 */
const DURATION_SECONDS = 24;

const PARTS = [
  {
    title: (unit: string) => `${unit}: the essentials`,
    titleMl: (unit: string) => `${unit}: അടിസ്ഥാനങ്ങൾ`,
    description: (unit: string) =>
      `A demo class on ${unit}: the ideas and facts behind the unit's questions.`,
    descriptionMl: (unit: string) =>
      `${unit}: യൂണിറ്റിലെ ചോദ്യങ്ങൾക്കു പിന്നിലെ ആശയങ്ങളും വസ്തുതകളും — ഡെമോ ക്ലാസ്.`,
    notes: (unit: string) =>
      `Demo notes for "${unit}".\n\nWhat the class covers, the facts PSC papers ask most often, and what to revise before the unit test.`,
    notesMl: (unit: string) =>
      `"${unit}" — ഡെമോ കുറിപ്പുകൾ.\n\nക്ലാസിൽ പഠിക്കുന്നത്, പി.എസ്.സി ചോദ്യങ്ങളിൽ കൂടുതൽ വരുന്ന വസ്തുതകൾ, യൂണിറ്റ് ടെസ്റ്റിനു മുമ്പ് ആവർത്തിക്കേണ്ടത്.`,
  },
  {
    title: (unit: string) => `${unit}: previous questions solved`,
    titleMl: (unit: string) => `${unit}: മുൻ ചോദ്യങ്ങൾ`,
    description: (unit: string) =>
      `A demo class on ${unit}: questions from earlier papers, worked through one by one.`,
    descriptionMl: (unit: string) => `${unit}: മുൻ വർഷ ചോദ്യങ്ങൾ ഓരോന്നായി ചെയ്തുനോക്കുന്ന ഡെമോ ക്ലാസ്.`,
    notes: (unit: string) =>
      `Demo notes for "${unit}": questions from earlier papers, solved step by step.\n\nTry each one before the teacher explains it.`,
    notesMl: (unit: string) =>
      `"${unit}" — മുൻ വർഷ ചോദ്യങ്ങൾ പടിപടിയായി.\n\nഅധ്യാപകൻ വിശദീകരിക്കും മുമ്പ് ഓരോന്നും സ്വയം ശ്രമിക്കുക.`,
  },
];

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
      PARTS.flatMap((part, p) => {
        const syllabusUnitId = unitId.get(`${course.slug}/${u + 1}`);
        if (syllabusUnitId === undefined) return [];
        const folder = `classes/${VIDEOS[(c + u + p) % VIDEOS.length]}`;
        const mp4 = u === 0 && p === 1;
        return [
          {
            syllabusUnitId,
            position: p + 1,
            slug: `${course.slug}-u${u + 1}-c${p + 1}`,
            title: part.title(unit.title),
            titleMl: part.titleMl(unit.titleMl),
            description: part.description(unit.title),
            descriptionMl: part.descriptionMl(unit.titleMl),
            teacher: TEACHERS[(c + u) % TEACHERS.length]!,
            durationSeconds: DURATION_SECONDS,
            video: `${folder}/${mp4 ? 'video.mp4' : 'master.m3u8'}`,
            thumbnail: `${folder}/poster.jpg`,
            captionsEn: `${folder}/captions-en.vtt`,
            captionsMl: `${folder}/captions-ml.vtt`,
            notes: part.notes(unit.title),
            notesMl: part.notesMl(unit.titleMl),
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

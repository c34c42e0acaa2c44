import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/client';
import { liveClasses, liveClassExams, staffRoles } from '../db/schema/index';
import { findUserIdByEmail } from '../modules/accounts/accounts.repository';
import { createConfirmedAccount, setUpFactor } from '../modules/auth/auth.service';
import { DEMO_STREAM } from '../modules/live/live.routes';
import { DEMO_COURSES } from './catalogue/demo-courses';
import { finishDemoProfile } from './demo-learner';
import { fill, readJson } from './read-content';

export const DEMO_TEACHER = {
  name: 'Anjali Menon (demo teacher)',
  email: 'teacher@pariksha.local',
  password: 'pariksha-demo',
  /**
   * Demo data only: the authenticator secret of the demo teacher's two-step sign-in, printed at
   * start so that a newcomer can add it to an authenticator app and open the console.
   */
  totpSecret: 'PARIKSHADEMOTEACHERTOTPSECRET234',
};

const HOUR = 3_600_000;

/** 18:30 in India, `days` from the day of `now` there. */
function eveningInIndia(now: Date, days: number) {
  const ist = new Date(now.getTime() + 5.5 * HOUR);
  const day = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days);
  return new Date(day + 13 * HOUR); // 18:30 IST is 13:00 UTC
}

const Slot = z.strictObject({
  key: z.string(),
  /** Its title, with `{unit}` for the title of the course's first unit. */
  title: z.string(),
  titleMl: z.string(),
  /** At 18:30 India time this many days from today, or begun this many minutes ago. */
  starts: z.union([
    z.strictObject({ eveningInDays: z.number().int() }),
    z.strictObject({ minutesAgo: z.number().int() }),
  ]),
  minutes: z.number().int().positive(),
  state: z.enum(['upcoming', 'live', 'ended']),
});
type Slot = z.infer<typeof Slot>;

/** The words of the demo live classes: `{slot}` is the slot's title, `{course}` the course's name. */
const CONTENT = readJson(
  'live.json',
  z.strictObject({
    title: z.string(),
    titleMl: z.string(),
    description: z.string(),
    descriptionMl: z.string(),
    /** In every demo course. */
    slots: z.array(Slot),
    /** In the first demo course only. */
    firstCourseOnly: z.array(Slot),
  }),
);

const startOf = ({ starts }: Slot, now: Date) =>
  'eveningInDays' in starts
    ? eveningInIndia(now, starts.eveningInDays)
    : new Date(now.getTime() - starts.minutesAgo * 60_000);

/**
 * Demo live classes: in every demo course one ended two days ago (its recording is the course's
 * first recorded class), one tomorrow and one in three days at 18:30 India time, and in the
 * first course one live now for four hours; all taught by the demo teacher, whose account can
 * set them live, end them and moderate their chat. Their stream is the app's own looping demo
 * stream. The first exam of each course is attached to its next class. Adds only what is missing.
 */
export async function seedLive(app: FastifyInstance) {
  const db = app.db;
  const { name, email, password } = DEMO_TEACHER;
  const teacherId =
    (await findUserIdByEmail(db, email)) ??
    (await createConfirmedAccount(app.auth, { name, email, password }));
  await db.insert(staffRoles).values({ userId: teacherId, role: 'teacher' }).onConflictDoNothing();
  await setUpFactor(app.auth, teacherId, DEMO_TEACHER.totpSecret);
  await finishDemoProfile(app, teacherId);

  const courses = await queryRows<{
    id: number;
    slug: string;
    unit: string;
    unitMl: string | null;
    recordingId: number | null;
    examId: number | null;
  }>(
    db,
    sql`select c.id, c.slug, u.title as unit, u.title_ml as "unitMl",
          (select rc.id from recorded_classes rc where rc.syllabus_unit_id = u.id
            order by rc.position limit 1) as "recordingId",
          (select e.id from exams e where e.course_id = c.id order by e.id limit 1) as "examId"
        from courses c join syllabus_units u on u.course_id = c.id and u.position = 1
        where c.slug in (${sql.join(
          DEMO_COURSES.map((d) => sql`${d.slug}`),
          sql`, `,
        )})`,
  );
  const bySlug = new Map(courses.map((c) => [c.slug, c]));
  const now = app.clock.now();
  const rows = DEMO_COURSES.flatMap((demo, i) => {
    const course = bySlug.get(demo.slug);
    if (!course) return [];
    const slots = i === 0 ? [...CONTENT.slots, ...CONTENT.firstCourseOnly] : CONTENT.slots;
    return slots.map((s) => {
      const startsAt = startOf(s, now);
      const unit = course.unit;
      const unitMl = course.unitMl ?? course.unit;
      return {
        courseId: course.id,
        slug: `live-${demo.slug}-${s.key}`,
        title: fill(CONTENT.title, { slot: fill(s.title, { unit }) }),
        titleMl: fill(CONTENT.titleMl, { slot: fill(s.titleMl, { unit: unitMl }) }),
        description: fill(CONTENT.description, { course: demo.name, unit }),
        descriptionMl: fill(CONTENT.descriptionMl, { course: demo.name, unit: unitMl }),
        teacher: DEMO_TEACHER.name,
        teacherUserId: teacherId,
        startsAt,
        plannedMinutes: s.minutes,
        state: s.state,
        wentLiveAt: s.state === 'upcoming' ? null : startsAt,
        endedAt: s.state === 'ended' ? new Date(startsAt.getTime() + s.minutes * 60_000) : null,
        streamKind: 'hls',
        stream: DEMO_STREAM,
        recordingId: s.state === 'ended' ? course.recordingId : null,
        isDemo: true,
      };
    });
  });
  if (rows.length === 0) return;
  const added = await db
    .insert(liveClasses)
    .values(rows)
    .onConflictDoNothing({ target: liveClasses.slug })
    .returning({ id: liveClasses.id, slug: liveClasses.slug, courseId: liveClasses.courseId });
  const exams = added
    .filter((r) => r.slug?.endsWith('-next'))
    .flatMap((r) => {
      const examId = courses.find((c) => c.id === r.courseId)?.examId;
      return examId ? [{ liveClassId: r.id, examId, position: 0 }] : [];
    });
  if (exams.length > 0) await db.insert(liveClassExams).values(exams).onConflictDoNothing();
  app.log.info(
    `Demo teacher (demo data): ${DEMO_TEACHER.email} / password ${DEMO_TEACHER.password} / TOTP secret: ${DEMO_TEACHER.totpSecret} (demo data only: add it to an authenticator app for the sign-in code)`,
  );
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { seedDemoLearner } from './demo-learner';
import { seedCatalogue } from './catalogue';
import { seedExams } from './exams';
import { seedClasses } from './classes';
import { seedLive } from './live';
import { seedMaterial } from './material';
import { seedAffairs } from './affairs';
import { seedEnrolment } from './enrolment';

/**
 * Demo content. Every seeder is idempotent and adds only what is missing; all of it is demo
 * data, marked as such where a person can see it. Feature seeders are added to this list.
 */
const seeders: { name: string; run: (app: FastifyInstance) => Promise<void> }[] = [
  { name: 'catalogue', run: seedCatalogue },
  { name: 'demo learner', run: seedDemoLearner },
  { name: 'topic tree and mock tests', run: (app) => seedExams(app) },
  { name: 'recorded classes', run: seedClasses },
  { name: 'live classes', run: seedLive },
  { name: 'study material', run: seedMaterial },
  { name: 'current affairs', run: seedAffairs },
  { name: 'enrolment', run: seedEnrolment },
];

export async function seed(app: FastifyInstance) {
  for (const s of seeders) {
    app.log.info(`seeding ${s.name}`);
    await s.run(app);
  }
}

/**
 * Seeds only a fresh install: no learner and no category yet (the first admin, made with
 * `npm run admin:create` before the first start, does not count).
 */
export async function seedIfEmpty(app: FastifyInstance) {
  const rows = await queryRows<{ n: number }>(
    app.db,
    sql`select ((select count(*) from categories) + (select count(*) from users u
      where not exists (select 1 from staff_roles r where r.user_id = u.id)))::int as n`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return;
  await seed(app);
}

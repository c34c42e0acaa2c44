// Child process: the real app on PostgreSQL (DATABASE_URL), holding the demo catalogue plus
// COURSES generated courses. Prints "ready" once it listens on 127.0.0.1:PORT.
// SEARCH_CACHE_SIZE=0 (the app's own setting) turns the search answer cache off.
import { sql } from 'drizzle-orm';
import { seedCatalogue } from '../../server/src/seed/catalogue';
import { buildBenchApp } from '../shared/bench-app';
import { serve } from '../shared/serve';
import { courseNames } from './vocabulary';

const port = Number(process.env.PORT);
const total = Number(process.env.COURSES ?? 10_000);
const app = await buildBenchApp(port);
await seedCatalogue(app);

const rows = await app.db.execute(sql`select count(*)::int as n from courses`);
const have = Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
const names = courseNames(Math.max(0, total - have));
if (names.length > 0) {
  await app.db.execute(sql`
    insert into courses (category_id, level_id, slug, name, image, description)
    select c.id, l.id, 'bench-' || n.i, n.name, '/media/courses/ssc-cgl-quant.svg', 'Generated for the search benchmark'
    from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality as n(name, i)
    join lateral (select id from categories order by id offset (n.i % 3) limit 1) c on true
    join lateral (select id from levels order by id offset (n.i % 3) limit 1) l on true`);
}
await app.db.execute(sql`analyze courses`);
await serve(app, port);

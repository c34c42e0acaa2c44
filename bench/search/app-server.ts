// Child process: the real app on PostgreSQL (DATABASE_URL), holding the demo catalogue plus
// COURSES generated courses. Prints "ready" once it listens on 127.0.0.1:PORT.
// SEARCH_CACHE_SIZE=0 (the app's own setting) turns the search answer cache off.
import { buildBenchApp, createBenchAdmin, seedDemo, staffApi } from '../shared/bench-app';
import { query } from '../shared/postgres';
import { serve } from '../shared/serve';
import { courseNames } from './vocabulary';

const port = Number(process.env.PORT);
const total = Number(process.env.COURSES ?? 10_000);
await seedDemo(port);
// The generated courses come in as staff add courses: through the console's API, as an admin.
await createBenchAdmin(port);
const app = await buildBenchApp(port);
const call = await staffApi(app);
type Named = { id: number }[];
const { categories, levels } = await call<{ categories: Named; levels: Named }>(
  'GET',
  '/api/admin/categories',
);
const have = (await call<Named>('GET', '/api/admin/courses')).length;
const names = courseNames(Math.max(0, total - have));
for (let i = 0; i < names.length; i += 50) {
  await Promise.all(
    names.slice(i, i + 50).map((name, j) =>
      call('POST', '/api/admin/courses', {
        categoryId: categories[(i + j) % categories.length]!.id,
        levelId: levels[(i + j) % levels.length]!.id,
        name,
        image: '/media/courses/ssc-cgl-quant.svg',
        description: 'Generated for the search benchmark',
        descriptionMl: null,
        highlights: [],
        highlightsMl: null,
        language: 'English',
        published: true,
      }),
    ),
  );
}
// Planner statistics for the courses just added, as autovacuum would soon gather them.
await query(process.env.DATABASE_URL!, 'analyze courses');
await serve(app, port);

// Child process: the real app on PostgreSQL (DATABASE_URL), holding the demo catalogue plus
// COURSES generated courses. Prints "ready" once it listens on 127.0.0.1:PORT.
// SEARCH_CACHE_SIZE=0 (the app's own setting) turns the search answer cache off.
import { sql } from 'drizzle-orm';
import { createAdmin } from '../../server/src/modules/admin/create-admin';
import { seedCatalogue } from '../../server/src/seed/catalogue';
import { buildBenchApp } from '../shared/bench-app';
import { serve } from '../shared/serve';
import { courseNames } from './vocabulary';

const port = Number(process.env.PORT);
const total = Number(process.env.COURSES ?? 10_000);
const app = await buildBenchApp(port);
await seedCatalogue(app);

// The generated courses come in as staff add courses: through the console's API, as an admin.
const admin = { email: 'bench-admin@pariksha.local', password: 'bench-admin-password' };
await createAdmin(app, admin);
const signedIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  payload: admin,
});
const headers = { authorization: `Bearer ${signedIn.json().token}` };
const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const { categories, levels } = await call('GET', '/api/admin/categories');
const have = (await call('GET', '/api/admin/courses')).length as number;
const names = courseNames(Math.max(0, total - have));
for (let i = 0; i < names.length; i += 50) {
  await Promise.all(
    names.slice(i, i + 50).map((name, j) =>
      call('POST', '/api/admin/courses', {
        categoryId: categories[(i + j) % categories.length].id,
        levelId: levels[(i + j) % levels.length].id,
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
await app.db.execute(sql`analyze courses`);
await serve(app, port);

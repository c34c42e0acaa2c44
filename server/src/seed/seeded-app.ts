import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../test/helper';
import { seedCatalogue } from './catalogue';
import { seedExams } from './exams';

/**
 * For tests of the demo content: an app with the catalogue and exams seeded before the file's
 * tests, and `get`, which reads a learner's call and expects 200.
 */
export function seededApp() {
  const seeded = { t: undefined as unknown as TestApp, headers: {} as Record<string, string> };
  beforeAll(async () => {
    seeded.t = await buildTestApp();
    await seedCatalogue(seeded.t.app);
    await seedExams(seeded.t.app);
    seeded.headers = (await createUser(seeded.t.app)).headers;
  });
  afterAll(() => seeded.t.close());
  const get = async <T>(url: string) => {
    const res = await seeded.t.app.inject({ url, headers: seeded.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().data as T;
  };
  return { seeded, get };
}

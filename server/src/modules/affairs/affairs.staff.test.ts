import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { affairsStaffUrl, affairsUrl } from '@pariksha/contracts/affairs-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff, type CallArgs } from '../admin/admin.factories';
import { createCourse } from '../exams/exams.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  admin = await createStaff(t.app, 'admin');
  learner = await createUser(t.app);
  await createCourse(t.app); // and with it a category
});
afterAll(() => t.close());

const send = (...args: CallArgs) => callAs(t.app, ...args);

const article = {
  language: 'en',
  title: 'Vizhinjam port opens',
  summary: 'India’s first deep-water transshipment port.',
  bodyHtml: '<p onclick="steal()">Commissioned in 2025.<script>alert(1)</script></p>',
  image: null,
  tags: ['Kerala', 'Economy'],
  publishedAt: new Date().toISOString(),
  published: true,
};

async function firstCategory() {
  const cats = (await send(teacher, 'GET', catalogueStaffUrl.categories())).json().data.categories;
  return cats[0].id as number;
}

describe('current affairs in the console', () => {
  it('stores an article sanitised, and refuses one that would be empty', async () => {
    const categoryId = await firstCategory();
    const body = article;
    const path = affairsStaffUrl.articles(categoryId);
    const res = await send(teacher, 'POST', path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bodyHtml).toBe('<p>Commissioned in 2025.</p>');
    const empty = await send(teacher, 'POST', path, { ...body, bodyHtml: '<script>x()</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('bodyHtml');
    const seen = await send(learner, 'GET', affairsUrl.article(res.json().data.id));
    expect(seen.statusCode).toBe(200);
  });

  it('writes each change down to whoever made it, an edit sanitised as an addition is', async () => {
    const path = affairsStaffUrl.articles(await firstCategory());
    const created = (await send(teacher, 'POST', path, article)).json().data;
    const edited = await send(teacher, 'PUT', affairsStaffUrl.article(created.id), {
      ...article,
      bodyHtml: '<p onmouseover="steal()">Opened in 2025.<script>alert(1)</script></p>',
      published: false,
      updatedAt: created.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.bodyHtml).toBe('<p>Opened in 2025.</p>');
    const stale = await send(teacher, 'PUT', affairsStaffUrl.article(created.id), {
      ...article,
      updatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const log = await send(
      admin,
      'GET',
      adminUrl.audit({ entity: 'article', entityId: created.id }),
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(
      log.json().data.map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail]),
    ).toEqual([
      ['unpublish', teacher.email],
      ['create', teacher.email],
    ]);
  });
});

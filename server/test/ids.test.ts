import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { NameSchema } from '@pariksha/contracts/accounts';
import { SearchQuerySchema } from '@pariksha/contracts/catalogue';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { createExam, start } from '../src/modules/exams/exams.factories';
import { createStaff, examInput } from '../src/modules/admin/admin.factories';
import { buildTestApp, createUser, type TestApp } from './helper';

/*
 * Ids and free text the database cannot hold must be refused at the door, on every route. The
 * routes are read from the app itself, so a route added later is covered without being listed.
 * Ids are PostgreSQL `serial`: 1 to 2147483647.
 */

const ID_MAX = 2_147_483_647;
const uuid = crypto.randomUUID();
/** Path values no route may answer with a 5xx: bad ids, bad uuids, overlong text. */
const BAD_VALUES = [
  // ids
  'abc',
  '1.5',
  '-1',
  '0',
  '1e3',
  ' 1',
  '+1',
  '01',
  '0x10',
  '',
  '2147483648',
  '99999999999999999999',
  '9'.repeat(400),
  // uuids
  'not-a-uuid',
  `${uuid}0`,
  uuid.slice(0, -1),
  uuid.replaceAll('-', ''),
  `${uuid.slice(0, -1)}g`,
  // anything
  '\u0000',
  'x'.repeat(101),
  'x'.repeat(5000),
  // well formed, names nothing: looked up and not found
  String(ID_MAX),
  crypto.randomUUID(),
];
const updatedAt = new Date().toISOString();
const category = { name: 'Category', nameMl: null, description: '', descriptionMl: null };
const unit = {
  title: 'Unit',
  description: '',
  topics: [],
  titleMl: null,
  descriptionMl: null,
  topicsMl: null,
};
const course = {
  categoryId: 1,
  levelId: 1,
  name: 'Course',
  image: '/media/courses/x.png',
  description: '',
  descriptionMl: null,
  highlights: [],
  highlightsMl: null,
  language: 'English',
  published: false,
};
const exam = examInput();
const question = {
  sectionId: 1,
  stem: 'Q',
  stemMl: null,
  options: [
    { text: 'A', textMl: null, correct: true },
    { text: 'B', textMl: null, correct: false },
  ],
  explanation: '',
  explanationMl: null,
  topic: '',
  difficulty: null,
};
const video = {
  title: 'Video',
  titleMl: null,
  description: '',
  descriptionMl: null,
  durationSeconds: 60,
  video: 'classes/x/video.mp4',
  thumbnail: null,
  captionsEn: null,
  captionsMl: null,
  published: false,
};
const recordedClass = { ...video, teacher: 'T', notes: '', notesMl: null, examIds: [] };
const affairsVideo = { ...video, publishedAt: updatedAt };
const material = {
  unitId: null,
  title: 'Document',
  titleMl: null,
  description: '',
  descriptionMl: null,
  file: 'material/x/document.pdf',
  downloadable: false,
  published: false,
};
const liveClass = {
  title: 'Live',
  titleMl: null,
  description: '',
  descriptionMl: null,
  teacher: 'T',
  teacherUserId: null,
  startsAt: updatedAt,
  plannedMinutes: 60,
  streamKind: 'youtube',
  stream: 'dQw4w9WgXcQ',
  recordingId: null,
  published: false,
  examIds: [],
};
const article = {
  language: 'en',
  title: 'Article',
  summary: 'Summary',
  bodyHtml: '<p>Body</p>',
  image: null,
  tags: [],
  publishedAt: updatedAt,
  published: false,
};
/**
 * A well-formed body for each route that needs one, so a well-formed id that names nothing is
 * looked up (404) rather than refused for its body. A route added with a body and no entry here
 * fails the test with "400 naming body".
 */
const BODIES: Record<string, object> = {
  'PUT /api/recordedclassById/:id/progress': { positionSeconds: 1 },
  'PUT /api/exams/:id/attempts/:attemptId/holder': { holderId: crypto.randomUUID() },
  'POST /api/practice/attempts/:attemptId/check': { questionId: 1, optionId: 1 },
  'POST /api/questions/:questionId/feedback': { kind: 'doubt', text: 'Why?' },
  'PUT /api/admin/feedback/:id': { status: 'answered', answer: 'Because.' },
  'PUT /api/liveclassById/:id/state': { state: 'live' },
  'PUT /api/liveclassById/:id/stream': { kind: 'youtube', source: 'dQw4w9WgXcQ' },
  'PUT /api/material/document/:materialId/progress': { page: 1 },
  'PUT /api/admin/people/:userId/role': { role: 'teacher' },
  'PUT /api/admin/categories/:id': { ...category, updatedAt },
  'PUT /api/admin/levels/:id': { name: 'Level', nameMl: null, updatedAt },
  'PUT /api/admin/courses/:id': { ...course, updatedAt },
  'POST /api/admin/courses/:id/units': unit,
  'PUT /api/admin/units/:id': { ...unit, updatedAt },
  'PUT /api/admin/courses/:id/units/order': { ids: [1] },
  'PUT /api/admin/courses/:id/exams/order': { ids: [1] },
  'PUT /api/admin/exams/:id/questions/order': { ids: [1] },
  'POST /api/admin/courses/:id/exams': exam,
  'PUT /api/admin/exams/:id': { ...exam, updatedAt },
  'POST /api/admin/exams/:id/questions': question,
  'PUT /api/admin/questions/:id': { ...question, updatedAt },
  'POST /api/admin/exams/:id/questions/from-bank': { sectionId: 1, questionIds: [1] },
  'PUT /api/admin/topics/:id': { parentId: null, name: 'Topic', nameMl: null, updatedAt },
  'POST /api/admin/units/:id/classes': recordedClass,
  'PUT /api/admin/classes/:id': { ...recordedClass, updatedAt },
  'POST /api/admin/courses/:id/materials': material,
  'PUT /api/admin/materials/:id': { ...material, updatedAt },
  'POST /api/admin/courses/:id/live-classes': liveClass,
  'PUT /api/admin/live-classes/:id': { ...liveClass, updatedAt },
  'POST /api/admin/categories/:id/articles': article,
  'PUT /api/admin/articles/:id': { ...article, updatedAt },
  'POST /api/admin/categories/:id/affairs-videos': affairsVideo,
  'PUT /api/admin/affairs-videos/:id': { ...affairsVideo, updatedAt },
  'PUT /api/admin/courses/:id/access': { access: 'restricted' },
  'PUT /api/admin/courses/:id/preview': { kind: 'exam', itemId: 1, preview: true },
  'POST /api/admin/courses/:id/enrolments': { email: 'learner@example.com', until: null },
  'PUT /api/admin/enrolments/:id': { until: null },
  'PUT /api/admin/batches/:id': {
    name: 'Batch',
    startsAt: updatedAt,
    endsAt: new Date(Date.parse(updatedAt) + 1000).toISOString(),
    courseIds: [],
    updatedAt,
  },
  'POST /api/admin/batches/:id/members': { email: 'learner@example.com' },
  'POST /api/admin/batches/:id/members/import': { csv: 'learner@example.com' },
};
/** Path segments, as sent, that are not valid percent-encoding. */
const BAD_ENCODINGS = ['%', '%ZZ', '%E0%A4%A', '%C0%80'];

type Route = { method: string; url: string; params: string[] };

/** Every route with a path parameter, from the route table Fastify prints as a tree. */
function routesWithParams(printed: string): Route[] {
  const routes: Route[] = [];
  const segments: string[] = [];
  for (const line of printed.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    segments.length = m[1]!.length / 4;
    segments.push(m[2]!);
    const url = segments.join('');
    const params = [...url.matchAll(/:(\w+)/g)].map((p) => p[1]!);
    const methods = (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD');
    if (params.length > 0) for (const method of methods) routes.push({ method, url, params });
  }
  return routes;
}

let t: TestApp;
let headers: Record<string, string>;
/**
 * An admin's, for the sweep over every route: an admin gets past every role check (a learner
 * never gets past a staff route's), so each id is read whoever may call.
 */
let staffHeaders: Record<string, string>;
let routes: Route[];
/** A well-formed value per path parameter, from the OpenAPI document: uuid or id. */
const goodValue = new Map<string, string>();

beforeAll(async () => {
  // Every route is called hundreds of times: the write limit is not what this test is about.
  t = await buildTestApp({ DISABLE_RATE_LIMITS: '1' });
  headers = (await createUser(t.app)).headers;
  staffHeaders = (await createStaff(t.app, 'admin')).headers;
  routes = routesWithParams(t.app.printRoutes({ commonPrefix: false }));
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string; schema?: { format?: string } }[] }>
    >;
  };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path') continue;
        const value = p.schema?.format === 'uuid' ? crypto.randomUUID() : '1';
        goodValue.set(
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')} ${p.name}`,
          value,
        );
      }
    }
  }
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/**
 * What is wrong with an answer; null when it is a 400 naming `field` (when given) or a 404, in the
 * contract's error shape, or a redirect (the federated sign-in callback sends a browser to the
 * error page).
 */
function problem(res: Answer, field?: string) {
  if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) return null;
  let json: unknown = null;
  try {
    json = JSON.parse(res.body);
  } catch {
    // not JSON: reported below as an answer without the error shape
  }
  const body = ErrorBodySchema.safeParse(json);
  if (!body.success) return `${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`;
  const { code, details } = body.data.error;
  if (res.statusCode === 404 && code === 'NOT_FOUND') return null;
  if (res.statusCode !== 400 || code !== 'VALIDATION_FAILED') return `${res.statusCode} ${code}`;
  const fields = (details as { field: string }[] | undefined)?.map((d) => d.field) ?? [];
  return field === undefined || fields.includes(field)
    ? null
    : `400 naming ${fields.join(', ') || 'no field'}`;
}

describe('every route with a path parameter', () => {
  it('is read from the app', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/course/:id');
    for (const r of routes)
      expect(t.app.hasRoute({ method: r.method, url: r.url }), r.url).toBe(true);
  });

  /** Calls every route once per bad value of each parameter, the others well formed. */
  async function failuresWith(values: string[], encode: boolean, nameField: boolean) {
    const failures: string[] = [];
    for (const route of routes) {
      for (const param of route.params) {
        for (const bad of values) {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            name === param
              ? encode
                ? encodeURIComponent(bad)
                : bad
              : (goodValue.get(`${route.method} ${route.url} ${name}`) ?? '1'),
          );
          const payload = BODIES[`${route.method} ${route.url}`];
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: staffHeaders,
            ...(payload ? { payload } : {}),
          });
          const wrong = problem(res, nameField ? param : undefined);
          const shown = JSON.stringify(bad).slice(0, 30);
          if (wrong) failures.push(`${route.method} ${route.url} ${param}=${shown}: ${wrong}`);
        }
      }
    }
    return failures;
  }

  it('answers a bad or unknown id with 400 naming it or 404, never a 5xx', async () => {
    expect(await failuresWith(BAD_VALUES, true, true)).toEqual([]);
  });

  it('answers a segment that is not valid percent-encoding with 400 or 404', async () => {
    expect(await failuresWith(BAD_ENCODINGS, false, false)).toEqual([]);
  });
});

describe('ids in the OpenAPI document', () => {
  it('every numeric id has the database range', () => {
    const wrong: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const v = value as {
          type?: string;
          anyOf?: { type?: string }[];
          minimum?: number;
          maximum?: number;
        };
        if (/^(id|.*Id)$/.test(key) && where.endsWith('properties') && v && typeof v === 'object') {
          const numeric = [v, ...(v.anyOf ?? [])].find(
            (s) => s.type === 'integer' || s.type === 'number',
          ) as typeof v | undefined;
          if (numeric && (numeric.minimum !== 1 || numeric.maximum !== ID_MAX))
            wrong.push(`${where}.${key}`);
        }
        visit(value, `${where}.${key}`);
      }
    };
    visit(t.app.swagger(), '');
    expect(wrong).toEqual([]);
  });
});

describe('ids in bodies', () => {
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: AccountPaths.userDetails, headers, payload });

  it.each(['targetCategoryId', 'targetLevelId'])(
    'PATCH /api/userdetails refuses a bad %s',
    async (field) => {
      for (const bad of [ID_MAX + 1, 1e20, 0, -1, 1.5, '1']) {
        const res = await patch({ [field]: bad });
        expect(res.statusCode, `${field}=${bad}`).toBe(400);
        expect(problem(res, field)).toBeNull();
      }
    },
  );

  it.each(['questionId', 'optionId'])(
    'an answer save refuses %s 2147483648, whatever attempt it names',
    async (field) => {
      const exam = await createExam(t.app, { sections: [2] });
      const { attemptId } = await start(t.app, { headers }, exam.id);
      const q = exam.questions[0]!;
      for (const attempt of [attemptId, crypto.randomUUID()]) {
        const answer = { questionId: q.id, optionId: q.correct, seq: 1, [field]: ID_MAX + 1 };
        const res = await t.app.inject({
          method: 'POST',
          url: examUrl.answer(),
          headers,
          payload: { attemptId: attempt, answers: [answer] },
        });
        expect(res.statusCode).toBe(400);
        expect(problem(res, `answers.0.${field}`)).toBeNull();
        expect(res.json().error.message).toMatch(/2147483647/);
      }
    },
  );
});

describe('control characters in free text', () => {
  /** C0 (NUL, BEL, ESC), DEL and C1 (NEL, APC), as [code point, character]. */
  const controls = [0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9f].map(
    (c) => [c.toString(16).padStart(4, '0').toUpperCase(), String.fromCharCode(c)] as const,
  );
  // A NUL in a JSON body is refused before any schema runs, by the body reader, naming no field.
  const fieldNamed = (c: string, field: string) => (c === '\u0000' ? undefined : field);

  it.each(controls)('the contracts refuse U+%s in a name and in a search', (_, c) => {
    const name = NameSchema.safeParse(`Ar${c}un`);
    expect(name.error?.issues.map((i) => i.message)).toEqual([
      'Use letters, not control characters',
    ]);
    expect(SearchQuerySchema.safeParse({ query: `ld${c}c` }).success).toBe(false);
  });

  it.each(controls)('the profile name refuses U+%s', async (_, c) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers,
      payload: { name: `Ar${c}un` },
    });
    expect(res.statusCode).toBe(400);
    expect(problem(res, fieldNamed(c, 'name'))).toBeNull();
  });

  it.each(controls)('sign-up refuses U+%s in the name', async (hex, c) => {
    const res = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: '10.250.0.1',
      payload: {
        name: `Ar${c}un`,
        email: `u${hex}@example.com`,
        password: 'correct horse battery',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(problem(res, fieldNamed(c, 'name'))).toBeNull();
  });

  it.each(controls)('the course search refuses U+%s', async (_, c) => {
    const res = await t.app.inject({
      url: `/api/courses/search?query=${encodeURIComponent(`ld${c}c`)}`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(problem(res, 'query')).toBeNull();
  });

  it('keeps a name in another script, with spaces and punctuation', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers,
      payload: { name: "അരുൺ K. D'Souza-Nair" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe("അരുൺ K. D'Souza-Nair");
  });

  it('reads tabs and line breaks pasted into a search as spaces', async () => {
    const res = await t.app.inject({
      url: `/api/courses/search?query=${encodeURIComponent('\tldc\r\n')}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
  });
});

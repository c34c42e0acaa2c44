import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { adminOnly, e, staff, type Entry } from './cells';
import type { Fixtures } from './fixtures';
import { AIKEN, examBody, questionBody, VTT } from './inputs';

// The rows of the staff console's API (/api/admin/…): teachers and admins, or admins only.

/** The staff routes of one kind of console content: list and add under a parent, one item. */
function content(
  list: string,
  item: string,
  parent: (fx: Fixtures) => number,
  kind: 'recordedClass' | 'material' | 'liveClass' | 'article' | 'affairsVideo',
  existing: (fx: Fixtures) => number,
): Record<string, Entry> {
  return {
    [`GET ${list}`]: e(staff, ({ fx }) => ({ params: { id: parent(fx) } })),
    [`POST ${list}`]: e(staff, ({ fx }) => ({
      params: { id: parent(fx) },
      body: fx.input[kind](),
    })),
    [`GET ${item}`]: e(staff, ({ fx }) => ({ params: { id: existing(fx) } })),
    [`PUT ${item}`]: e(staff, async ({ fx }) => {
      const it = await fx.fresh[kind]();
      return { params: { id: it.id }, body: { ...fx.input[kind](), updatedAt: it.updatedAt } };
    }),
    [`DELETE ${item}`]: e(staff, async ({ fx }) => ({
      params: { id: (await fx.fresh[kind]()).id },
    })),
  };
}

export const CONSOLE_ROWS: Record<string, Entry> = {
  // ─── the console: people and the audit log (admins) ───
  'GET /api/admin/people': e(adminOnly, () => ({ query: { email: 'example.com' } })),
  'PUT /api/admin/people/{userId}/role': e(adminOnly, async ({ fx, who }) => ({
    params: {
      userId: who === 'admin' ? (await fx.fresh.account('stranger')).id : fx.callers.stranger.id,
    },
    body: { role: 'teacher' },
  })),
  'GET /api/admin/audit': e(adminOnly),
  'DELETE /api/admin/people/{userId}/twoFactor': e(adminOnly, async ({ fx, who }) => ({
    params: {
      userId: who === 'admin' ? (await fx.fresh.account('teacher')).id : fx.callers.stranger.id,
    },
  })),

  // ─── the console: categories and levels (admins), courses and units (staff) ───
  'GET /api/admin/categories': e(staff),
  'POST /api/admin/categories': e(adminOnly, ({ fx }) => ({ body: fx.input.category() })),
  'PUT /api/admin/categories/{id}': e(adminOnly, async ({ fx }) => {
    const it = await fx.fresh.category();
    return { params: { id: it.id }, body: { ...fx.input.category(), updatedAt: it.updatedAt } };
  }),
  'DELETE /api/admin/categories/{id}': e(adminOnly, async ({ fx }) => ({
    params: { id: (await fx.fresh.category()).id },
  })),
  'PUT /api/admin/categories/order': e(adminOnly, async ({ fx }) => ({
    body: await fx.fresh.order(
      catalogueStaffUrl.categories(),
      (d: { categories: [] }) => d.categories,
    ),
  })),
  'POST /api/admin/levels': e(adminOnly, ({ fx }) => ({ body: fx.input.level() })),
  'PUT /api/admin/levels/{id}': e(adminOnly, async ({ fx }) => {
    const it = await fx.fresh.level();
    return { params: { id: it.id }, body: { ...fx.input.level(), updatedAt: it.updatedAt } };
  }),
  'DELETE /api/admin/levels/{id}': e(adminOnly, async ({ fx }) => ({
    params: { id: (await fx.fresh.level()).id },
  })),
  'PUT /api/admin/levels/order': e(adminOnly, async ({ fx }) => ({
    body: await fx.fresh.order(catalogueStaffUrl.categories(), (d: { levels: [] }) => d.levels),
  })),
  // ─── the console: a course's access and previews (staff); grants, batches, codes (admins) ───
  'GET /api/admin/courses/{id}/access': e(staff, ({ fx }) => ({ params: { id: fx.courseId } })),
  'PUT /api/admin/courses/{id}/access': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.course()).id },
    body: { access: 'restricted' },
  })),
  'PUT /api/admin/courses/{id}/preview': e(staff, ({ fx }) => ({
    params: { id: fx.courseId },
    body: { kind: 'exam', itemId: fx.examId, preview: false },
  })),
  'GET /api/admin/courses/{id}/enrolments': e(adminOnly, ({ fx }) => ({
    params: { id: fx.courseId },
  })),
  // A learner of its own: the stranger stays not enrolled in the course for the learner rows.
  'POST /api/admin/courses/{id}/enrolments': e(adminOnly, async ({ fx }) => ({
    params: { id: fx.courseId },
    body: { email: (await fx.fresh.account('stranger')).email, until: null },
  })),
  'PUT /api/admin/enrolments/{id}': e(adminOnly, async ({ fx }) => ({
    params: { id: (await fx.fresh.grant()).id },
    body: { until: null },
  })),
  'DELETE /api/admin/enrolments/{id}': e(adminOnly, async ({ fx }) => ({
    params: { id: (await fx.fresh.grant()).id },
  })),
  'GET /api/admin/batches': e(adminOnly),
  'POST /api/admin/batches': e(adminOnly, ({ fx }) => ({ body: fx.fresh.batchBody() })),
  'GET /api/admin/batches/{id}': e(adminOnly, ({ fx }) => ({ params: { id: fx.batchId } })),
  'PUT /api/admin/batches/{id}': e(adminOnly, async ({ fx }) => {
    const it = await fx.fresh.batch();
    return { params: { id: it.id }, body: { ...fx.fresh.batchBody(), updatedAt: it.updatedAt } };
  }),
  'DELETE /api/admin/batches/{id}': e(adminOnly, async ({ fx }) => ({
    params: { id: (await fx.fresh.batch()).id },
  })),
  'GET /api/admin/batches/{id}/members': e(adminOnly, ({ fx }) => ({
    params: { id: fx.batchId },
  })),
  'POST /api/admin/batches/{id}/members': e(adminOnly, ({ fx }) => ({
    params: { id: fx.batchId },
    body: { email: fx.callers.owner.email },
  })),
  'POST /api/admin/batches/{id}/members/import': e(adminOnly, ({ fx }) => ({
    params: { id: fx.batchId },
    body: { csv: `email\n${fx.callers.owner.email}\nnobody-yet@example.com\n` },
  })),
  'DELETE /api/admin/batches/{id}/members/{memberId}': e(adminOnly, async ({ fx }) => ({
    params: { id: fx.batchId, memberId: (await fx.fresh.batchMember()).id },
  })),
  'GET /api/admin/access-codes': e(adminOnly, ({ fx }) => ({
    query: { courseId: String(fx.courseId) },
  })),
  'POST /api/admin/access-codes': e(adminOnly, ({ fx }) => ({
    body: { batchId: fx.batchId, count: 2, seats: 3, expiresAt: null, accessUntil: null },
  })),
  'GET /api/admin/access-codes/export': e(adminOnly, ({ fx }) => ({
    query: { batchId: String(fx.batchId) },
  })),
  'POST /api/admin/access-codes/{id}/revoke': e(adminOnly, async ({ fx }) => ({
    params: { id: (await fx.fresh.accessCode()).id },
  })),

  'GET /api/admin/courses': e(staff),
  'POST /api/admin/courses': e(staff, ({ fx }) => ({
    body: fx.input.course(fx.categoryId, fx.levelId),
  })),
  'GET /api/admin/courses/{id}': e(staff, ({ fx }) => ({ params: { id: fx.courseId } })),
  'PUT /api/admin/courses/{id}': e(staff, async ({ fx }) => {
    const it = await fx.fresh.course();
    const body = { ...fx.input.course(fx.categoryId, fx.levelId), updatedAt: it.updatedAt };
    return { params: { id: it.id }, body };
  }),
  'DELETE /api/admin/courses/{id}': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.course()).id },
  })),
  'GET /api/admin/courses/{id}/units': e(staff, ({ fx }) => ({ params: { id: fx.courseId } })),
  'POST /api/admin/courses/{id}/units': e(staff, ({ fx }) => ({
    params: { id: fx.courseId },
    body: fx.input.unit(),
  })),
  'PUT /api/admin/courses/{id}/units/order': e(staff, async ({ fx }) => ({
    params: { id: fx.courseId },
    body: await fx.fresh.order(catalogueStaffUrl.units(fx.courseId), (d: []) => d),
  })),
  'PUT /api/admin/units/{id}': e(staff, async ({ fx }) => {
    const it = await fx.fresh.unit();
    return { params: { id: it.id }, body: { ...fx.input.unit(), updatedAt: it.updatedAt } };
  }),
  'DELETE /api/admin/units/{id}': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.unit()).id },
  })),

  // ─── the console: exams and questions (staff) ───
  'GET /api/admin/courses/{id}/exams': e(staff, ({ fx }) => ({ params: { id: fx.courseId } })),
  'POST /api/admin/courses/{id}/exams': e(staff, ({ fx }) => ({
    params: { id: fx.courseId },
    body: examBody(),
  })),
  'PUT /api/admin/courses/{id}/exams/order': e(staff, async ({ fx }) => ({
    params: { id: fx.courseId },
    body: await fx.fresh.order(examStaffUrl.exams(fx.courseId), (d: []) => d),
  })),
  'GET /api/admin/exams/{id}': e(staff, ({ fx }) => ({ params: { id: fx.examId } })),
  'PUT /api/admin/exams/{id}': e(staff, async ({ fx }) => {
    const it = await fx.fresh.exam();
    const body = { ...examBody(it.sections.map((s) => s.id)), updatedAt: it.updatedAt };
    return { params: { id: it.id }, body };
  }),
  'DELETE /api/admin/exams/{id}': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.exam()).id },
  })),
  'GET /api/admin/exams/{id}/questions': e(staff, ({ fx }) => ({ params: { id: fx.examId } })),
  // An exam with attempts takes no new question: a fresh one.
  'POST /api/admin/exams/{id}/questions': e(staff, async ({ fx }) => {
    const it = await fx.fresh.exam();
    return { params: { id: it.id }, body: questionBody(it.sections[0]!.id) };
  }),
  'PUT /api/admin/exams/{id}/questions/order': e(staff, async ({ fx }) => ({
    params: { id: fx.examId },
    body: { ids: fx.questionIds.map((q) => q.id) },
  })),
  'PUT /api/admin/questions/{id}': e(staff, async ({ fx }) => {
    const it = await fx.fresh.question();
    return {
      params: { id: it.id },
      body: { ...questionBody(it.sectionId), updatedAt: it.updatedAt },
    };
  }),
  'DELETE /api/admin/questions/{id}': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.question()).id },
  })),
  'POST /api/admin/exams/{id}/questions/import': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.exam()).id },
    multipart: [
      { name: 'format', value: 'aiken' },
      { name: 'dryRun', value: 'true' },
      { name: 'onlyValid', value: 'false' },
      { name: 'file', file: Buffer.from(AIKEN), type: 'text/plain' },
    ],
  })),
  'GET /api/admin/exams/{id}/questions/imports/{importId}': e(staff, ({ fx }) => ({
    params: { id: fx.importExamId, importId: fx.importId },
  })),
  'GET /api/admin/exams/{id}/questions/export': e(staff, ({ fx }) => ({
    params: { id: fx.examId },
    query: { format: 'gift' },
  })),
  'GET /api/admin/questions/template.csv': e(staff),

  // ─── the console: the question bank's topics and questions (staff) ───
  'GET /api/admin/topics': e(staff),
  'POST /api/admin/topics': e(staff, ({ fx }) => ({ body: fx.input.topic() })),
  'PUT /api/admin/topics/{id}': e(staff, async ({ fx }) => {
    const it = await fx.fresh.topic();
    return { params: { id: it.id }, body: { ...fx.input.topic(), updatedAt: it.updatedAt } };
  }),
  'DELETE /api/admin/topics/{id}': e(staff, async ({ fx }) => ({
    params: { id: (await fx.fresh.topic()).id },
  })),
  'GET /api/admin/bank/questions': e(staff, () => ({ query: { difficulty: 'easy' } })),
  'GET /api/admin/feedback': e(staff, () => ({ query: { status: 'open' } })),
  // Answering a doubt again rewrites the answer: one doubt serves every call.
  'PUT /api/admin/feedback/{id}': e(staff, ({ fx }) => ({
    params: { id: fx.feedbackId },
    body: { status: 'answered', answer: 'Because of the rule.' },
  })),
  'PUT /api/admin/bank/questions/topic': e(staff, ({ fx }) => ({
    body: { ids: [fx.questionIds[0]!.id], topicId: fx.topicId },
  })),
  // A question of the bank onto a fresh exam's paper, and one off it.
  'POST /api/admin/exams/{id}/questions/from-bank': e(staff, async ({ fx }) => {
    const it = await fx.fresh.exam();
    return {
      params: { id: it.id },
      body: { sectionId: it.sections[0]!.id, questionIds: [fx.questionIds[0]!.id] },
    };
  }),
  'DELETE /api/admin/exams/{id}/questions/{questionId}': e(staff, async ({ fx }) => {
    const it = await fx.fresh.question();
    return { params: { id: it.examId, questionId: it.id } };
  }),
  'GET /api/admin/exams/{id}/statistics': e(staff, ({ fx }) => ({
    params: { id: fx.doneExamId },
  })),
  'GET /api/admin/exams/{id}/attempts': e(staff, ({ fx }) => ({ params: { id: fx.doneExamId } })),

  // ─── the console: uploads and content (staff) ───
  'POST /api/admin/uploads': e(staff, () => ({
    multipart: [
      { name: 'kind', value: 'captions' },
      { name: 'file', file: VTT, type: 'text/vtt' },
    ],
  })),
  ...content(
    '/api/admin/units/{id}/classes',
    '/api/admin/classes/{id}',
    (fx) => fx.unitId,
    'recordedClass',
    (fx) => fx.recordedClassId,
  ),
  ...content(
    '/api/admin/courses/{id}/materials',
    '/api/admin/materials/{id}',
    (fx) => fx.courseId,
    'material',
    (fx) => fx.materialId,
  ),
  ...content(
    '/api/admin/courses/{id}/live-classes',
    '/api/admin/live-classes/{id}',
    (fx) => fx.courseId,
    'liveClass',
    (fx) => fx.liveClassId,
  ),
  ...content(
    '/api/admin/categories/{id}/articles',
    '/api/admin/articles/{id}',
    (fx) => fx.categoryId,
    'article',
    (fx) => fx.articleId,
  ),
  ...content(
    '/api/admin/categories/{id}/affairs-videos',
    '/api/admin/affairs-videos/{id}',
    (fx) => fx.categoryId,
    'affairsVideo',
    (fx) => fx.affairsVideoId,
  ),
};

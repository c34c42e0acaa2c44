import { LEARNER_WRITES } from '../../src/modules/auth/limits';
import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { liveStaffUrl } from '@pariksha/contracts/live-paths';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { feedbackUrl } from '@pariksha/contracts/feedback-paths';
import type { UploadKind } from '@pariksha/contracts/admin';
import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { courses, outboundMails, profiles, questions } from '../../src/db/schema/index';
import { createStaff, createUnenrolledStaff } from '../../src/modules/admin/admin.factories';
import { createExam, end, start } from '../../src/modules/exams/exams.factories';
import { loadExamDetail } from '../../src/modules/exams/exams.repository';
import { newPracticeSet } from '../../src/modules/exams/practice.service';
import { insertQuiz } from '../../src/modules/exams/daily.repository';
import { addDays, dayWindow, indiaDay } from '../../src/modules/exams/daily.rules';
import { today as dailyToday } from '../../src/modules/exams/daily.service';
import { sendMessage } from '../../src/modules/live/live.repository';
import { notificationEvents, notifications } from '../../src/db/schema/index';
import { fanOut, unsubscribeToken } from '../../src/modules/notifications/notifications.service';
import { createUser, enrolFactor, signIn } from '../helper';
import {
  AIKEN,
  contentInputs,
  examBody,
  MP4,
  multipart,
  onePagePdf,
  PNG,
  questionBody,
} from './inputs';

/*
 * What the access matrix calls with: the five kinds of caller and content for them to reach, made
 * through the console's own API as an admin (so every id is one the routes really serve), plus
 * fresh things for the calls that change or remove what they address.
 */

/** The stranger owns nothing and is not enrolled in the course; the owner is, and owns things. */
export const CALLERS = ['signedOut', 'stranger', 'owner', 'teacher', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export async function buildFixtures(app: App) {
  const callers = {
    signedOut: { headers: {} as Record<string, string> },
    stranger: await createUser(app, { name: 'Stranger Learner' }),
    owner: await createUser(app, { name: 'Owner Learner' }),
    teacher: await createStaff(app, 'teacher'),
    admin: await createStaff(app, 'admin'),
  };
  const { admin, owner, stranger, teacher } = callers;
  const now = () => app.clock.now();

  /** A console call as the admin that must succeed; answers its `data`. */
  // Every account may write LEARNER_WRITES times a minute: the fixtures' writes are spread over
  // admins of their own, so that no caller's count holds any of them.
  let maker = await createStaff(app, 'admin');
  let made = 0;
  async function asAdmin<T = { id: number; updatedAt: string }>(
    method: string,
    url: string,
    payload?: object,
  ): Promise<T> {
    made += 1;
    if (made % (LEARNER_WRITES.max / 2) === 0) maker = await createStaff(app, 'admin');
    const res = await app.inject({
      method: method as 'POST',
      url,
      headers: maker.headers,
      ...(payload && { payload }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  }
  async function upload(kind: UploadKind, file: Buffer, type: string) {
    const body = multipart([
      { name: 'kind', value: kind },
      { name: 'file', file, type },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: adminUrl.uploads(),
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`upload ${kind} → ${res.statusCode} ${res.body}`);
    return res.json().data as { key: string; url: string };
  }

  const courseImage = (await upload('course-image', PNG, 'image/png')).url;
  const video = (await upload('video', MP4, 'video/mp4')).key;
  const pdf = (await upload('pdf', await onePagePdf(), 'application/pdf')).key;

  const input = contentInputs({ courseImage, video, pdf, teacherId: teacher.id, now });
  // The content every read reaches: one course with a unit, class, document, live class and
  // exams, in a category with an article and a video.
  const category = await asAdmin('POST', catalogueStaffUrl.categories(), input.category());
  const level = await asAdmin('POST', catalogueStaffUrl.levels(), input.level());
  const course = await asAdmin(
    'POST',
    catalogueStaffUrl.courses(),
    input.course(category.id, level.id),
  );
  // Restricted, before anything of it is read: the owner is enrolled (a grant), the stranger not.
  await asAdmin('PUT', enrolmentStaffUrl.courseAccess(course.id), { access: 'restricted' });
  await asAdmin('POST', enrolmentStaffUrl.courseEnrolments(course.id), {
    email: owner.email,
    until: null,
  });
  const unit = await asAdmin('POST', catalogueStaffUrl.units(course.id), input.unit());
  const exam = await createExam(app, { courseId: course.id, sections: [4] });
  const doneExam = await createExam(app, { courseId: course.id, sections: [2] });
  // A question-bank file sent to an exam of its own (it stays queued: no job runs here).
  const importExam = await createExam(app, { courseId: course.id, sections: [1] });
  const bank = multipart([
    { name: 'format', value: 'aiken' },
    { name: 'dryRun', value: 'true' },
    { name: 'file', file: Buffer.from(AIKEN), type: 'text/plain' },
  ]);
  const sentBank = await app.inject({
    method: 'POST',
    url: examStaffUrl.importQuestions(importExam.id),
    headers: { ...admin.headers, 'content-type': bank.contentType },
    payload: bank.payload,
  });
  if (sentBank.statusCode !== 202)
    throw new Error(`import → ${sentBank.statusCode} ${sentBank.body}`);
  const recordedClass = await asAdmin(
    'POST',
    classStaffUrl.recordedClasses(unit.id),
    input.recordedClass([exam.id]),
  );
  const material = await asAdmin('POST', materialStaffUrl.materials(course.id), input.material());
  const liveClass = await asAdmin(
    'POST',
    liveStaffUrl.liveClasses(course.id),
    input.liveClass([exam.id]),
  );
  const article = await asAdmin('POST', affairsStaffUrl.articles(category.id), input.article());
  const affairsVideo = await asAdmin(
    'POST',
    affairsStaffUrl.affairsVideos(category.id),
    input.affairsVideo(),
  );
  // A chat message by the stranger: removing or muting it is idempotent, so one serves every call.
  const sent = await sendMessage(
    app.db,
    {
      classId: liveClass.id,
      userId: stranger.id,
      userName: 'Stranger',
      text: 'Namaskaram',
      fromStaff: false,
    },
    0,
  );
  if (!sent.sent) throw new Error('chat message not stored');

  // What the owner owns: an attempt in progress and a finished one.
  const openAttempt = (await start(app, owner, exam.id)).attemptId;
  const doneAttempt = (await start(app, owner, doneExam.id)).attemptId;
  if ((await end(app, owner, doneAttempt)).statusCode !== 200) throw new Error('end failed');
  // A doubt of the owner's about the finished test's first question, for staff to answer.
  const doubt = await app.inject({
    method: 'POST',
    url: feedbackUrl.question(doneExam.questions[0]!.id),
    headers: owner.headers,
    payload: { kind: 'doubt', text: 'Why is it so?' },
  });
  if (doubt.statusCode !== 201) throw new Error(`doubt failed: ${doubt.body}`);
  // A learn-mode practice set of the owner's, drawn from a paper of a free course (open to all).
  const freeExam = await createExam(app, { sections: [1], topicOf: () => 'Matrix practice' });
  const [practiceTopic] = await app.db
    .select({ id: questions.topicId })
    .from(questions)
    .where(eq(questions.id, freeExam.questions[0]!.id));
  const practice = await newPracticeSet(app.examEngine, owner.id, {
    from: 'topics',
    topicIds: [practiceTopic!.id!],
    weakTopics: false,
    count: 1,
    mode: 'learn',
  });
  const [practiceQuestion] = (await loadExamDetail(app.db, practice.examId))!.questions;
  // The day's quiz of the free paper's level, every signed-in caller's level: today's (the matrix
  // runs at noon India time, when it is open) and yesterday's, closed, whose answers may be read.
  const [free] = await app.db
    .select({ levelId: courses.levelId })
    .from(courses)
    .where(eq(courses.id, freeExam.courseId));
  for (const who of [owner, stranger, teacher, admin])
    await app.db
      .insert(profiles)
      .values({ userId: who.id, targetLevelId: free!.levelId })
      .onConflictDoUpdate({ target: profiles.userId, set: { targetLevelId: free!.levelId } });
  const dailyQuiz = (await dailyToday(app.examEngine, owner.id)).quiz!;
  const yesterday = addDays(indiaDay(now()), -1);
  const pastDailyQuizId = (await insertQuiz(app.db, {
    levelId: free!.levelId,
    day: yesterday,
    title: 'Yesterday',
    ...dayWindow(yesterday),
    durationSeconds: 600,
    questionIds: freeExam.questions.map((q) => q.id),
  }))!;
  // A notification of the owner's (no job runs here: its fan-out is run in place).
  await app.notifications.raise({
    kind: 'review-open',
    subject: 'access-matrix',
    audience: { type: 'exam-takers', examId: doneExam.id },
    data: { examId: doneExam.id, examTitle: 'Done', courseId: course.id, courseName: 'Course' },
    link: `/examhistory/${doneExam.id}`,
  });
  const [event] = await app.db.select({ id: notificationEvents.id }).from(notificationEvents);
  await fanOut(app.notifications.deps, event!.id);
  const [told] = await app.db.select({ id: notifications.id }).from(notifications);
  if (!told) throw new Error('no notification of the owner');

  // A batch of the course, for the enrolment console's reads.
  const batchBody = () => ({
    name: 'Access matrix batch',
    startsAt: now().toISOString(),
    endsAt: new Date(now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    courseIds: [course.id],
  });
  const batch = await asAdmin('POST', enrolmentStaffUrl.batches(), batchBody());

  // A subject of the question bank, to file questions under.
  const topic = await asAdmin('POST', examStaffUrl.topics(), input.topic());

  /** Fresh things, for calls that change or remove what they address. */
  const fresh = {
    category: () => asAdmin('POST', catalogueStaffUrl.categories(), input.category()),
    level: () => asAdmin('POST', catalogueStaffUrl.levels(), input.level()),
    course: () => asAdmin('POST', catalogueStaffUrl.courses(), input.course(category.id, level.id)),
    unit: () => asAdmin('POST', catalogueStaffUrl.units(course.id), input.unit()),
    recordedClass: () =>
      asAdmin('POST', classStaffUrl.recordedClasses(unit.id), input.recordedClass()),
    material: () => asAdmin('POST', materialStaffUrl.materials(course.id), input.material()),
    liveClass: () => asAdmin('POST', liveStaffUrl.liveClasses(course.id), input.liveClass()),
    article: () => asAdmin('POST', affairsStaffUrl.articles(category.id), input.article()),
    affairsVideo: () =>
      asAdmin('POST', affairsStaffUrl.affairsVideos(category.id), input.affairsVideo()),
    exam: () =>
      asAdmin<{ id: number; updatedAt: string; sections: { id: number }[] }>(
        'POST',
        examStaffUrl.exams(course.id),
        examBody(),
      ),
    async question() {
      const e = await fresh.exam();
      const q = await asAdmin(
        'POST',
        examStaffUrl.questions(e.id),
        questionBody(e.sections[0]!.id),
      );
      return { ...q, examId: e.id, sectionId: e.sections[0]!.id };
    },
    /** A subject of the question bank's topic tree, with nothing under it. */
    topic: () =>
      asAdmin<{ id: number; updatedAt: string }>('POST', examStaffUrl.topics(), input.topic()),
    /** A question of a test the owner has finished (and nobody else has sat). */
    async ownerDoneQuestion() {
      const e = await createExam(app, { sections: [1] });
      await end(app, owner, (await start(app, owner, e.id)).attemptId);
      return e.questions[0]!.id;
    },
    /** An attempt in progress of the owner's, on an exam of its own. */
    async ownerAttempt() {
      const e = await createExam(app, { courseId: course.id, sections: [1] });
      return (await start(app, owner, e.id)).attemptId;
    },
    /** A learner of the caller's kind, to be deleted: same role, own account. */
    async account(who: CallerName) {
      if (who === 'teacher' || who === 'admin') return createStaff(app, who);
      return createUser(app);
    },
    /** Another session of the caller's own account, to be ended (staff answer the code too). */
    async session(who: Exclude<CallerName, 'signedOut'>) {
      const me = callers[who];
      return (await signIn(app, me, nextAddress())).headers;
    },
    /** An account of the caller's kind without a second factor (staff: just granted). */
    async unenrolled(who: Exclude<CallerName, 'signedOut'>) {
      if (who === 'teacher' || who === 'admin') return createUnenrolledStaff(app, who);
      return createUser(app);
    },
    /** An account of the caller's kind with a second factor, signed in with it. */
    async enrolled(who: Exclude<CallerName, 'signedOut'>) {
      if (who === 'teacher' || who === 'admin') return createStaff(app, who);
      const user = await createUser(app);
      const factor = await enrolFactor(app, user);
      return {
        ...user,
        headers: factor.headers,
        totpSecret: factor.secret,
        backupCodes: factor.backupCodes,
      };
    },
    /** A sign-in waiting for its code (a learner's with a second factor), and that code. */
    async challenge() {
      const user = await fresh.enrolled('stranger');
      const res = await app.inject({
        method: 'POST',
        url: AccountPaths.signIn,
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: nextAddress(),
        payload: { email: user.email, password: user.password },
      });
      return { user, challenge: res.json().challenge as string };
    },
    /** The token of the last mail of `kind` to `to` (mail stays queued here: no job runs). */
    async mailedToken(to: string, kind: 'password-reset' | 'verify-email') {
      const [mail] = await app.db
        .select({ text: outboundMails.text })
        .from(outboundMails)
        .where(and(eq(outboundMails.to, to), eq(outboundMails.kind, kind)))
        .orderBy(desc(outboundMails.id))
        .limit(1);
      const link = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]);
      return link.searchParams.get('token') ?? decodeURIComponent(link.pathname.split('/').pop()!);
    },
    /** A reset link's token for a new learner. */
    async resetToken() {
      const u = await createUser(app);
      const res = await app.inject({
        method: 'POST',
        url: AccountPaths.requestPasswordReset,
        remoteAddress: nextAddress(),
        payload: { email: u.email },
      });
      if (res.statusCode !== 200) throw new Error(`reset → ${res.statusCode} ${res.body}`);
      return fresh.mailedToken(u.email, 'password-reset');
    },
    /** The id of a new session of the owner's, to be signed out. */
    async ownerDevice() {
      // Made as sign-in makes it, without counting against the owner's sign-in limit.
      const ctx = await app.auth.$context;
      return (await ctx.internalAdapter.createSession(owner.id)).id;
    },
    batchBody,
    batch: () => asAdmin('POST', enrolmentStaffUrl.batches(), batchBody()),
    /** A pending member of the fixtures' batch, to be removed. */
    batchMember: () =>
      asAdmin('POST', enrolmentStaffUrl.batchMembers(batch.id), {
        email: `member-${nextAddress()}@example.com`,
      }),
    /** An unused one-seat code of a course of its own (the stranger entering it stays a stranger). */
    async accessCode() {
      const [code] = await asAdmin<{ id: number; code: string }[]>(
        'POST',
        enrolmentStaffUrl.codes(),
        {
          courseId: (await fresh.course()).id,
          count: 1,
          seats: 1,
          expiresAt: null,
          accessUntil: null,
        },
      );
      return code!;
    },
    /** A grant of the course to a new learner. */
    async grant() {
      const learner = await createUser(app);
      return asAdmin('POST', enrolmentStaffUrl.courseEnrolments(course.id), {
        email: learner.email,
        until: null,
      });
    },
    /** The ids of a list as the console reads them, for a new order. */
    async order(url: string, pick: (data: never) => { id: number }[]) {
      return { ids: pick(await asAdmin<never>('GET', url)).map((x) => x.id) };
    },
  };

  return {
    callers,
    input,
    fresh,
    asAdmin,
    courseId: course.id,
    batchId: batch.id,
    categoryId: category.id,
    levelId: level.id,
    unitId: unit.id,
    examId: exam.id,
    questionIds: exam.questions,
    topicId: topic.id,
    doneExamId: doneExam.id,
    doneQuestionId: doneExam.questions[0]!.id,
    feedbackId: doubt.json().data.id as number,
    importExamId: importExam.id,
    importId: sentBank.json().data.id as number,
    recordedClassId: recordedClass.id,
    materialId: material.id,
    liveClassId: liveClass.id,
    messageId: sent.id,
    articleId: article.id,
    affairsVideoId: affairsVideo.id,
    openAttempt,
    doneAttempt,
    practiceTopicId: practiceTopic!.id!,
    dailyQuizId: dailyQuiz.examId,
    pastDailyQuizId,
    practiceAttempt: practice.attemptId,
    practiceCheck: { questionId: practiceQuestion!.id, optionId: practiceQuestion!.options[0]!.id },
    pdf,
    notificationId: told.id,
    unsubscribeToken: unsubscribeToken(app.notifications.deps.signer, owner.id, 'review-open'),
  };
}
export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

let address = 0;
/** Each call from an address of its own, so no per-address limit counts calls of others. */
export function nextAddress() {
  address += 1;
  return `10.200.${(address >> 8) & 255}.${address & 255}`;
}

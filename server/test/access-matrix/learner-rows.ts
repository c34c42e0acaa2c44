import crypto from 'node:crypto';
import { UpdateUserDetailsSchema } from '@pariksha/contracts/accounts';
import { SaveAnswersBodySchema } from '@pariksha/contracts/exams';
import { DEFAULT_CHANNELS } from '@pariksha/contracts/notifications';
import { anyone, e, enrolledOnly, moderators, ownerOnly, signedIn, type Entry } from './cells';
import { PNG } from './inputs';
import { totpCode } from '../helper';

// The rows of the learner's side of the API, and of signing in and out.

let seq = 0;
const uuid = () => crypto.randomUUID();
const origin = { origin: 'http://localhost:3000' };
const password = 'correct horse battery';
const email = () => `matrix-${crypto.randomBytes(5).toString('hex')}@example.com`;

export const LEARNER_ROWS: Record<string, Entry> = {
  // ─── open to anyone ───
  'GET /api/health': e(anyone),
  'GET /api/app-config': e(anyone),
  'POST /api/auth/sign-up/email': e(anyone, () => ({
    headers: origin,
    body: { name: 'New Learner', email: email(), password },
  })),
  'POST /api/auth/sign-in/email': e(anyone, ({ fx, who }) => {
    const me = fx.callers[who === 'signedOut' ? 'stranger' : who];
    return { headers: origin, body: { email: me.email, password: me.password } };
  }),
  // Ends the session of the token it sent (another session of the caller's own account); with
  // none, there is nothing to end and nothing to protect.
  'POST /api/auth/sign-out': e(anyone, async ({ fx, who }) => ({
    headers: origin,
    ...(who !== 'signedOut' && { as: await fx.fresh.session(who) }),
  })),
  'GET /api/auth/get-session': e(anyone),
  // No identity provider is configured here: it is not found, for anyone alike (never 401/403).
  'POST /api/auth/sign-in/social': e(
    { signedOut: 404, stranger: 404, owner: 404, teacher: 404, admin: 404 },
    () => ({ headers: origin, body: { provider: 'oidc', callbackURL: '/' } }),
  ),
  'GET /api/auth/callback/{providerId}': e(anyone, () => ({ params: { providerId: 'oidc' } }), 302),
  // Only a federated sign-in's cookie is exchanged; a bearer token is not that.
  'POST /api/accounts/handoff': {
    ...e({ signedOut: 401, stranger: 401, owner: 401, teacher: 401, admin: 401 }, () => ({
      headers: origin,
    })),
    refusedAfterInput: true,
  },
  'DELETE /api/media/session': e(anyone),

  // ─── two-step sign-in: a code answers a sign-in's challenge (signed out) or proves the
  // factor in the caller's own session (an account of the caller's kind with one) ───
  'POST /api/auth/two-factor/verify-totp': e(anyone, async ({ fx, who }) => {
    if (who === 'signedOut') {
      const { user, challenge } = await fx.fresh.challenge();
      return { headers: origin, body: { challenge, code: totpCode(user.totpSecret) } };
    }
    const account = await fx.fresh.enrolled(who);
    return { as: account.headers, headers: origin, body: { code: totpCode(account.totpSecret) } };
  }),
  'POST /api/auth/two-factor/verify-backup-code': e(anyone, async ({ fx, who }) => {
    if (who === 'signedOut') {
      const { user, challenge } = await fx.fresh.challenge();
      return { headers: origin, body: { challenge, code: user.backupCodes[0] } };
    }
    const account = await fx.fresh.enrolled(who);
    return { as: account.headers, headers: origin, body: { code: account.backupCodes[0] } };
  }),
  'POST /api/auth/two-factor/enable': e(signedIn, async ({ fx, who }) => {
    if (who === 'signedOut') return {};
    const account = await fx.fresh.unenrolled(who);
    return { as: account.headers, headers: origin, body: { password: account.password } };
  }),
  // Learners may turn theirs off; staff keep it.
  'POST /api/auth/two-factor/disable': e(
    { signedOut: 401, stranger: 'ok', owner: 'ok', teacher: 403, admin: 403 },
    async ({ fx, who }) => {
      if (who === 'signedOut') return {};
      const account = await fx.fresh.enrolled(who);
      return { as: account.headers, headers: origin, body: { password: account.password } };
    },
  ),
  'GET /api/twoFactor': e(signedIn),

  // ─── the learner's own account ───
  'GET /api/userdetails': e(signedIn),
  'PATCH /api/userdetails': e(signedIn, () => ({
    body: UpdateUserDetailsSchema.parse({ name: 'Renamed Person' }),
  })),
  // Deletes the account of the token: a fresh account of the caller's kind.
  'DELETE /api/userdetails': e(signedIn, async ({ fx, who }) => {
    if (who === 'signedOut') return {};
    const account = await fx.fresh.account(who);
    return { as: account.headers, body: { password: account.password } };
  }),
  'POST /api/userdetails/photo': e(signedIn, () => ({
    multipart: [{ name: 'photo', file: PNG, type: 'image/png' }],
  })),
  'POST /api/media/session': e(signedIn),

  // ─── recovering and changing the account ───
  'POST /api/auth/request-password-reset': e(anyone, () => ({ body: { email: email() } })),
  // Sends the browser on to the reset screen, whatever the token.
  'GET /api/auth/reset-password/{token}': e(anyone, () => ({ params: { token: 'made-up' } }), 302),
  'POST /api/auth/reset-password': e(anyone, async ({ fx }) => ({
    body: { token: await fx.fresh.resetToken(), newPassword: 'a brand new passphrase' },
  })),
  // The token in the link proves it; a session is neither needed nor looked at.
  'GET /api/auth/verify-email': e(anyone, async ({ fx }) => {
    const u = await fx.fresh.account('owner');
    return { query: { token: await fx.fresh.mailedToken(u.email, 'verify-email') } };
  }),
  // Each of a fresh account of the caller's kind: mails and password changes are counted.
  'POST /api/auth/send-verification-email': e(signedIn, async ({ fx, who }) =>
    who === 'signedOut' ? {} : { as: (await fx.fresh.account(who)).headers },
  ),
  'POST /api/auth/change-password': e(signedIn, async ({ fx, who }) => {
    if (who === 'signedOut') return {};
    const account = await fx.fresh.account(who);
    const body = { currentPassword: account.password, newPassword: 'a brand new passphrase' };
    return { as: account.headers, body };
  }),
  'POST /api/auth/change-email': e(signedIn, async ({ fx, who }) => {
    if (who === 'signedOut') return {};
    const account = await fx.fresh.account(who);
    return { as: account.headers, body: { newEmail: email(), password: account.password } };
  }),
  'GET /api/accounts/sessions': e(signedIn),
  'DELETE /api/accounts/sessions/{id}': e(ownerOnly, async ({ fx, madeUp }) => ({
    params: { id: madeUp ? uuid() : await fx.fresh.ownerDevice() },
  })),
  'POST /api/accounts/sessions/sign-out-others': e(signedIn, async ({ fx, who }) =>
    who === 'signedOut' ? {} : { as: (await fx.fresh.account(who)).headers },
  ),
  'GET /api/admin/me': e(signedIn),

  // ─── catalogue ───
  'GET /api/categoryForWeb': e(signedIn),
  'GET /api/category/level/{categoryId}/{levelId}': e(signedIn, ({ fx }) => ({
    params: { categoryId: fx.categoryId, levelId: fx.levelId },
  })),
  'GET /api/courses/continue': e(signedIn),
  'GET /api/courses/search': e(signedIn, () => ({ query: { query: 'course' } })),
  'GET /api/course/{id}': e(signedIn, ({ fx }) => ({ params: { id: fx.courseId } })),
  'GET /api/syllabus/{courseId}': e(signedIn, ({ fx }) => ({ params: { courseId: fx.courseId } })),

  // ─── enrolment ───
  'POST /api/enrolment/redeem': e(signedIn, async ({ fx }) => ({
    body: { code: (await fx.fresh.accessCode()).code },
  })),
  'GET /api/enrolment/my-courses': e(signedIn),

  // ─── recorded classes ───
  'GET /api/recordedclass/{courseId}': e(signedIn, ({ fx }) => ({
    params: { courseId: fx.courseId },
  })),
  'GET /api/recordedclasses/continue': e(signedIn),
  'GET /api/recordedclassById/{id}': e(enrolledOnly, ({ fx }) => ({
    params: { id: fx.recordedClassId },
  })),
  // Everyone's own place in a class: nobody can address another's.
  'PUT /api/recordedclassById/{id}/progress': e(enrolledOnly, ({ fx }) => ({
    params: { id: fx.recordedClassId },
    body: { positionSeconds: 30 },
  })),

  // ─── live classes ───
  'GET /api/course_liveclass/{courseId}': e(signedIn, ({ fx }) => ({
    params: { courseId: fx.courseId },
  })),
  'GET /api/course_liveclass_course': e(signedIn),
  'GET /api/liveclasses/upcoming': e(signedIn),
  'GET /api/liveclassById/{id}': e(enrolledOnly, ({ fx }) => ({ params: { id: fx.liveClassId } })),
  'GET /api/liveclassById/{id}/calendar': e(signedIn, ({ fx }) => ({
    params: { id: fx.liveClassId },
  })),
  'POST /api/liveclassById/{id}/ticket': e(enrolledOnly, ({ fx }) => ({
    params: { id: fx.liveClassId },
  })),
  'PUT /api/liveclassById/{id}/state': e(moderators, async ({ fx }) => ({
    params: { id: (await fx.fresh.liveClass()).id },
    body: { state: 'live' },
  })),
  'PUT /api/liveclassById/{id}/stream': e(moderators, ({ fx }) => ({
    params: { id: fx.liveClassId },
    body: { kind: 'hls', source: '/media/live/demo-loop.m3u8' },
  })),
  'DELETE /api/liveclassById/{id}/messages/{messageId}': e(moderators, ({ fx }) => ({
    params: { id: fx.liveClassId, messageId: fx.messageId },
  })),
  'PUT /api/liveclassById/{id}/messages/{messageId}/mute': e(moderators, ({ fx }) => ({
    params: { id: fx.liveClassId, messageId: fx.messageId },
  })),

  // ─── study material ───
  'GET /api/material/{courseId}': e(signedIn, ({ fx }) => ({ params: { courseId: fx.courseId } })),
  'GET /api/material/document/{materialId}': e(enrolledOnly, ({ fx }) => ({
    params: { materialId: fx.materialId },
  })),
  'PUT /api/material/document/{materialId}/progress': e(enrolledOnly, ({ fx }) => ({
    params: { materialId: fx.materialId },
    body: { page: 1 },
  })),
  'GET /api/material/file/{materialId}': e(
    enrolledOnly,
    ({ fx }) => ({ params: { materialId: fx.materialId } }),
    302,
  ),

  // ─── current affairs ───
  'GET /api/currentaffairs': e(signedIn, ({ fx }) => ({
    query: { categoryId: String(fx.categoryId) },
  })),
  'GET /api/currentaffairs/latest': e(signedIn),
  'GET /api/currentaffairs/{articleId}': e(signedIn, ({ fx }) => ({
    params: { articleId: fx.articleId },
  })),
  'GET /api/videoListCurrentAffairs': e(signedIn, ({ fx }) => ({
    query: { categoryId: String(fx.categoryId) },
  })),
  'GET /api/currentaffairsVideo/{id}': e(signedIn, ({ fx }) => ({
    params: { id: fx.affairsVideoId },
  })),

  // ─── mock tests: the catalogue of exams ───
  'GET /api/exams/course/{courseId}': e(signedIn, ({ fx }) => ({
    params: { courseId: fx.courseId },
  })),
  'GET /api/exam_recordedclass/{recordedClassId}': e(signedIn, ({ fx }) => ({
    params: { recordedClassId: fx.recordedClassId },
  })),
  'GET /api/exam_recordedclass_course/{courseId}': e(signedIn, ({ fx }) => ({
    params: { courseId: fx.courseId },
  })),
  'GET /api/exam_liveclass_course/{courseId}': e(signedIn, ({ fx }) => ({
    params: { courseId: fx.courseId },
  })),
  'GET /api/exams/{id}': e(enrolledOnly, ({ fx }) => ({ params: { id: fx.examId } })),
  // The owner resumes its open attempt; staff start one of their own; the stranger is not enrolled.
  'POST /api/exams/{id}/attempts': e(enrolledOnly, ({ fx }) => ({ params: { id: fx.examId } })),
  'GET /api/completeTest': e(signedIn),
  'GET /api/openAttempts': e(signedIn),
  'GET /api/papers': e(signedIn),
  'GET /api/examHistoryPage/{examId}': e(signedIn, ({ fx }) => ({
    params: { examId: fx.examId },
  })),

  // ─── mock tests: the owner's attempts ───
  'GET /api/exams/{id}/attempts/{attemptId}/paper': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { id: fx.examId, attemptId: madeUp ? uuid() : fx.openAttempt },
  })),
  // A fresh holder each time; the saves here send none, so they are not checked against it.
  'PUT /api/exams/{id}/attempts/{attemptId}/holder': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { id: fx.examId, attemptId: madeUp ? uuid() : fx.openAttempt },
    body: { holderId: uuid() },
  })),
  'GET /api/examTimeCalculation/{attemptId}': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { attemptId: madeUp ? uuid() : fx.openAttempt },
  })),
  'POST /api/v1/examAnswer': e(ownerOnly, ({ fx, madeUp }) => {
    const q = fx.questionIds[0]!;
    seq += 1;
    return {
      body: SaveAnswersBodySchema.parse({
        attemptId: madeUp ? uuid() : fx.openAttempt,
        answers: [{ questionId: q.id, optionId: q.correct, markedForReview: false, seq }],
      }),
    };
  }),
  // Each call ends an attempt of the owner's own: the open one stays open for the others.
  'POST /api/v1/endExam': e(ownerOnly, async ({ fx, madeUp }) => ({
    body: { attemptId: madeUp ? uuid() : await fx.fresh.ownerAttempt() },
  })),
  'GET /api/completedTestResult/{attemptId}': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { attemptId: madeUp ? uuid() : fx.doneAttempt },
  })),

  // ─── practice: each learner's own sets ───
  'GET /api/practice/topics': e(signedIn),
  'GET /api/practice/sets': e(signedIn),
  'POST /api/practice/sets': e(signedIn, ({ fx }) => ({
    body: { topicIds: [fx.practiceTopicId], count: 1, mode: 'learn' },
  })),
  // Checking again answers the check that stands: one question serves every call.
  'POST /api/practice/attempts/{attemptId}/check': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { attemptId: madeUp ? uuid() : fx.practiceAttempt },
    body: fx.practiceCheck,
  })),
  'GET /api/practice/attempts/{attemptId}/checks': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { attemptId: madeUp ? uuid() : fx.practiceAttempt },
  })),
  'GET /api/practice/mistakes': e(signedIn),
  // The day's quiz: every caller's level has one (fixtures); anyone signed in reads any day's.
  'GET /api/daily': e(signedIn),
  'POST /api/daily/attempts': e(signedIn),
  'GET /api/daily/days': e(signedIn),
  'GET /api/daily/quizzes/{examId}/leaderboard': e(signedIn, ({ fx }) => ({
    params: { examId: fx.dailyQuizId },
  })),
  'GET /api/daily/quizzes/{examId}/answers': e(signedIn, ({ fx }) => ({
    params: { examId: fx.pastDailyQuizId },
  })),

  // ─── where I stand: one's own figures; a level's weekly board (names only of those who chose one) ───
  'GET /api/progress/standing': e(signedIn),
  'GET /api/progress/levels/{levelId}/leaderboard': e(signedIn, ({ fx }) => ({
    params: { levelId: fx.levelId },
  })),
  // Doubts and reports: on a question one has met (the owner's finished test, which nobody else
  // sits here). A new question each time, since each kind may be sent once.
  'GET /api/questions/{questionId}/feedback': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { questionId: madeUp ? 2_000_000_000 : fx.doneQuestionId },
  })),
  'POST /api/questions/{questionId}/feedback': e(ownerOnly, async ({ fx, madeUp }) => ({
    params: { questionId: madeUp ? 2_000_000_000 : await fx.fresh.ownerDoneQuestion() },
    body: { kind: 'doubt', text: 'Why is it so?' },
  })),
  'GET /api/practice/bookmarks': e(signedIn),
  // Only a question one has met (on the paper of an attempt of one's own) can be bookmarked:
  // the owner's finished test is one nobody else sits here.
  'PUT /api/practice/bookmarks/{questionId}': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { questionId: madeUp ? 2_000_000_000 : fx.doneQuestionId },
  })),
  // Taking a bookmark off is the same whether there was one (a question that is not there: 404).
  'DELETE /api/practice/bookmarks/{questionId}': e(signedIn, ({ fx }) => ({
    params: { questionId: fx.questionIds[1]!.id },
  })),

  // ─── notifications: the learner's own; the unsubscribe link needs no sign-in (its token) ───
  'GET /api/notifications': e(signedIn),
  'GET /api/notifications/unread': e(signedIn),
  'POST /api/notifications/read-all': e(signedIn),
  'POST /api/notifications/{id}/read': e(ownerOnly, ({ fx, madeUp }) => ({
    params: { id: madeUp ? 2_000_000_000 : fx.notificationId },
  })),
  'GET /api/notifications/preferences': e(signedIn),
  'PUT /api/notifications/preferences': e(signedIn, () => ({ body: DEFAULT_CHANNELS })),
  'POST /api/notifications/unsubscribe': e(anyone, ({ fx }) => ({
    query: { token: fx.unsubscribeToken },
  })),
  'GET /api/notifications/unsubscribe': e(
    anyone,
    ({ fx }) => ({ query: { token: fx.unsubscribeToken } }),
    303,
  ),
  'GET /api/notifications/unsubscribe/status': e(anyone, ({ fx }) => ({
    query: { token: fx.unsubscribeToken },
  })),
};

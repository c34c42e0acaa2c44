import type { ComponentType } from 'react';
import { lazyChunk } from './lazy-chunk';

/**
 * Every route of the spec's table. `set` says which route set holds it (spec §2, DESIGN "Reading
 * the specification"): public (signed out only), private (signed in only) or both.
 */
export type RouteDef = {
  key: string;
  path: string;
  set: 'public' | 'private' | 'both';
  page: ComponentType;
  /** instructions, examend, examresult, exampage: full width without the page container. */
  fullWidth?: boolean;
  hideTopBar?: boolean;
  /** Query parameters that name what the screen shows (`/pdf?material=`): kept with the route's. */
  query?: string[];
};

const p = lazyChunk;

// One line a route: the table reads as the specification's route table.
// prettier-ignore
export const routes: RouteDef[] = [
  { key: 'home', path: '/', set: 'private', page: p(() => import('../features/catalogue/pages/home-page')) },
  { key: 'login', path: '/login', set: 'public', hideTopBar: true, page: p(() => import('../features/accounts/pages/login-page')) },
  { key: 'register', path: '/register', set: 'public', hideTopBar: true, page: p(() => import('../features/accounts/pages/register-page')) },
  { key: 'profile', path: '/profile', set: 'both', hideTopBar: true, page: p(() => import('../features/accounts/pages/profile-page')) },
  { key: 'privacy', path: '/privacypolicy', set: 'both', hideTopBar: true, page: p(() => import('../features/info/pages/privacy-page')) },
  { key: 'accountdelete', path: '/delete-account', set: 'both', hideTopBar: true, page: p(() => import('../features/accounts/pages/delete-account-page')) },
  { key: 'termsandconditions', path: '/termsandconditions', set: 'both', page: p(() => import('../features/info/pages/terms-page')) },
  { key: 'appstore', path: '/appstore', set: 'both', hideTopBar: true, page: p(() => import('../features/info/pages/appstore-page')) },
  { key: 'courses', path: '/courses/:id', set: 'private', page: p(() => import('../features/catalogue/pages/course-page')) },
  { key: 'coursesyllabus', path: '/coursesyllabus/:id', set: 'private', page: p(() => import('../features/catalogue/pages/course-syllabus-page')) },
  { key: 'progress', path: '/progress/:catId/:levelId', set: 'private', page: p(() => import('./pages/progress-page')) },
  { key: 'search', path: '/progress/search/:id', set: 'private', page: p(() => import('../features/catalogue/pages/search-landing-page')) },
  { key: 'recordedClass', path: '/recordedclass/:id', set: 'private', page: p(() => import('../features/classes/pages/recorded-class-list-page')) },
  { key: 'courserecord', path: '/recordedclass/:id/:syllabus_id', set: 'private', page: p(() => import('../features/classes/pages/recorded-class-list-page')) },
  { key: 'recordedClassVideo', path: '/recordedclassvideo/:id', set: 'private', page: p(() => import('../features/classes/pages/recorded-class-video-page')) },
  { key: 'courseClassVideo', path: '/courseclassvideo/:syllabus_id/:id', set: 'private', page: p(() => import('../features/classes/pages/course-class-video-page')) },
  { key: 'liveClass', path: '/liveclass/:id', set: 'private', page: p(() => import('../features/live/pages/live-class-list-page')) },
  { key: 'liveVideo', path: '/liveVideo/:id', set: 'private', page: p(() => import('../features/live/pages/live-video-page')) },
  { key: 'affairs', path: '/affairs/:id', set: 'private', page: p(() => import('../features/affairs/pages/affairs-page')) },
  { key: 'affairsByMonth', path: '/affairs/:id/:month', set: 'private', page: p(() => import('../features/affairs/pages/affairs-page')) },
  { key: 'affairsVideo', path: '/affairsVideo/:id', set: 'private', page: p(() => import('../features/affairs/pages/affairs-video-page')) },
  { key: 'material', path: '/material/:id', set: 'private', page: p(() => import('../features/material/pages/material-page')) },
  { key: 'pdf', path: '/pdf', set: 'private', query: ['material'], page: p(() => import('../features/material/pages/pdf-page')) },
  { key: 'mocktest', path: '/mocktest/:id', set: 'private', page: p(() => import('../features/exams/pages/mock-test-list-page')) },
  { key: 'instructions', path: '/instructions/:id', set: 'private', fullWidth: true, page: p(() => import('../features/exams/pages/instructions-page')) },
  { key: 'exampage', path: '/exampage/:id/:attemptId', set: 'private', fullWidth: true, hideTopBar: true, page: p(() => import('../features/exams/pages/exam-page')) },
  { key: 'examend', path: '/examend/:id/:attemptId', set: 'private', fullWidth: true, page: p(() => import('../features/exams/pages/exam-end-page')) },
  { key: 'examresult', path: '/examresult/:id/:attemptId', set: 'private', fullWidth: true, page: p(() => import('../features/exams/pages/exam-result-page')) },
  { key: 'examhistory', path: '/examhistory/:id', set: 'private', page: p(() => import('../features/exams/pages/exam-history-page')) },
  { key: 'completedTestResult', path: '/completedTestResult/:attemptId', set: 'private', page: p(() => import('../features/exams/pages/completed-test-result-page')) },
  { key: 'examrecord', path: '/examrecordedclass/:id', set: 'private', page: p(() => import('../features/exams/pages/exam-recorded-class-page')) },
  // Recovering and keeping the account (not in the specification): mails link to the first three.
  { key: 'forgotPassword', path: '/forgot-password', set: 'public', hideTopBar: true, page: p(() => import('../features/accounts/pages/forgot-password-page')) },
  { key: 'resetPassword', path: '/reset-password', set: 'both', hideTopBar: true, page: p(() => import('../features/accounts/pages/reset-password-page')) },
  { key: 'verifyEmail', path: '/verify-email', set: 'both', hideTopBar: true, page: p(() => import('../features/accounts/pages/verify-email-page')) },
  { key: 'account', path: '/account', set: 'private', page: p(() => import('../features/accounts/pages/account-page')) },
  // Every finished test across courses (not in the specification).
  // The courses the learner holds through a batch or a code, with their access (decision 025).
  { key: 'mycourses', path: '/mycourses', set: 'private', page: p(() => import('../features/enrolment/pages/my-courses-page')) },
  { key: 'mytests', path: '/mytests', set: 'private', page: p(() => import('../features/exams/pages/my-tests-page')) },
  // Practice sets drawn from the question bank by topic (decision 026), taken on the exam screens.
  { key: 'practice', path: '/practice', set: 'private', page: p(() => import('../features/practice/pages/practice-page')) },
  { key: 'mistakes', path: '/practice/mistakes', set: 'private', page: p(() => import('../features/practice/pages/mistakes-page')) },
  { key: 'bookmarks', path: '/practice/bookmarks', set: 'private', query: ['page'], page: p(() => import('../features/practice/pages/bookmarks-page')) },
  // The library of previous-year papers: taken as mock tests, or practised by topic.
  { key: 'papers', path: '/papers', set: 'private', query: ['board', 'post'], page: p(() => import('../features/exams/pages/papers-page')) },
  // The day's quiz of the learner's level, their streak and the leaderboard (decision 026).
  { key: 'daily', path: '/daily', set: 'private', page: p(() => import('../features/exams/daily/pages/daily-page')) },
  { key: 'dailyAnswers', path: '/daily/:examId/answers', set: 'private', page: p(() => import('../features/exams/daily/pages/daily-answers-page')) },
  // Notifications (not in the specification): the list, the choices, and the page a mail's
  // "stop these mails" opens, signed in or not.
  { key: 'notifications', path: '/notifications', set: 'private', page: p(() => import('../features/notifications/pages/notifications-page')) },
  { key: 'notificationPreferences', path: '/notifications/preferences', set: 'private', page: p(() => import('../features/notifications/pages/notification-preferences-page')) },
  { key: 'unsubscribe', path: '/notifications/unsubscribe', set: 'both', query: ['token'], page: p(() => import('../features/notifications/pages/unsubscribe-page')) },
  // Two-step sign-in for one's own account (not in the specification).
  { key: 'twofactor', path: '/two-factor', set: 'private', page: p(() => import('../features/accounts/two-factor/pages/two-factor-page')) },
  // The staff console (not in the specification): its own chunk and its own routes inside.
  { key: 'admin', path: '/admin/*', set: 'private', page: p(() => import('./console/console-page')) },
];

/*
 * The Pariksha API's types, generated from its OpenAPI document by `npm run api:types`
 * (openapi-typescript). Do not edit: regenerate.
 */

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers and the node is not shutting down */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/request-password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link (30 minutes, single use) to the address, if an account uses it; the answer never says */
    post: operations['postAuthRequestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where a reset mail links: on to the reset screen with the token, or with an error */
    get: operations['getAuthResetPasswordByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link’s token (the rules of sign-up); every session of the account ends */
    post: operations['postAuthResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/send-verification-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the link that confirms my email address again (send no body, or {}) */
    post: operations['postAuthSendVerificationEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirm an email address with the token of its mailed link (no session needed) */
    get: operations['getAuthVerifyEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my password (the current one required, the rules of sign-up); my other devices sign out, this one stays */
    post: operations['postAuthChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my email address: it changes once confirmed from a link mailed to the new one; the old one is told */
    post: operations['postAuthChangeEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The devices signed in to my account, this one marked, the most recently used first */
    get: operations['getAccountsSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign one of my devices out (its session ends at once) */
    delete: operations['deleteAccountsSessionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/sessions/sign-out-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out every device of my account but this one (send no body, or {}) */
    post: operations['postAccountsSessionsSignOutOthers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-up/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account → {token, user} */
    post: operations['postAuthSignUpEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-in/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password → {token, user} */
    post: operations['postAuthSignInEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends the session of the bearer token (send no body, or {}) */
    post: operations['postAuthSignOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/get-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session of the bearer token, or null */
    get: operations['getAuthGetSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-in/social': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start federated sign-in → {url} of the identity provider */
    post: operations['postAuthSignInSocial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/callback/{providerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the identity provider sends the browser back */
    get: operations['getAuthCallbackByProviderId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start setting up an authenticator app → {totpURI, secret, backupCodes}; a code from the app confirms it (verify-totp) */
    post: operations['postAuthTwoFactorEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/verify-totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A code from the authenticator app: with {challenge}, finishes a sign-in; signed in, confirms the set-up or proves the factor in this session → {token, user} */
    post: operations['postAuthTwoFactorVerifyTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/verify-backup-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A backup code (each works once): with {challenge}, finishes a sign-in; signed in, confirms the set-up or proves the factor in this session → {token, user} */
    post: operations['postAuthTwoFactorVerifyBackupCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn two-step sign-in off (learners; staff keep it) → {status, token}: the session is replaced */
    post: operations['postAuthTwoFactorDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/twoFactor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller has two-step sign-in, whether their role needs it, and whether this session proved it */
    get: operations['getTwoFactor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exams/course/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exams of a course with the learner's standing */
    get: operations['getExamsCourseByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/papers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The library of previous-year papers, newest year first, with the learner's standing in each */
    get: operations['getPapers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exam_recordedclass/{recordedClassId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exams attached to a recorded class, with the learner's standing */
    get: operations['getExamRecordedclassByRecordedClassId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exam_recordedclass_course/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exams attached to a course's recorded classes, by class */
    get: operations['getExamRecordedclassCourseByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exam_liveclass_course/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exams attached to a course's live classes, by class */
    get: operations['getExamLiveclassCourseByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exams/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One exam (never its answers) */
    get: operations['getExamsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exams/{id}/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start an attempt, or resume the open one */
    post: operations['postExamsByIdAttempts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exams/{id}/attempts/{attemptId}/paper': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The question paper and the answers saved so far */
    get: operations['getExamsByIdAttemptsByAttemptIdPaper'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exams/{id}/attempts/{attemptId}/holder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Take the attempt over for this tab or device
     * @description The exam page claims its attempt each time it opens, with a new holderId. From then on, answer saves and the end sent with an older holderId are refused with 409 ATTEMPT_TAKEN_OVER and change nothing. 409 ATTEMPT_CLOSED when the attempt has ended.
     */
    put: operations['putExamsByIdAttemptsByAttemptIdHolder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examTimeCalculation/{attemptId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server time and deadline of an attempt */
    get: operations['getExamTimeCalculationByAttemptId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/examAnswer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a batch of answers (newest seq wins)
     * @description Sent with the holderId that claimed the attempt; 409 ATTEMPT_TAKEN_OVER (nothing saved) once another tab or device has claimed it. 409 ATTEMPT_CLOSED after the attempt ended.
     */
    post: operations['postV1ExamAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/endExam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End an attempt (idempotent)
     * @description With a holderId, only the tab or device holding the attempt ends it or reads its summary; another gets 409 ATTEMPT_TAKEN_OVER and nothing changes.
     */
    post: operations['postV1EndExam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/completeTest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner's finished attempts, newest first */
    get: operations['getCompleteTest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openAttempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The learner's attempts still running, soonest deadline first
     * @description Attempts in progress whose deadline has not passed, on any exam: what the app offers to resume on every screen. Count down from `deadline` corrected by `serverNow`.
     */
    get: operations['getOpenAttempts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/completedTestResult/{attemptId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Result of a finished attempt, with rank and review */
    get: operations['getCompletedTestResultByAttemptId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examHistoryPage/{examId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner's attempts of one exam */
    get: operations['getExamHistoryPageByExamId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a question-bank file for import (multipart: format, dryRun, onlyValid, sectionId, then file; at most 5 MB): 202 with the import, which a background job reads */
    post: operations['postAdminExamsByIdQuestionsImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions/imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One import of the exam: queued, running (questions read of those in the file), then done with its result or failed with its error */
    get: operations['getAdminExamsByIdQuestionsImportsByImportId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/topics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The question bank's topic tree, a parent before its children */
    get: operations['getAdminTopics'];
    put?: never;
    /** Adds a subject, or a topic under one, or a subtopic under a topic */
    post: operations['postAdminTopics'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/topics/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Renames a topic, or moves it with what is under it */
    put: operations['putAdminTopicsById'];
    post?: never;
    /** Deletes a topic with no subtopic and no question under it */
    delete: operations['deleteAdminTopicsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bank/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The bank's questions, newest first, by topic, words, difficulty */
    get: operations['getAdminBankQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bank/questions/topic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Files questions under a topic (null: under none) */
    put: operations['putAdminBankQuestionsTopic'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions/from-bank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Puts questions of the bank at the end of a section (not once it's been taken) */
    post: operations['postAdminExamsByIdQuestionsFromBank'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions/{questionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Takes a question off this paper (not once it's been taken); it stays in the bank */
    delete: operations['deleteAdminExamsByIdQuestionsByQuestionId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Questions with doubts or reports, most first, each with the items the query picks */
    get: operations['getAdminFeedback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/feedback/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Answer a doubt (every learner reads it), or accept or reject a report with a reply */
    put: operations['putAdminFeedbackById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/exams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's exams, published or not */
    get: operations['getAdminCoursesByIdExams'];
    put?: never;
    /** Adds an exam at the end of a course */
    post: operations['postAdminCoursesByIdExams'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One exam with its sections and counts */
    get: operations['getAdminExamsById'];
    /** Edits an exam and its sections; new marks on an exam with attempts need regrade: true */
    put: operations['putAdminExamsById'];
    post?: never;
    /** Deletes an exam; with attempts only with ?confirm=true */
    delete: operations['deleteAdminExamsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An exam's questions with their keys, in paper order */
    get: operations['getAdminExamsByIdQuestions'];
    put?: never;
    /** Adds a question at the end of its section (not once the exam has attempts) */
    post: operations['postAdminExamsByIdQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/questions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edits a question; a new key on an exam with attempts needs regrade: true */
    put: operations['putAdminQuestionsById'];
    post?: never;
    /** Deletes a question (not once the exam has attempts) */
    delete: operations['deleteAdminQuestionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The exam's questions as CSV or GIFT, which import back to the same questions */
    get: operations['getAdminExamsByIdQuestionsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/questions/template.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The CSV layout of the question bank, with two example rows */
    get: operations['getAdminQuestionsTemplateCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Score distribution and per-question figures of an exam's ranked attempts */
    get: operations['getAdminExamsByIdStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An exam's attempts, newest first, searchable by name or email; ?format=csv downloads all */
    get: operations['getAdminExamsByIdAttempts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/topics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The topic tree as I may practise it (of one previous-year paper, if named), with my figures in each topic */
    get: operations['getPracticeTopics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/sets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My practice sets, newest first */
    get: operations['getPracticeSets'];
    put?: never;
    /** Draw a practice set from topics (or my weak topics) and start it; 409 NOTHING_TO_PRACTISE when none can be drawn */
    post: operations['postPracticeSets'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/attempts/{attemptId}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check an answer of a learn-mode set: kept for good, answered with its key and explanation */
    post: operations['postPracticeAttemptsByAttemptIdCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/attempts/{attemptId}/checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The questions of a learn-mode set checked so far, with their keys */
    get: operations['getPracticeAttemptsByAttemptIdChecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/mistakes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My mistakes by topic: questions answered wrong and not yet right twice running */
    get: operations['getPracticeMistakes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/bookmarks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My bookmarked questions, newest first, a page at a time */
    get: operations['getPracticeBookmarks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/bookmarks/{questionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Bookmark a question I have met in a test or a set (404 for any other) */
    put: operations['putPracticeBookmarksByQuestionId'];
    post?: never;
    /** Take my bookmark off a question */
    delete: operations['deletePracticeBookmarksByQuestionId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Today's quiz of my exam level (made by the first request after 06:00 India time) and my streak */
    get: operations['getDaily'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start today's quiz (or resume it); 409 LEVEL_NOT_CHOSEN without an exam level, EXAM_NOT_OPEN before 06:00 India time, ATTEMPT_LIMIT_REACHED once taken */
    post: operations['postDailyAttempts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily/days': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The past days' quizzes of my level (and others I took), newest first */
    get: operations['getDailyDays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily/quizzes/{examId}/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A day's leaderboard: score, then time; the best named places and mine */
    get: operations['getDailyQuizzesByExamIdLeaderboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily/quizzes/{examId}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A closed day's questions with their keys and explanations (409 while it is open) */
    get: operations['getDailyQuizzesByExamIdAnswers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/progress/standing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where I stand: accuracy by topic, the trend of my test scores, my time per question beside the top 10 %, my weakest topics */
    get: operations['getProgressStanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/progress/levels/{levelId}/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A level's weekly leaderboard (Monday 00:00 India time): the first places among learners who chose a name, and my own place */
    get: operations['getProgressLevelsByLevelIdLeaderboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/questions/{questionId}/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What I sent about a question I have met, and the answered doubts of everyone */
    get: operations['getQuestionsByQuestionIdFeedback'];
    put?: never;
    /** Ask about a question I have met, or report an error in it (once of each kind; 409 after) */
    post: operations['postQuestionsByQuestionIdFeedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/app-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign-in options and store links */
    get: operations['getAppConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/userdetails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My profile */
    get: operations['getUserdetails'];
    put?: never;
    post?: never;
    /** Delete my account for good, confirmed with the password */
    delete: operations['deleteUserdetails'];
    options?: never;
    head?: never;
    /** Update my profile (name, phone, target category and level, interface language; imageUrl: null removes the photo) */
    patch: operations['patchUserdetails'];
    trace?: never;
  };
  '/api/userdetails/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload my photo (multipart field "photo": JPEG, PNG or WebP, at most 2 MB) */
    post: operations['postUserdetailsPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/handoff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** After federated sign-in: exchange the session cookie for the bearer token */
    post: operations['postAccountsHandoff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categoryForWeb': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Categories, each with the levels that have courses */
    get: operations['getCategoryForWeb'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/category/level/{categoryId}/{levelId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Courses of a category and level, with the learner’s progress in each */
    get: operations['getCategoryLevelByCategoryIdByLevelId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/continue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Courses the learner has started, furthest along first */
    get: operations['getCoursesContinue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search courses by name, exam abbreviation, category or level (partial words, one-letter typos, any script) */
    get: operations['getCoursesSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/course/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One course */
    get: operations['getCourseById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/syllabus/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Syllabus units of a course, in order */
    get: operations['getSyllabusByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's access (free or restricted) and its preview items */
    get: operations['getAdminCoursesByIdAccess'];
    /** Makes a course free or restricted */
    put: operations['putAdminCoursesByIdAccess'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Categories and levels with their course counts */
    get: operations['getAdminCategories'];
    put?: never;
    /** Adds a category at the end */
    post: operations['postAdminCategories'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edits a category (409 if changed since read) */
    put: operations['putAdminCategoriesById'];
    post?: never;
    /** Deletes a category that has no course */
    delete: operations['deleteAdminCategoriesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/levels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a level at the end */
    post: operations['postAdminLevels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/levels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edits a level (409 if changed since read) */
    put: operations['putAdminLevelsById'];
    post?: never;
    /** Deletes a level that has no course */
    delete: operations['deleteAdminLevelsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Courses, published or not, newest changes first */
    get: operations['getAdminCourses'];
    put?: never;
    /** Creates a course */
    post: operations['postAdminCourses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One course with what depends on it */
    get: operations['getAdminCoursesById'];
    /** Edits, publishes or unpublishes a course (409 if changed since read) */
    put: operations['putAdminCoursesById'];
    post?: never;
    /** Deletes a course and its content; 409 naming what learners have unless ?confirm=true */
    delete: operations['deleteAdminCoursesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's syllabus units in order */
    get: operations['getAdminCoursesByIdUnits'];
    put?: never;
    /** Adds a unit at the end of the syllabus */
    post: operations['postAdminCoursesByIdUnits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/units/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edits a unit (409 if changed since read) */
    put: operations['putAdminUnitsById'];
    post?: never;
    /** Deletes a unit; 409 naming its classes and documents unless ?confirm=true */
    delete: operations['deleteAdminUnitsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts the categories in a new order: every id once */
    put: operations['putAdminCategoriesOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/levels/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts the levels in a new order: every id once */
    put: operations['putAdminLevelsOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/units/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts a course's syllabus units in a new order: every id once */
    put: operations['putAdminCoursesByIdUnitsOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/exams/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts a course's exams in a new order: every id once */
    put: operations['putAdminCoursesByIdExamsOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exams/{id}/questions/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts an exam's questions in a new order: every id once */
    put: operations['putAdminExamsByIdQuestionsOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enrolment/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enter an access code (case, spaces and dashes do not matter): join its batch or course at once */
    post: operations['postEnrolmentRedeem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enrolment/my-courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The courses I hold or held through a batch or a code, each with its access now */
    get: operations['getEnrolmentMyCourses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Marks or unmarks a class, document or test of the course as a free preview */
    put: operations['putAdminCoursesByIdPreview'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/enrolments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learners a course is granted to (by a code or by staff) */
    get: operations['getAdminCoursesByIdEnrolments'];
    put?: never;
    /** Grants a course to the account with this email, until a date or without end */
    post: operations['postAdminCoursesByIdEnrolments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/enrolments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets when a grant ends (extends or shortens it; lifts a revocation) */
    put: operations['putAdminEnrolmentsById'];
    post?: never;
    /** Revokes a grant now (the learner keeps their results) */
    delete: operations['deleteAdminEnrolmentsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Batches, newest first */
    get: operations['getAdminBatches'];
    put?: never;
    /** Adds a batch: a name, its courses, when its access starts and ends */
    post: operations['postAdminBatches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/batches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One batch */
    get: operations['getAdminBatchesById'];
    /** Edits a batch (409 if changed since read); a new end extends or ends its access */
    put: operations['putAdminBatchesById'];
    post?: never;
    /** Deletes a batch, its memberships and its codes */
    delete: operations['deleteAdminBatchesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/batches/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A batch's members, those still without an account last */
    get: operations['getAdminBatchesByIdMembers'];
    put?: never;
    /** Adds one learner by email (without an account yet: when they sign up with it) */
    post: operations['postAdminBatchesByIdMembers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/batches/{id}/members/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds learners from a CSV of emails; answers each line: added, pending, already, invalid */
    post: operations['postAdminBatchesByIdMembersImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/batches/{id}/members/{memberId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a member (or a pending address) from a batch */
    delete: operations['deleteAdminBatchesByIdMembersByMemberId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A batch's or a course's codes, with the seats used */
    get: operations['getAdminAccessCodes'];
    put?: never;
    /** Generates codes for a batch or a course: how many, seats each, expiry */
    post: operations['postAdminAccessCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access-codes/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A batch's or a course's codes as CSV, to print or send */
    get: operations['getAdminAccessCodesExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access-codes/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revokes a code: nobody more can use it (those who did keep their access) */
    post: operations['postAdminAccessCodesByIdRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/recordedclass/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's recorded classes by syllabus unit, with the learner's progress */
    get: operations['getRecordedclassByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/recordedclasses/continue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner’s classes in progress, most recent first */
    get: operations['getRecordedclassesContinue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/recordedclassById/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One recorded class: its video, captions, notes, neighbours and resume position */
    get: operations['getRecordedclassByIdById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/recordedclassById/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves where the learner is in a class (watched from 90 %) */
    put: operations['putRecordedclassByIdByIdProgress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/units/{id}/classes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A syllabus unit's recorded classes, published or not */
    get: operations['getAdminUnitsByIdClasses'];
    put?: never;
    /** Adds to a syllabus unit's recorded classes */
    post: operations['postAdminUnitsByIdClasses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/classes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One recorded class */
    get: operations['getAdminClassesById'];
    /** Edits a recorded class (409 if changed since read) */
    put: operations['putAdminClassesById'];
    post?: never;
    /** Deletes a recorded class; one learners have used only with ?confirm=true */
    delete: operations['deleteAdminClassesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/course_liveclass/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's live classes: live now, upcoming (soonest first), ended (latest first) */
    get: operations['getCourseLiveclassByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/course_liveclass_course': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Courses that have live classes, each with its next one */
    get: operations['getCourseLiveclassCourse'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclasses/upcoming': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner's next live classes in the courses of their exam (live now first) */
    get: operations['getLiveclassesUpcoming'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One live class: its state, its stream and whether the learner moderates it */
    get: operations['getLiveclassByIdById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The class as an iCalendar event (text/calendar), to add to a calendar */
    get: operations['getLiveclassByIdByIdCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A single-use ticket (60 s) that opens the class’s chat socket
     * @description Then open the WebSocket `GET /api/liveclassById/:id/socket?ticket=…[&after=<messageId>]`. Server frames: hello {messages, viewers, state}, message {message}, removed {id}, viewers {count}, state {state}, error {code, message, retryAfterMs?}; client frames: send {text}, at most one per 2 s (error too_fast), plain text (error bad_text). Close codes: 4401 a bad, used or expired ticket; 4404 no such class; 4410 the session ended (signed out, account deleted); 4429 too many chat sockets for the account (3) or the address on this server; 1008 more than 10 frames in a second.
     */
    post: operations['postLiveclassByIdByIdTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the class live or ended (its teacher or an admin) */
    put: operations['putLiveclassByIdByIdState'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets where the class streams from: an HLS playlist or a YouTube video (teacher or admin) */
    put: operations['putLiveclassByIdByIdStream'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}/messages/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a chat message for everyone (the class’s teacher or an admin) */
    delete: operations['deleteLiveclassByIdByIdMessagesByMessageId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/liveclassById/{id}/messages/{messageId}/mute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mutes the writer of a message for the rest of the class (teacher or admin) */
    put: operations['putLiveclassByIdByIdMessagesByMessageIdMute'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/live-classes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's live classes, published or not */
    get: operations['getAdminCoursesByIdLiveClasses'];
    put?: never;
    /** Adds to a course's live classes */
    post: operations['postAdminCoursesByIdLiveClasses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/live-classes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One live class */
    get: operations['getAdminLiveClassesById'];
    /** Edits a live class (409 if changed since read) */
    put: operations['putAdminLiveClassesById'];
    post?: never;
    /** Deletes a live class; one learners have used only with ?confirm=true */
    delete: operations['deleteAdminLiveClassesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/material/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's documents, course-wide first then by syllabus unit, with the learner's last page */
    get: operations['getMaterialByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/material/document/{materialId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One document: its file, pages, and where the learner stopped */
    get: operations['getMaterialDocumentByMaterialId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/material/document/{materialId}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Keeps the last page the learner read */
    put: operations['putMaterialDocumentByMaterialIdProgress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/material/file/{materialId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The document's bytes: a redirect to its /media address, opened by the media cookie with range requests */
    get: operations['getMaterialFileByMaterialId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's study material, published or not */
    get: operations['getAdminCoursesByIdMaterials'];
    put?: never;
    /** Adds to a course's study material */
    post: operations['postAdminCoursesByIdMaterials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/materials/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One document */
    get: operations['getAdminMaterialsById'];
    /** Edits a document (409 if changed since read) */
    put: operations['putAdminMaterialsById'];
    post?: never;
    /** Deletes a document; one learners have used only with ?confirm=true */
    delete: operations['deleteAdminMaterialsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currentaffairs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A category's months with their article counts (newest first); with month=YYYY-MM, that month's articles (language, tag) */
    get: operations['getCurrentaffairs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currentaffairs/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest articles for the learner's exam (home) */
    get: operations['getCurrentaffairsLatest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currentaffairs/{articleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One article in full (sanitised HTML) */
    get: operations['getCurrentaffairsByArticleId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/videoListCurrentAffairs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A category's current-affairs videos, newest first */
    get: operations['getVideoListCurrentAffairs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currentaffairsVideo/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One current-affairs video with its source and captions */
    get: operations['getCurrentaffairsVideoById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/{id}/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A category's current-affairs articles, published or not */
    get: operations['getAdminCategoriesByIdArticles'];
    put?: never;
    /** Adds to a category's current-affairs articles */
    post: operations['postAdminCategoriesByIdArticles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/articles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One article */
    get: operations['getAdminArticlesById'];
    /** Edits a article (409 if changed since read) */
    put: operations['putAdminArticlesById'];
    post?: never;
    /** Deletes a article; one learners have used only with ?confirm=true */
    delete: operations['deleteAdminArticlesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/{id}/affairs-videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A category's current-affairs videos, published or not */
    get: operations['getAdminCategoriesByIdAffairsVideos'];
    put?: never;
    /** Adds to a category's current-affairs videos */
    post: operations['postAdminCategoriesByIdAffairsVideos'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/affairs-videos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One video */
    get: operations['getAdminAffairsVideosById'];
    /** Edits a video (409 if changed since read) */
    put: operations['putAdminAffairsVideosById'];
    post?: never;
    /** Deletes a video; one learners have used only with ?confirm=true */
    delete: operations['deleteAdminAffairsVideosById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My notifications, newest first, a page at a time (?before=<meta.next>) */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of my notifications are unread */
    get: operations['getNotificationsUnread'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks all my notifications read */
    post: operations['postNotificationsReadAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks one of my notifications read */
    post: operations['postNotificationsByIdRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How I get each kind of notification (in the app, by mail) */
    get: operations['getNotificationsPreferences'];
    /** Sets how I get each kind of notification (every kind given) */
    put: operations['putNotificationsPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The web page that confirms the unsubscribe (changes nothing by itself) */
    get: operations['getNotificationsUnsubscribe'];
    put?: never;
    /** Stops the mail of the token's kind (one-click unsubscribe, RFC 8058) */
    post: operations['postNotificationsUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The kind a token names and whether its mail is on (the confirmation page's) */
    get: operations['getNotificationsUnsubscribeStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's role: the console shows itself to teachers and admins only */
    get: operations['getAdminMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff; with ?email=, the accounts whose email contains it */
    get: operations['getAdminPeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/people/{userId}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Grants a role (teacher, admin) or revokes it (learner) */
    put: operations['putAdminPeopleByUserIdRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/people/{userId}/twoFactor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Resets a person's two-step sign-in (a lost phone): they set up an authenticator app again at their next sign-in */
    delete: operations['deleteAdminPeopleByUserIdTwoFactor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every staff change, newest first, by entity, action, id or who made it */
    get: operations['getAdminAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uploads a file (multipart: kind — course-image, image, pdf, video, captions — then file); answers its media key */
    post: operations['postAdminUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/media/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the cookie that opens paid media under /media (question images, classes, documents); renew it before it expires */
    post: operations['postMediaSession'];
    /** Remove the media cookie from this browser (on sign-out) */
    delete: operations['deleteMediaSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every failure. `code` is one of VALIDATION_FAILED, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, INVALID_CREDENTIALS, TWO_FACTOR_ENROLMENT_REQUIRED, TWO_FACTOR_REQUIRED, TWO_FACTOR_CHALLENGE_ENDED, EMAIL_TAKEN, LINK_INVALID, PROFILE_INCOMPLETE, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED, EXAM_NOT_OPEN, NOT_ENROLLED, ACCESS_CODE_INVALID, ACCESS_CODE_USED_UP, ACCESS_CODE_EXPIRED, ACCESS_CODE_REVOKED, NOTHING_TO_PRACTISE, LEVEL_NOT_CHOSEN, SERVICE_UNAVAILABLE, INTERNAL_ERROR */
    ErrorBody: {
      error: {
        code: string;
        message: string;
        details?: unknown;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'ok';
              /** @enum {boolean} */
              ready: true;
              /** @enum {string} */
              database: 'ok';
              uptimeSeconds: number;
            };
          };
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: try again after `Retry-After` seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthRequestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
            message: string;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAuthResetPasswordByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Location: the reset screen, with `token` or (unknown, used or expired) `error=INVALID_TOKEN` */
      302: {
        headers: {
          /** @description The address to go on to */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthSendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAuthVerifyEmail: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
            user: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              image: string | null;
              twoFactorEnabled?: boolean | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            } | null;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string | null;
            user: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              image: string | null;
              twoFactorEnabled?: boolean | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthChangeEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          newEmail: string;
          password?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAccountsSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              browser: string | null;
              os: string | null;
              mobile: boolean;
              current: boolean;
              signedInAt: string;
              lastActiveAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAccountsSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              signedOut: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAccountsSessionsSignOutOthers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              signedOut: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthSignUpEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              image: string | null;
              twoFactorEnabled?: boolean | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthSignInEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                redirect: boolean;
                token: string;
                url?: string;
                user: {
                  id: string;
                  name: string;
                  email: string;
                  emailVerified: boolean;
                  image: string | null;
                  twoFactorEnabled?: boolean | null;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  updatedAt: string;
                };
              }
            | {
                /** @enum {boolean} */
                twoFactorRedirect: true;
                twoFactorMethods: string[];
                challenge: string;
              };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthSignOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAuthGetSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            session: {
              id: string;
              token: string;
              userId: string;
              /** Format: date-time */
              expiresAt: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              ipAddress?: string | null;
              userAgent?: string | null;
              twoFactorVerified?: boolean;
            };
            user: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              image: string | null;
              twoFactorEnabled?: boolean | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          } | null;
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthSignInSocial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          provider: string;
          callbackURL: string;
          newUserCallbackURL?: string;
          errorCallbackURL?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAuthCallbackByProviderId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        providerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Location: the callbackURL of the sign-in (errorCallbackURL, with `error`, when it failed) */
      302: {
        headers: {
          /** @description The address to go on to */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthTwoFactorEnable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            totpURI: string;
            secret: string;
            backupCodes: string[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthTwoFactorVerifyTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          challenge?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              id: string;
              name: string;
              email: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthTwoFactorVerifyBackupCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          challenge?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              id: string;
              name: string;
              email: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAuthTwoFactorDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
            token: string;
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              enabled: boolean;
              required: boolean;
              verified: boolean;
            };
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamsCourseByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              title: string;
              durationSeconds: number;
              marksPerQuestion: number;
              negativeMarks: number;
              negativeMarksLabel: string;
              questionCount: number;
              maxScore: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              /** @enum {string} */
              availability: 'open' | 'upcoming' | 'closed';
              isDemo: boolean;
              languages: ('en' | 'ml')[];
              attemptsUsed: number;
              attempt:
                | {
                    /** @enum {string} */
                    status: 'not_started';
                    /** @enum {number} */
                    attemptsUsed: 0;
                  }
                | {
                    /** @enum {string} */
                    status: 'in_progress';
                    attemptsUsed: number;
                    /** Format: uuid */
                    attemptId: string;
                    /** Format: date-time */
                    deadline: string;
                  }
                | {
                    /** @enum {string} */
                    status: 'finished';
                    attemptsUsed: number;
                    /** Format: uuid */
                    latestAttemptId: string;
                    latestScore: number;
                    bestScore: number;
                    maxScore: number;
                  };
              locked: boolean;
              preview: boolean;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPapers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              title: string;
              durationSeconds: number;
              marksPerQuestion: number;
              negativeMarks: number;
              negativeMarksLabel: string;
              questionCount: number;
              maxScore: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              /** @enum {string} */
              availability: 'open' | 'upcoming' | 'closed';
              isDemo: boolean;
              languages: ('en' | 'ml')[];
              attemptsUsed: number;
              attempt:
                | {
                    /** @enum {string} */
                    status: 'not_started';
                    /** @enum {number} */
                    attemptsUsed: 0;
                  }
                | {
                    /** @enum {string} */
                    status: 'in_progress';
                    attemptsUsed: number;
                    /** Format: uuid */
                    attemptId: string;
                    /** Format: date-time */
                    deadline: string;
                  }
                | {
                    /** @enum {string} */
                    status: 'finished';
                    attemptsUsed: number;
                    /** Format: uuid */
                    latestAttemptId: string;
                    latestScore: number;
                    bestScore: number;
                    maxScore: number;
                  };
              locked: boolean;
              preview: boolean;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamRecordedclassByRecordedClassId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        recordedClassId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              title: string;
              durationSeconds: number;
              marksPerQuestion: number;
              negativeMarks: number;
              negativeMarksLabel: string;
              questionCount: number;
              maxScore: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              /** @enum {string} */
              availability: 'open' | 'upcoming' | 'closed';
              isDemo: boolean;
              languages: ('en' | 'ml')[];
              attemptsUsed: number;
              attempt:
                | {
                    /** @enum {string} */
                    status: 'not_started';
                    /** @enum {number} */
                    attemptsUsed: 0;
                  }
                | {
                    /** @enum {string} */
                    status: 'in_progress';
                    attemptsUsed: number;
                    /** Format: uuid */
                    attemptId: string;
                    /** Format: date-time */
                    deadline: string;
                  }
                | {
                    /** @enum {string} */
                    status: 'finished';
                    attemptsUsed: number;
                    /** Format: uuid */
                    latestAttemptId: string;
                    latestScore: number;
                    bestScore: number;
                    maxScore: number;
                  };
              locked: boolean;
              preview: boolean;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamRecordedclassCourseByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              recordedClass: {
                id: number;
                syllabus_id: number;
                title: string;
                titleMl: string | null;
              };
              exams: {
                id: number;
                courseId: number | null;
                /** @enum {string} */
                kind: 'mock' | 'paper' | 'daily' | 'practice';
                /** @enum {string|null} */
                practiceMode: 'learn' | 'timed' | null;
                paper: {
                  board: string;
                  post: string;
                  year: number;
                  code: string | null;
                } | null;
                title: string;
                durationSeconds: number;
                marksPerQuestion: number;
                negativeMarks: number;
                negativeMarksLabel: string;
                questionCount: number;
                maxScore: number;
                maxAttempts: number | null;
                /** Format: date-time */
                opensAt: string | null;
                /** Format: date-time */
                closesAt: string | null;
                /** @enum {string} */
                availability: 'open' | 'upcoming' | 'closed';
                isDemo: boolean;
                languages: ('en' | 'ml')[];
                attemptsUsed: number;
                attempt:
                  | {
                      /** @enum {string} */
                      status: 'not_started';
                      /** @enum {number} */
                      attemptsUsed: 0;
                    }
                  | {
                      /** @enum {string} */
                      status: 'in_progress';
                      attemptsUsed: number;
                      /** Format: uuid */
                      attemptId: string;
                      /** Format: date-time */
                      deadline: string;
                    }
                  | {
                      /** @enum {string} */
                      status: 'finished';
                      attemptsUsed: number;
                      /** Format: uuid */
                      latestAttemptId: string;
                      latestScore: number;
                      bestScore: number;
                      maxScore: number;
                    };
                locked: boolean;
                preview: boolean;
              }[];
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamLiveclassCourseByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              liveClass: {
                id: number;
                title: string;
                titleMl: string | null;
                /** Format: date-time */
                startsAt: string;
              };
              exams: {
                id: number;
                courseId: number | null;
                /** @enum {string} */
                kind: 'mock' | 'paper' | 'daily' | 'practice';
                /** @enum {string|null} */
                practiceMode: 'learn' | 'timed' | null;
                paper: {
                  board: string;
                  post: string;
                  year: number;
                  code: string | null;
                } | null;
                title: string;
                durationSeconds: number;
                marksPerQuestion: number;
                negativeMarks: number;
                negativeMarksLabel: string;
                questionCount: number;
                maxScore: number;
                maxAttempts: number | null;
                /** Format: date-time */
                opensAt: string | null;
                /** Format: date-time */
                closesAt: string | null;
                /** @enum {string} */
                availability: 'open' | 'upcoming' | 'closed';
                isDemo: boolean;
                languages: ('en' | 'ml')[];
                attemptsUsed: number;
                attempt:
                  | {
                      /** @enum {string} */
                      status: 'not_started';
                      /** @enum {number} */
                      attemptsUsed: 0;
                    }
                  | {
                      /** @enum {string} */
                      status: 'in_progress';
                      attemptsUsed: number;
                      /** Format: uuid */
                      attemptId: string;
                      /** Format: date-time */
                      deadline: string;
                    }
                  | {
                      /** @enum {string} */
                      status: 'finished';
                      attemptsUsed: number;
                      /** Format: uuid */
                      latestAttemptId: string;
                      latestScore: number;
                      bestScore: number;
                      maxScore: number;
                    };
                locked: boolean;
                preview: boolean;
              }[];
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              title: string;
              durationSeconds: number;
              marksPerQuestion: number;
              negativeMarks: number;
              negativeMarksLabel: string;
              questionCount: number;
              maxScore: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              /** @enum {string} */
              availability: 'open' | 'upcoming' | 'closed';
              isDemo: boolean;
              languages: ('en' | 'ml')[];
              attemptsUsed: number;
              attempt:
                | {
                    /** @enum {string} */
                    status: 'not_started';
                    /** @enum {number} */
                    attemptsUsed: 0;
                  }
                | {
                    /** @enum {string} */
                    status: 'in_progress';
                    attemptsUsed: number;
                    /** Format: uuid */
                    attemptId: string;
                    /** Format: date-time */
                    deadline: string;
                  }
                | {
                    /** @enum {string} */
                    status: 'finished';
                    attemptsUsed: number;
                    /** Format: uuid */
                    latestAttemptId: string;
                    latestScore: number;
                    bestScore: number;
                    maxScore: number;
                  };
              locked: boolean;
              preview: boolean;
              instructions: string;
              instructionsMl: string | null;
              sections: {
                id: number;
                title: string;
                questionCount: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postExamsByIdAttempts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              /** Format: date-time */
              serverNow: string;
              created: boolean;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              /** Format: date-time */
              serverNow: string;
              created: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamsByIdAttemptsByAttemptIdPaper: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attemptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The paper as JSON. Gzip-encoded (Content-Encoding: gzip) when Accept-Encoding names gzip and prefers it to identity, as every browser does; the same JSON once unzipped. */
      200: {
        headers: {
          /** @description Present when gzipped */
          'content-encoding'?: 'gzip';
          vary?: 'accept-encoding';
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              title: string;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              /** @enum {string} */
              status: 'in_progress' | 'submitted' | 'expired';
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              /** Format: date-time */
              serverNow: string;
              remainingSeconds: number;
              languages: ('en' | 'ml')[];
              marksPerQuestion: number;
              negativeMarks: number;
              sections: {
                id: number;
                title: string;
                questionCount: number;
              }[];
              questions: {
                id: number;
                number: number;
                sectionId: number;
                section: string;
                stem: string;
                stemMl: string | null;
                options: {
                  id: number;
                  text: string;
                  textMl: string | null;
                }[];
              }[];
              answers: {
                questionId: number;
                optionId: number | null;
                markedForReview: boolean;
                seq: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putExamsByIdAttemptsByAttemptIdHolder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attemptId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uuid
           * @description The tab or device taking the test (a random UUID per opening of the exam page). Once it has claimed the attempt, saves and the end sent with an older holder are refused with 409 ATTEMPT_TAKEN_OVER; sent without one, they are not checked.
           */
          holderId: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              /** Format: uuid */
              holderId: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamTimeCalculationByAttemptId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attemptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              /** Format: date-time */
              serverNow: string;
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              remainingSeconds: number;
              /** @enum {string} */
              status: 'in_progress' | 'submitted' | 'expired';
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postV1ExamAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          attemptId: string;
          /**
           * Format: uuid
           * @description The tab or device taking the test (a random UUID per opening of the exam page). Once it has claimed the attempt, saves and the end sent with an older holder are refused with 409 ATTEMPT_TAKEN_OVER; sent without one, they are not checked.
           */
          holderId?: string;
          answers: {
            questionId: number;
            optionId: number | null;
            /** @default false */
            markedForReview?: boolean;
            seq: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              saved: number;
              /** Format: date-time */
              serverNow: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postV1EndExam: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          attemptId: string;
          /**
           * Format: uuid
           * @description The tab or device taking the test (a random UUID per opening of the exam page). Once it has claimed the attempt, saves and the end sent with an older holder are refused with 409 ATTEMPT_TAKEN_OVER; sent without one, they are not checked.
           */
          holderId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              examTitle: string;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              /** @enum {string} */
              status: 'submitted' | 'expired';
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              endedAt: string;
              score: number;
              maxScore: number;
              correct: number;
              wrong: number;
              unanswered: number;
              accuracy: number;
              timeTakenSeconds: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCompleteTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              examTitle: string;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              /** @enum {string} */
              status: 'submitted' | 'expired';
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              endedAt: string;
              score: number;
              maxScore: number;
              correct: number;
              wrong: number;
              unanswered: number;
              accuracy: number;
              timeTakenSeconds: number;
              courseName: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getOpenAttempts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: date-time */
              serverNow: string;
              attempts: {
                /** Format: uuid */
                attemptId: string;
                examId: number;
                courseId: number | null;
                /** @enum {string} */
                kind: 'mock' | 'paper' | 'daily' | 'practice';
                /** @enum {string|null} */
                practiceMode: 'learn' | 'timed' | null;
                examTitle: string;
                /** Format: date-time */
                deadline: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCompletedTestResultByAttemptId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attemptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              examTitle: string;
              courseId: number | null;
              /** @enum {string} */
              kind: 'mock' | 'paper' | 'daily' | 'practice';
              /** @enum {string|null} */
              practiceMode: 'learn' | 'timed' | null;
              /** @enum {string} */
              status: 'submitted' | 'expired';
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              endedAt: string;
              score: number;
              maxScore: number;
              correct: number;
              wrong: number;
              unanswered: number;
              accuracy: number;
              timeTakenSeconds: number;
              rank: number;
              rankOf: number;
              percentile: number;
              ranked: boolean;
              sections: {
                sectionId: number;
                title: string;
                questionCount: number;
                correct: number;
                wrong: number;
                unanswered: number;
                score: number;
                maxScore: number;
                accuracy: number;
              }[];
              /** Format: date-time */
              reviewAvailableAt: string | null;
              review: {
                questionId: number;
                number: number;
                sectionId: number;
                stem: string;
                stemMl: string | null;
                options: {
                  id: number;
                  text: string;
                  textMl: string | null;
                }[];
                chosenOptionId: number | null;
                correctOptionId: number | null;
                /** @enum {string|null} */
                outcome: 'correct' | 'wrong' | 'unanswered' | null;
                markedForReview: boolean;
                explanation: string | null;
                explanationMl: string | null;
                topic: string;
                bookmarked: boolean;
                myFeedback: {
                  id: number;
                  /** @enum {string} */
                  kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
                  text: string;
                  /** @enum {string|null} */
                  language: 'en' | 'ml' | null;
                  /** @enum {string} */
                  status: 'open' | 'answered' | 'accepted' | 'rejected';
                  answer: string | null;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  answeredAt: string | null;
                }[];
                doubts: {
                  text: string;
                  answer: string;
                  /** Format: date-time */
                  answeredAt: string;
                }[];
              }[];
              distribution: {
                buckets: {
                  from: number;
                  to: number;
                  learners: number;
                }[];
                yourBucket: number;
              };
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getExamHistoryPageByExamId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        examId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              exam: {
                id: number;
                courseId: number | null;
                /** @enum {string} */
                kind: 'mock' | 'paper' | 'daily' | 'practice';
                /** @enum {string|null} */
                practiceMode: 'learn' | 'timed' | null;
                paper: {
                  board: string;
                  post: string;
                  year: number;
                  code: string | null;
                } | null;
                title: string;
                durationSeconds: number;
                marksPerQuestion: number;
                negativeMarks: number;
                negativeMarksLabel: string;
                questionCount: number;
                maxScore: number;
                maxAttempts: number | null;
                /** Format: date-time */
                opensAt: string | null;
                /** Format: date-time */
                closesAt: string | null;
                /** @enum {string} */
                availability: 'open' | 'upcoming' | 'closed';
                isDemo: boolean;
                languages: ('en' | 'ml')[];
                attemptsUsed: number;
                attempt:
                  | {
                      /** @enum {string} */
                      status: 'not_started';
                      /** @enum {number} */
                      attemptsUsed: 0;
                    }
                  | {
                      /** @enum {string} */
                      status: 'in_progress';
                      attemptsUsed: number;
                      /** Format: uuid */
                      attemptId: string;
                      /** Format: date-time */
                      deadline: string;
                    }
                  | {
                      /** @enum {string} */
                      status: 'finished';
                      attemptsUsed: number;
                      /** Format: uuid */
                      latestAttemptId: string;
                      latestScore: number;
                      bestScore: number;
                      maxScore: number;
                    };
                locked: boolean;
                preview: boolean;
              };
              attempts: {
                /** Format: uuid */
                attemptId: string;
                /** @enum {string} */
                status: 'in_progress' | 'submitted' | 'expired';
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                deadline: string;
                /** Format: date-time */
                endedAt: string | null;
                score: number | null;
                maxScore: number;
                correct: number | null;
                wrong: number | null;
                unanswered: number | null;
                accuracy: number | null;
                timeTakenSeconds: number | null;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminExamsByIdQuestionsImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              examId: number;
              /** @enum {string} */
              format: 'gift' | 'aiken' | 'csv';
              dryRun: boolean;
              onlyValid: boolean;
              sectionId: number;
              /** @enum {string} */
              status: 'queued' | 'running' | 'done' | 'failed';
              processed: number;
              total: number;
              result: {
                dryRun: boolean;
                created: number;
                questions: {
                  line: number;
                  stem: string;
                  options: {
                    text: string;
                    correct: boolean;
                  }[];
                  topic: string;
                }[];
                rejected: {
                  line: number;
                  reason: string;
                }[];
              } | null;
              error: {
                code: string;
                message: string;
                details?: unknown;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body or the file is over its limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: try again after `Retry-After` seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminExamsByIdQuestionsImportsByImportId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        importId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              examId: number;
              /** @enum {string} */
              format: 'gift' | 'aiken' | 'csv';
              dryRun: boolean;
              onlyValid: boolean;
              sectionId: number;
              /** @enum {string} */
              status: 'queued' | 'running' | 'done' | 'failed';
              processed: number;
              total: number;
              result: {
                dryRun: boolean;
                created: number;
                questions: {
                  line: number;
                  stem: string;
                  options: {
                    text: string;
                    correct: boolean;
                  }[];
                  topic: string;
                }[];
                rejected: {
                  line: number;
                  reason: string;
                }[];
              } | null;
              error: {
                code: string;
                message: string;
                details?: unknown;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminTopics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              parentId: number | null;
              name: string;
              nameMl: string | null;
              position: number;
              questionCount: number;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminTopics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parentId: number | null;
          name: string;
          nameMl: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              parentId: number | null;
              name: string;
              nameMl: string | null;
              position: number;
              questionCount: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminTopicsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parentId: number | null;
          name: string;
          nameMl: string | null;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              parentId: number | null;
              name: string;
              nameMl: string | null;
              position: number;
              questionCount: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminTopicsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminBankQuestions: {
    parameters: {
      query?: {
        topicId?: string;
        unfiled?: 'true' | 'false';
        q?: string;
        difficulty?: 'easy' | 'medium' | 'hard';
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              stem: string;
              topic: string;
              topicId: number | null;
              /** @enum {string|null} */
              difficulty: 'easy' | 'medium' | 'hard' | null;
              source: string;
              papers: {
                examId: number;
                title: string;
                attempts: number;
              }[];
              /** Format: date-time */
              updatedAt: string;
            }[];
            meta: {
              next: number | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminBankQuestionsTopic: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
          topicId: number | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              moved: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminExamsByIdQuestionsFromBank: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sectionId: number;
          questionIds: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              added: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminExamsByIdQuestionsByQuestionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminFeedback: {
    parameters: {
      query?: {
        status?: 'open' | 'answered' | 'accepted' | 'rejected';
        kind?: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              question: {
                id: number;
                stem: string;
                topic: string;
              };
              counts: {
                doubt: number;
                wrong_key: number;
                wrong_wording: number;
                wrong_translation: number;
              };
              items: {
                id: number;
                /** @enum {string} */
                kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
                text: string;
                /** @enum {string|null} */
                language: 'en' | 'ml' | null;
                /** @enum {string} */
                status: 'open' | 'answered' | 'accepted' | 'rejected';
                answer: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                answeredAt: string | null;
                learnerName: string;
              }[];
            }[];
            meta: {
              total: number;
              next: number | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminFeedbackById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'answered' | 'accepted' | 'rejected';
          answer: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
              text: string;
              /** @enum {string|null} */
              language: 'en' | 'ml' | null;
              /** @enum {string} */
              status: 'open' | 'answered' | 'accepted' | 'rejected';
              answer: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              answeredAt: string | null;
              learnerName: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesByIdExams: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              instructions: string;
              instructionsMl: string | null;
              durationMinutes: number;
              marksPerQuestion: number;
              negativeNumerator: number;
              negativeDenominator: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              published: boolean;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              batchIds: number[];
              position: number;
              sections: {
                id: number;
                title: string;
                questionCount: number;
              }[];
              questionCount: number;
              attempts: number;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCoursesByIdExams: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          instructions: string;
          instructionsMl: string | null;
          durationMinutes: number;
          marksPerQuestion: number;
          negativeNumerator: number;
          negativeDenominator: number;
          maxAttempts: number | null;
          /** Format: date-time */
          opensAt: string | null;
          /** Format: date-time */
          closesAt: string | null;
          published: boolean;
          paper?: {
            board: string;
            post: string;
            year: number;
            code: string | null;
          } | null;
          batchIds?: number[];
          sections: {
            id?: number;
            title: string;
          }[];
          regrade?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              instructions: string;
              instructionsMl: string | null;
              durationMinutes: number;
              marksPerQuestion: number;
              negativeNumerator: number;
              negativeDenominator: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              published: boolean;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              batchIds: number[];
              position: number;
              sections: {
                id: number;
                title: string;
                questionCount: number;
              }[];
              questionCount: number;
              attempts: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminExamsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              instructions: string;
              instructionsMl: string | null;
              durationMinutes: number;
              marksPerQuestion: number;
              negativeNumerator: number;
              negativeDenominator: number;
              maxAttempts: number | null;
              /** Format: date-time */
              opensAt: string | null;
              /** Format: date-time */
              closesAt: string | null;
              published: boolean;
              paper: {
                board: string;
                post: string;
                year: number;
                code: string | null;
              } | null;
              batchIds: number[];
              position: number;
              sections: {
                id: number;
                title: string;
                questionCount: number;
              }[];
              questionCount: number;
              attempts: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminExamsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          instructions: string;
          instructionsMl: string | null;
          durationMinutes: number;
          marksPerQuestion: number;
          negativeNumerator: number;
          negativeDenominator: number;
          maxAttempts: number | null;
          /** Format: date-time */
          opensAt: string | null;
          /** Format: date-time */
          closesAt: string | null;
          published: boolean;
          paper?: {
            board: string;
            post: string;
            year: number;
            code: string | null;
          } | null;
          batchIds?: number[];
          sections: {
            id?: number;
            title: string;
          }[];
          regrade?: boolean;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              exam: {
                id: number;
                courseId: number;
                title: string;
                instructions: string;
                instructionsMl: string | null;
                durationMinutes: number;
                marksPerQuestion: number;
                negativeNumerator: number;
                negativeDenominator: number;
                maxAttempts: number | null;
                /** Format: date-time */
                opensAt: string | null;
                /** Format: date-time */
                closesAt: string | null;
                published: boolean;
                paper: {
                  board: string;
                  post: string;
                  year: number;
                  code: string | null;
                } | null;
                batchIds: number[];
                position: number;
                sections: {
                  id: number;
                  title: string;
                  questionCount: number;
                }[];
                questionCount: number;
                attempts: number;
                /** Format: date-time */
                updatedAt: string;
              };
              regraded: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminExamsById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminExamsByIdQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              examId: number;
              sectionId: number;
              position: number;
              stem: string;
              stemMl: string | null;
              options: {
                id: number;
                text: string;
                textMl: string | null;
                correct: boolean;
              }[];
              explanation: string;
              explanationMl: string | null;
              topic: string;
              topicId: number | null;
              /** @enum {string|null} */
              difficulty: 'easy' | 'medium' | 'hard' | null;
              source: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminExamsByIdQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sectionId: number;
          stem: string;
          stemMl: string | null;
          options: {
            text: string;
            textMl: string | null;
            correct: boolean;
          }[];
          explanation: string;
          explanationMl: string | null;
          topic: string;
          /** @enum {string|null} */
          difficulty: 'easy' | 'medium' | 'hard' | null;
          source?: string;
          regrade?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              examId: number;
              sectionId: number;
              position: number;
              stem: string;
              stemMl: string | null;
              options: {
                id: number;
                text: string;
                textMl: string | null;
                correct: boolean;
              }[];
              explanation: string;
              explanationMl: string | null;
              topic: string;
              topicId: number | null;
              /** @enum {string|null} */
              difficulty: 'easy' | 'medium' | 'hard' | null;
              source: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminQuestionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sectionId: number;
          stem: string;
          stemMl: string | null;
          options: {
            text: string;
            textMl: string | null;
            correct: boolean;
          }[];
          explanation: string;
          explanationMl: string | null;
          topic: string;
          /** @enum {string|null} */
          difficulty: 'easy' | 'medium' | 'hard' | null;
          source?: string;
          regrade?: boolean;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              question: {
                id: number;
                examId: number;
                sectionId: number;
                position: number;
                stem: string;
                stemMl: string | null;
                options: {
                  id: number;
                  text: string;
                  textMl: string | null;
                  correct: boolean;
                }[];
                explanation: string;
                explanationMl: string | null;
                topic: string;
                topicId: number | null;
                /** @enum {string|null} */
                difficulty: 'easy' | 'medium' | 'hard' | null;
                source: string;
                /** Format: date-time */
                updatedAt: string;
              };
              regraded: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminQuestionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminExamsByIdQuestionsExport: {
    parameters: {
      query?: {
        format?: 'csv' | 'gift';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminQuestionsTemplateCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminExamsByIdStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              attempts: number;
              meanScore: number | null;
              medianScore: number | null;
              maxScore: number | null;
              distribution: {
                from: number;
                to: number;
                count: number;
              }[];
              questions: {
                questionId: number;
                position: number;
                stem: string;
                answered: number;
                shareCorrect: number | null;
                unansweredShare: number | null;
                options: {
                  optionId: number;
                  position: number;
                  isCorrect: boolean;
                  share: number | null;
                }[];
                discrimination: number | null;
                /** @enum {string|null} */
                flag: 'distractor-beats-key' | null;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminExamsByIdAttempts: {
    parameters: {
      query?: {
        q?: string;
        format?: 'json' | 'csv';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: {
                  attemptId: string;
                  learner: string;
                  email: string | null;
                  status: string;
                  /** Format: date-time */
                  startedAt: string;
                  /** Format: date-time */
                  endedAt: string | null;
                  score: number | null;
                  maxScore: number | null;
                  correct: number | null;
                  wrong: number | null;
                  unanswered: number | null;
                  timeTakenSeconds: number | null;
                  ranked: boolean;
                }[];
                meta: {
                  total: number;
                };
              }
            | string;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPracticeTopics: {
    parameters: {
      query?: {
        paperId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              topics: {
                id: number;
                parentId: number | null;
                name: string;
                nameMl: string | null;
                available: number;
                seen: number;
                answered: number;
                correct: number;
                accuracy: number | null;
                /** Format: date-time */
                lastPractisedAt: string | null;
              }[];
              weakTopicIds: number[];
              paper: {
                id: number;
                title: string;
              } | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPracticeSets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              examId: number;
              /** Format: uuid */
              attemptId: string;
              title: string;
              /** @enum {string} */
              mode: 'learn' | 'timed';
              questionCount: number;
              /** @enum {string} */
              status: 'in_progress' | 'submitted' | 'expired';
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              score: number | null;
              maxScore: number;
              correct: number | null;
              wrong: number | null;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postPracticeSets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default topics
           * @enum {string}
           */
          from?: 'topics' | 'mistakes' | 'bookmarks' | 'paper';
          /** @default [] */
          topicIds?: number[];
          paperId?: number;
          /** @default false */
          weakTopics?: boolean;
          count: number;
          /** @enum {string} */
          mode: 'learn' | 'timed';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              /** Format: date-time */
              serverNow: string;
              created: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postPracticeAttemptsByAttemptIdCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attemptId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          questionId: number;
          optionId: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              questionId: number;
              optionId: number;
              correctOptionId: number;
              /** @enum {string} */
              outcome: 'correct' | 'wrong';
              explanation: string;
              explanationMl: string | null;
              bookmarked: boolean;
              myFeedback: {
                id: number;
                /** @enum {string} */
                kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
                text: string;
                /** @enum {string|null} */
                language: 'en' | 'ml' | null;
                /** @enum {string} */
                status: 'open' | 'answered' | 'accepted' | 'rejected';
                answer: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                answeredAt: string | null;
              }[];
              doubts: {
                text: string;
                answer: string;
                /** Format: date-time */
                answeredAt: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPracticeAttemptsByAttemptIdChecks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attemptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              questionId: number;
              optionId: number;
              correctOptionId: number;
              /** @enum {string} */
              outcome: 'correct' | 'wrong';
              explanation: string;
              explanationMl: string | null;
              bookmarked: boolean;
              myFeedback: {
                id: number;
                /** @enum {string} */
                kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
                text: string;
                /** @enum {string|null} */
                language: 'en' | 'ml' | null;
                /** @enum {string} */
                status: 'open' | 'answered' | 'accepted' | 'rejected';
                answer: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                answeredAt: string | null;
              }[];
              doubts: {
                text: string;
                answer: string;
                /** Format: date-time */
                answeredAt: string;
              }[];
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPracticeMistakes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              total: number;
              topics: {
                id: number;
                name: string;
                nameMl: string | null;
                path: string;
                count: number;
              }[];
              questions: {
                questionId: number;
                stem: string;
                stemMl: string | null;
                topicId: number | null;
                /** Format: date-time */
                lastAnsweredAt: string;
                rightInRow: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPracticeBookmarks: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              questionId: number;
              stem: string;
              stemMl: string | null;
              topic: string;
              /** Format: date-time */
              bookmarkedAt: string;
            }[];
            meta: {
              total: number;
              next: number | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putPracticeBookmarksByQuestionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              questionId: number;
              bookmarked: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deletePracticeBookmarksByQuestionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              questionId: number;
              bookmarked: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getDaily: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: date-time */
              serverNow: string;
              /** Format: date */
              day: string;
              /** Format: date-time */
              opensAt: string;
              /** Format: date-time */
              closesAt: string;
              level: {
                id: number;
                name: string;
                nameMl: string | null;
              } | null;
              quiz: {
                examId: number;
                /** Format: date */
                day: string;
                level: {
                  id: number;
                  name: string;
                  nameMl: string | null;
                };
                questionCount: number;
                durationSeconds: number;
                /** Format: date-time */
                opensAt: string;
                /** Format: date-time */
                closesAt: string;
                /** @enum {string} */
                status: 'open' | 'closed';
                mine: {
                  /** Format: uuid */
                  attemptId: string;
                  /** @enum {string} */
                  status: 'in_progress' | 'submitted' | 'expired';
                  score: number | null;
                  maxScore: number;
                  correct: number | null;
                  wrong: number | null;
                  timeTakenSeconds: number | null;
                } | null;
                takers: number;
              } | null;
              streak: {
                current: number;
                best: number;
                takenToday: boolean;
              };
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postDailyAttempts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              attemptId: string;
              examId: number;
              /** Format: date-time */
              startedAt: string;
              /** Format: date-time */
              deadline: string;
              /** Format: date-time */
              serverNow: string;
              created: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getDailyDays: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              examId: number;
              /** Format: date */
              day: string;
              level: {
                id: number;
                name: string;
                nameMl: string | null;
              };
              questionCount: number;
              durationSeconds: number;
              /** Format: date-time */
              opensAt: string;
              /** Format: date-time */
              closesAt: string;
              /** @enum {string} */
              status: 'open' | 'closed';
              mine: {
                /** Format: uuid */
                attemptId: string;
                /** @enum {string} */
                status: 'in_progress' | 'submitted' | 'expired';
                score: number | null;
                maxScore: number;
                correct: number | null;
                wrong: number | null;
                timeTakenSeconds: number | null;
              } | null;
              takers: number;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getDailyQuizzesByExamIdLeaderboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        examId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              examId: number;
              /** Format: date */
              day: string;
              takers: number;
              entries: {
                place: number;
                name: string | null;
                score: number;
                timeTakenSeconds: number;
                you: boolean;
              }[];
              mine: {
                place: number;
                name: string | null;
                score: number;
                timeTakenSeconds: number;
                you: boolean;
              } | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getDailyQuizzesByExamIdAnswers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        examId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              examId: number;
              /** Format: date */
              day: string;
              level: {
                id: number;
                name: string;
                nameMl: string | null;
              };
              questions: {
                questionId: number;
                number: number;
                sectionId: number;
                stem: string;
                stemMl: string | null;
                options: {
                  id: number;
                  text: string;
                  textMl: string | null;
                }[];
                chosenOptionId: number | null;
                correctOptionId: number | null;
                /** @enum {string|null} */
                outcome: 'correct' | 'wrong' | 'unanswered' | null;
                markedForReview: boolean;
                explanation: string | null;
                explanationMl: string | null;
                topic: string;
                bookmarked: boolean;
                myFeedback: {
                  id: number;
                  /** @enum {string} */
                  kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
                  text: string;
                  /** @enum {string|null} */
                  language: 'en' | 'ml' | null;
                  /** @enum {string} */
                  status: 'open' | 'answered' | 'accepted' | 'rejected';
                  answer: string | null;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  answeredAt: string | null;
                }[];
                doubts: {
                  text: string;
                  answer: string;
                  /** Format: date-time */
                  answeredAt: string;
                }[];
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getProgressStanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              answered: number;
              correct: number;
              topics: {
                id: number;
                parentId: number | null;
                name: string;
                nameMl: string | null;
                answered: number;
                correct: number;
                accuracy: number;
                tooFew: boolean;
              }[];
              weakTopicIds: number[];
              trend: {
                /** Format: uuid */
                attemptId: string;
                examId: number;
                title: string;
                /** @enum {string} */
                kind: 'mock' | 'paper';
                /** Format: date-time */
                endedAt: string;
                score: number;
                maxScore: number;
                percent: number;
              }[];
              pace: {
                /** Format: uuid */
                attemptId: string;
                examId: number;
                title: string;
                /** Format: date-time */
                endedAt: string;
                secondsPerQuestion: number;
                topSecondsPerQuestion: number;
                takers: number;
                topTakers: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getProgressLevelsByLevelIdLeaderboard: {
    parameters: {
      query?: {
        week?: string;
      };
      header?: never;
      path: {
        levelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              level: {
                id: number;
                name: string;
                nameMl: string | null;
              };
              /** Format: date */
              week: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              ranked: number;
              entries: {
                place: number;
                name: string;
                points: number;
                tests: number;
                seconds: number;
                you: boolean;
              }[];
              you: {
                place: number;
                points: number;
                tests: number;
                seconds: number;
                shown: boolean;
              } | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getQuestionsByQuestionIdFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              mine: {
                id: number;
                /** @enum {string} */
                kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
                text: string;
                /** @enum {string|null} */
                language: 'en' | 'ml' | null;
                /** @enum {string} */
                status: 'open' | 'answered' | 'accepted' | 'rejected';
                answer: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                answeredAt: string | null;
              }[];
              answered: {
                text: string;
                answer: string;
                /** Format: date-time */
                answeredAt: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postQuestionsByQuestionIdFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        questionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
          text: string;
          /**
           * @default null
           * @enum {string|null}
           */
          language?: 'en' | 'ml' | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'doubt' | 'wrong_key' | 'wrong_wording' | 'wrong_translation';
              text: string;
              /** @enum {string|null} */
              language: 'en' | 'ml' | null;
              /** @enum {string} */
              status: 'open' | 'answered' | 'accepted' | 'rejected';
              answer: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              answeredAt: string | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAppConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              oidc: {
                name: string;
                providerId: string;
              } | null;
              storeLinks: {
                playStore: string | null;
                appStore: string | null;
              };
            };
          };
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getUserdetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              phone: string | null;
              imageUrl: string | null;
              targetCategoryId: number | null;
              targetLevelId: number | null;
              profileComplete: boolean;
              hasPassword: boolean;
              /** @enum {string|null} */
              language: 'en' | 'ml' | null;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
              leaderboardName: string | null;
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteUserdetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  patchUserdetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          phone?: string;
          targetCategoryId?: number;
          targetLevelId?: number;
          /** @enum {string|null} */
          imageUrl?: null;
          /** @enum {string} */
          language?: 'en' | 'ml';
          leaderboardName?: (string & string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              phone: string | null;
              imageUrl: string | null;
              targetCategoryId: number | null;
              targetLevelId: number | null;
              profileComplete: boolean;
              hasPassword: boolean;
              /** @enum {string|null} */
              language: 'en' | 'ml' | null;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
              leaderboardName: string | null;
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postUserdetailsPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              emailVerified: boolean;
              phone: string | null;
              imageUrl: string | null;
              targetCategoryId: number | null;
              targetLevelId: number | null;
              profileComplete: boolean;
              hasPassword: boolean;
              /** @enum {string|null} */
              language: 'en' | 'ml' | null;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
              leaderboardName: string | null;
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body or the file is over its limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAccountsHandoff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              token: string;
              user: {
                id: string;
                name: string;
                email: string;
              };
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCategoryForWeb: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nameMl: string | null;
              slug: string;
              description: string;
              descriptionMl: string | null;
              levels: {
                id: number;
                name: string;
                nameMl: string | null;
                slug: string;
                courseCount: number;
              }[];
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCategoryLevelByCategoryIdByLevelId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        categoryId: string;
        levelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              category: {
                id: number;
                name: string;
                nameMl: string | null;
                slug: string;
              };
              level: {
                id: number;
                name: string;
                nameMl: string | null;
                slug: string;
              };
              courses: {
                id: number;
                slug: string;
                course_name: string;
                course_image: string;
                description: string;
                descriptionMl: string | null;
                language: string;
                categoryId: number;
                levelId: number;
                isDemo: boolean;
                progress: {
                  classesWatched: number;
                  classesTotal: number;
                  testsTaken: number;
                  testsTotal: number;
                  averageScore: number;
                  percent: number;
                };
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              }[];
            };
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCoursesContinue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              slug: string;
              course_name: string;
              course_image: string;
              description: string;
              descriptionMl: string | null;
              language: string;
              categoryId: number;
              levelId: number;
              isDemo: boolean;
              progress: {
                classesWatched: number;
                classesTotal: number;
                testsTaken: number;
                testsTotal: number;
                averageScore: number;
                percent: number;
              };
              access: {
                /** @enum {string} */
                kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                /** Format: date-time */
                until: string | null;
              };
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCoursesSearch: {
    parameters: {
      query?: {
        query?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              course_name: string;
              course_image: string;
              categoryName: string;
              categoryNameMl: string | null;
              levelName: string;
              levelNameMl: string | null;
              access: {
                /** @enum {string} */
                kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                /** Format: date-time */
                until: string | null;
              };
              matchedIn?: {
                /** @enum {string} */
                kind: 'unit' | 'class' | 'live' | 'test' | 'document';
                title: string;
                titleMl: string | null;
              };
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCourseById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              slug: string;
              course_name: string;
              course_image: string;
              description: string;
              descriptionMl: string | null;
              language: string;
              categoryId: number;
              levelId: number;
              isDemo: boolean;
              progress: {
                classesWatched: number;
                classesTotal: number;
                testsTaken: number;
                testsTotal: number;
                averageScore: number;
                percent: number;
              };
              access: {
                /** @enum {string} */
                kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                /** Format: date-time */
                until: string | null;
              };
              categoryName: string;
              categoryNameMl: string | null;
              levelName: string;
              levelNameMl: string | null;
              highlights: string[];
              highlightsMl: string[] | null;
              syllabusUnitCount: number;
              counts: {
                recordedClasses: number;
                liveNow: number;
                upcomingLive: number;
                tests: number;
                documents: number;
              };
            };
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSyllabusByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              position: number;
              title: string;
              description: string;
              topics: string[];
              titleMl: string | null;
              descriptionMl: string | null;
              topicsMl: string[] | null;
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesByIdAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              courseId: number;
              /** @enum {string} */
              access: 'free' | 'restricted';
              preview: {
                /** @enum {string} */
                kind: 'class' | 'material' | 'exam';
                itemId: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCoursesByIdAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          access: 'free' | 'restricted';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              courseId: number;
              /** @enum {string} */
              access: 'free' | 'restricted';
              preview: {
                /** @enum {string} */
                kind: 'class' | 'material' | 'exam';
                itemId: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              categories: {
                id: number;
                name: string;
                nameMl: string | null;
                description: string;
                descriptionMl: string | null;
                position: number;
                courseCount: number;
                /** Format: date-time */
                updatedAt: string;
              }[];
              levels: {
                id: number;
                name: string;
                nameMl: string | null;
                position: number;
                courseCount: number;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          nameMl: string | null;
          description: string;
          descriptionMl: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nameMl: string | null;
              description: string;
              descriptionMl: string | null;
              position: number;
              courseCount: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          nameMl: string | null;
          description: string;
          descriptionMl: string | null;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nameMl: string | null;
              description: string;
              descriptionMl: string | null;
              position: number;
              courseCount: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminLevels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          nameMl: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nameMl: string | null;
              position: number;
              courseCount: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminLevelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          nameMl: string | null;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nameMl: string | null;
              position: number;
              courseCount: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminLevelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCourses: {
    parameters: {
      query?: {
        q?: string;
        categoryId?: string;
        levelId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              levelId: number;
              name: string;
              image: string;
              description: string;
              descriptionMl: string | null;
              highlights: string[];
              highlightsMl: string[] | null;
              language: string;
              published: boolean;
              isDemo: boolean;
              dependents: {
                units: number;
                classes: number;
                liveClasses: number;
                materials: number;
                exams: number;
                attempts: number;
              };
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCourses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          categoryId: number;
          levelId: number;
          name: string;
          image: string;
          description: string;
          descriptionMl: string | null;
          highlights: string[];
          highlightsMl: string[] | null;
          language: string;
          published: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              levelId: number;
              name: string;
              image: string;
              description: string;
              descriptionMl: string | null;
              highlights: string[];
              highlightsMl: string[] | null;
              language: string;
              published: boolean;
              isDemo: boolean;
              dependents: {
                units: number;
                classes: number;
                liveClasses: number;
                materials: number;
                exams: number;
                attempts: number;
              };
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              levelId: number;
              name: string;
              image: string;
              description: string;
              descriptionMl: string | null;
              highlights: string[];
              highlightsMl: string[] | null;
              language: string;
              published: boolean;
              isDemo: boolean;
              dependents: {
                units: number;
                classes: number;
                liveClasses: number;
                materials: number;
                exams: number;
                attempts: number;
              };
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCoursesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          categoryId: number;
          levelId: number;
          name: string;
          image: string;
          description: string;
          descriptionMl: string | null;
          highlights: string[];
          highlightsMl: string[] | null;
          language: string;
          published: boolean;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              levelId: number;
              name: string;
              image: string;
              description: string;
              descriptionMl: string | null;
              highlights: string[];
              highlightsMl: string[] | null;
              language: string;
              published: boolean;
              isDemo: boolean;
              dependents: {
                units: number;
                classes: number;
                liveClasses: number;
                materials: number;
                exams: number;
                attempts: number;
              };
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminCoursesById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesByIdUnits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              position: number;
              title: string;
              description: string;
              topics: string[];
              titleMl: string | null;
              descriptionMl: string | null;
              topicsMl: string[] | null;
              classes: number;
              materials: number;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCoursesByIdUnits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          topics: string[];
          titleMl: string | null;
          descriptionMl: string | null;
          topicsMl: string[] | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              position: number;
              title: string;
              description: string;
              topics: string[];
              titleMl: string | null;
              descriptionMl: string | null;
              topicsMl: string[] | null;
              classes: number;
              materials: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminUnitsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          topics: string[];
          titleMl: string | null;
          descriptionMl: string | null;
          topicsMl: string[] | null;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              position: number;
              title: string;
              description: string;
              topics: string[];
              titleMl: string | null;
              descriptionMl: string | null;
              topicsMl: string[] | null;
              classes: number;
              materials: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminUnitsById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCategoriesOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: number[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminLevelsOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: number[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCoursesByIdUnitsOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: number[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCoursesByIdExamsOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: number[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminExamsByIdQuestionsOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: number[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postEnrolmentRedeem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              courses: {
                id: number;
                course_name: string;
              }[];
              /** Format: date-time */
              until: string | null;
              already: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getEnrolmentMyCourses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              course_name: string;
              course_image: string;
              /** @enum {string} */
              access: 'free' | 'enrolled' | 'preview-only' | 'none';
              /** Format: date-time */
              until: string | null;
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminCoursesByIdPreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'class' | 'material' | 'exam';
          itemId: number;
          preview: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              courseId: number;
              /** @enum {string} */
              access: 'free' | 'restricted';
              preview: {
                /** @enum {string} */
                kind: 'class' | 'material' | 'exam';
                itemId: number;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesByIdEnrolments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              userId: string;
              name: string;
              email: string;
              /** Format: date-time */
              until: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCoursesByIdEnrolments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          /** Format: date-time */
          until: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              userId: string;
              name: string;
              email: string;
              /** Format: date-time */
              until: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminEnrolmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          until: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              userId: string;
              name: string;
              email: string;
              /** Format: date-time */
              until: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminEnrolmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              userId: string;
              name: string;
              email: string;
              /** Format: date-time */
              until: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminBatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              courses: {
                id: number;
                course_name: string;
              }[];
              members: number;
              pending: number;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminBatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: date-time */
          startsAt: string;
          /** Format: date-time */
          endsAt: string;
          courseIds: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              courses: {
                id: number;
                course_name: string;
              }[];
              members: number;
              pending: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminBatchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              courses: {
                id: number;
                course_name: string;
              }[];
              members: number;
              pending: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminBatchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: date-time */
          startsAt: string;
          /** Format: date-time */
          endsAt: string;
          courseIds: number[];
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** Format: date-time */
              startsAt: string;
              /** Format: date-time */
              endsAt: string;
              courses: {
                id: number;
                course_name: string;
              }[];
              members: number;
              pending: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminBatchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminBatchesByIdMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              userId: string | null;
              name: string | null;
              email: string;
              pending: boolean;
              /** Format: date-time */
              addedAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminBatchesByIdMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              userId: string | null;
              name: string | null;
              email: string;
              pending: boolean;
              /** Format: date-time */
              addedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminBatchesByIdMembersImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          csv: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              lines: {
                line: number;
                email: string;
                /** @enum {string} */
                outcome: 'added' | 'pending' | 'already' | 'invalid';
              }[];
              added: number;
              pending: number;
              already: number;
              invalid: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminBatchesByIdMembersByMemberId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        memberId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminAccessCodes: {
    parameters: {
      query?: {
        batchId?: string;
        courseId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              batchId: number | null;
              courseId: number | null;
              seats: number;
              seatsUsed: number;
              /** Format: date-time */
              expiresAt: string | null;
              /** Format: date-time */
              accessUntil: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminAccessCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          batchId?: number;
          courseId?: number;
          count: number;
          seats: number;
          /** Format: date-time */
          expiresAt: string | null;
          /** Format: date-time */
          accessUntil: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              batchId: number | null;
              courseId: number | null;
              seats: number;
              seatsUsed: number;
              /** Format: date-time */
              expiresAt: string | null;
              /** Format: date-time */
              accessUntil: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminAccessCodesExport: {
    parameters: {
      query?: {
        batchId?: string;
        courseId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminAccessCodesByIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              batchId: number | null;
              courseId: number | null;
              seats: number;
              seatsUsed: number;
              /** Format: date-time */
              expiresAt: string | null;
              /** Format: date-time */
              accessUntil: string | null;
              /** Format: date-time */
              revokedAt: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRecordedclassByCourseId: {
    parameters: {
      query?: {
        syllabus_id?: string;
      };
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              units: {
                syllabus_id: number;
                title: string;
                titleMl: string | null;
                position: number;
                classes: {
                  id: number;
                  courseId: number;
                  syllabus_id: number;
                  position: number;
                  title: string;
                  titleMl: string | null;
                  teacher: string;
                  durationSeconds: number;
                  thumbnail: string | null;
                  examCount: number;
                  isDemo: boolean;
                  progress: {
                    /** @enum {string} */
                    state: 'new' | 'started' | 'watched';
                    positionSeconds: number;
                    percent: number;
                    /** Format: date-time */
                    updatedAt: string | null;
                  };
                  locked: boolean;
                  preview: boolean;
                }[];
              }[];
              continue: {
                id: number;
                courseId: number;
                syllabus_id: number;
                position: number;
                title: string;
                titleMl: string | null;
                teacher: string;
                durationSeconds: number;
                thumbnail: string | null;
                examCount: number;
                isDemo: boolean;
                progress: {
                  /** @enum {string} */
                  state: 'new' | 'started' | 'watched';
                  positionSeconds: number;
                  percent: number;
                  /** Format: date-time */
                  updatedAt: string | null;
                };
                locked: boolean;
                preview: boolean;
              } | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRecordedclassesContinue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              syllabus_id: number;
              position: number;
              title: string;
              titleMl: string | null;
              teacher: string;
              durationSeconds: number;
              thumbnail: string | null;
              examCount: number;
              isDemo: boolean;
              progress: {
                /** @enum {string} */
                state: 'new' | 'started' | 'watched';
                positionSeconds: number;
                percent: number;
                /** Format: date-time */
                updatedAt: string | null;
              };
              locked: boolean;
              preview: boolean;
              course_name: string;
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRecordedclassByIdById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              syllabus_id: number;
              position: number;
              title: string;
              titleMl: string | null;
              teacher: string;
              durationSeconds: number;
              thumbnail: string | null;
              examCount: number;
              isDemo: boolean;
              progress: {
                /** @enum {string} */
                state: 'new' | 'started' | 'watched';
                positionSeconds: number;
                percent: number;
                /** Format: date-time */
                updatedAt: string | null;
              };
              locked: boolean;
              preview: boolean;
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              unit: {
                syllabus_id: number;
                title: string;
                titleMl: string | null;
              };
              description: string;
              descriptionMl: string | null;
              notes: string;
              notesMl: string | null;
              source: {
                /** @enum {string} */
                kind: 'hls' | 'mp4';
                url: string;
              };
              captions: {
                lang: string;
                url: string;
              }[];
              previous: {
                id: number;
                title: string;
                titleMl: string | null;
              } | null;
              next: {
                id: number;
                title: string;
                titleMl: string | null;
              } | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putRecordedclassByIdByIdProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          positionSeconds: number;
          /** Format: date-time */
          clientTime?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              state: 'new' | 'started' | 'watched';
              positionSeconds: number;
              percent: number;
              /** Format: date-time */
              updatedAt: string | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminUnitsByIdClasses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              notes: string;
              notesMl: string | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              transcode: {
                state: string;
                progress: number;
              } | null;
              unitId: number;
              position: number;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminUnitsByIdClasses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          teacher: string;
          durationSeconds: number;
          video: string;
          thumbnail: string | null;
          captionsEn: string | null;
          captionsMl: string | null;
          notes: string;
          notesMl: string | null;
          published: boolean;
          examIds: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              notes: string;
              notesMl: string | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              transcode: {
                state: string;
                progress: number;
              } | null;
              unitId: number;
              position: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminClassesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              notes: string;
              notesMl: string | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              transcode: {
                state: string;
                progress: number;
              } | null;
              unitId: number;
              position: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminClassesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          teacher: string;
          durationSeconds: number;
          video: string;
          thumbnail: string | null;
          captionsEn: string | null;
          captionsMl: string | null;
          notes: string;
          notesMl: string | null;
          published: boolean;
          examIds: number[];
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              notes: string;
              notesMl: string | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              transcode: {
                state: string;
                progress: number;
              } | null;
              unitId: number;
              position: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminClassesById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCourseLiveclassByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              live: {
                id: number;
                courseId: number;
                title: string;
                titleMl: string | null;
                teacher: string;
                /** Format: date-time */
                startsAt: string;
                plannedMinutes: number;
                /** @enum {string} */
                state: 'upcoming' | 'live' | 'ended';
                /** Format: date-time */
                wentLiveAt: string | null;
                /** Format: date-time */
                endedAt: string | null;
                recordingId: number | null;
                examCount: number;
                isDemo: boolean;
                locked: boolean;
                preview: boolean;
              }[];
              upcoming: {
                id: number;
                courseId: number;
                title: string;
                titleMl: string | null;
                teacher: string;
                /** Format: date-time */
                startsAt: string;
                plannedMinutes: number;
                /** @enum {string} */
                state: 'upcoming' | 'live' | 'ended';
                /** Format: date-time */
                wentLiveAt: string | null;
                /** Format: date-time */
                endedAt: string | null;
                recordingId: number | null;
                examCount: number;
                isDemo: boolean;
                locked: boolean;
                preview: boolean;
              }[];
              ended: {
                id: number;
                courseId: number;
                title: string;
                titleMl: string | null;
                teacher: string;
                /** Format: date-time */
                startsAt: string;
                plannedMinutes: number;
                /** @enum {string} */
                state: 'upcoming' | 'live' | 'ended';
                /** Format: date-time */
                wentLiveAt: string | null;
                /** Format: date-time */
                endedAt: string | null;
                recordingId: number | null;
                examCount: number;
                isDemo: boolean;
                locked: boolean;
                preview: boolean;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCourseLiveclassCourse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              course_name: string;
              course_image: string;
              liveCount: number;
              next: {
                id: number;
                courseId: number;
                title: string;
                titleMl: string | null;
                teacher: string;
                /** Format: date-time */
                startsAt: string;
                plannedMinutes: number;
                /** @enum {string} */
                state: 'upcoming' | 'live' | 'ended';
                /** Format: date-time */
                wentLiveAt: string | null;
                /** Format: date-time */
                endedAt: string | null;
                recordingId: number | null;
                examCount: number;
                isDemo: boolean;
                locked: boolean;
                preview: boolean;
              } | null;
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getLiveclassesUpcoming: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              titleMl: string | null;
              teacher: string;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
              /** Format: date-time */
              wentLiveAt: string | null;
              /** Format: date-time */
              endedAt: string | null;
              recordingId: number | null;
              examCount: number;
              isDemo: boolean;
              locked: boolean;
              preview: boolean;
              course_name: string;
            }[];
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getLiveclassByIdById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              titleMl: string | null;
              teacher: string;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
              /** Format: date-time */
              wentLiveAt: string | null;
              /** Format: date-time */
              endedAt: string | null;
              recordingId: number | null;
              examCount: number;
              isDemo: boolean;
              locked: boolean;
              preview: boolean;
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              description: string;
              descriptionMl: string | null;
              stream: {
                /** @enum {string} */
                kind: 'hls' | 'youtube';
                source: string;
              } | null;
              examId: number | null;
              canModerate: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getLiveclassByIdByIdCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postLiveclassByIdByIdTicket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              ticket: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putLiveclassByIdByIdState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          state: 'live' | 'ended';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              titleMl: string | null;
              teacher: string;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
              /** Format: date-time */
              wentLiveAt: string | null;
              /** Format: date-time */
              endedAt: string | null;
              recordingId: number | null;
              examCount: number;
              isDemo: boolean;
              locked: boolean;
              preview: boolean;
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              description: string;
              descriptionMl: string | null;
              stream: {
                /** @enum {string} */
                kind: 'hls' | 'youtube';
                source: string;
              } | null;
              examId: number | null;
              canModerate: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putLiveclassByIdByIdStream: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              kind: 'hls';
              source: string;
            }
          | {
              /** @enum {string} */
              kind: 'youtube';
              source: string;
            };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              title: string;
              titleMl: string | null;
              teacher: string;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
              /** Format: date-time */
              wentLiveAt: string | null;
              /** Format: date-time */
              endedAt: string | null;
              recordingId: number | null;
              examCount: number;
              isDemo: boolean;
              locked: boolean;
              preview: boolean;
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              description: string;
              descriptionMl: string | null;
              stream: {
                /** @enum {string} */
                kind: 'hls' | 'youtube';
                source: string;
              } | null;
              examId: number | null;
              canModerate: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteLiveclassByIdByIdMessagesByMessageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              done: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putLiveclassByIdByIdMessagesByMessageIdMute: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              done: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesByIdLiveClasses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              teacherUserId: string | null;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              streamKind: 'hls' | 'youtube';
              stream: string;
              recordingId: number | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCoursesByIdLiveClasses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          teacher: string;
          teacherUserId: string | null;
          /** Format: date-time */
          startsAt: string;
          plannedMinutes: number;
          /** @enum {string} */
          streamKind: 'hls' | 'youtube';
          stream: string;
          recordingId: number | null;
          published: boolean;
          examIds: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              teacherUserId: string | null;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              streamKind: 'hls' | 'youtube';
              stream: string;
              recordingId: number | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminLiveClassesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              teacherUserId: string | null;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              streamKind: 'hls' | 'youtube';
              stream: string;
              recordingId: number | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminLiveClassesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          teacher: string;
          teacherUserId: string | null;
          /** Format: date-time */
          startsAt: string;
          plannedMinutes: number;
          /** @enum {string} */
          streamKind: 'hls' | 'youtube';
          stream: string;
          recordingId: number | null;
          published: boolean;
          examIds: number[];
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              teacher: string;
              teacherUserId: string | null;
              /** Format: date-time */
              startsAt: string;
              plannedMinutes: number;
              /** @enum {string} */
              streamKind: 'hls' | 'youtube';
              stream: string;
              recordingId: number | null;
              published: boolean;
              examIds: number[];
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              /** @enum {string} */
              state: 'upcoming' | 'live' | 'ended';
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminLiveClassesById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMaterialByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              groups: {
                syllabus_id: number | null;
                title: string | null;
                titleMl: string | null;
                documents: {
                  id: number;
                  courseId: number;
                  syllabus_id: number | null;
                  title: string;
                  titleMl: string | null;
                  pages: number;
                  sizeBytes: number;
                  /** Format: date-time */
                  addedAt: string;
                  lastPage: number | null;
                  isDemo: boolean;
                  locked: boolean;
                  preview: boolean;
                }[];
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMaterialDocumentByMaterialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        materialId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              courseId: number;
              syllabus_id: number | null;
              title: string;
              titleMl: string | null;
              pages: number;
              sizeBytes: number;
              /** Format: date-time */
              addedAt: string;
              lastPage: number | null;
              isDemo: boolean;
              locked: boolean;
              preview: boolean;
              course: {
                id: number;
                course_name: string;
                access: {
                  /** @enum {string} */
                  kind: 'free' | 'enrolled' | 'preview-only' | 'none';
                  /** Format: date-time */
                  until: string | null;
                };
              };
              unit: {
                syllabus_id: number;
                title: string;
                titleMl: string | null;
              } | null;
              description: string;
              descriptionMl: string | null;
              fileUrl: string;
              downloadable: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putMaterialDocumentByMaterialIdProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        materialId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          page: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              lastPage: number;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMaterialFileByMaterialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        materialId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Location: the /media address of the file */
      302: {
        headers: {
          /** @description The address to go on to */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCoursesByIdMaterials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              unitId: number | null;
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              file: string;
              downloadable: boolean;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              position: number;
              pages: number;
              sizeBytes: number;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCoursesByIdMaterials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          unitId: number | null;
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          file: string;
          downloadable: boolean;
          published: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              unitId: number | null;
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              file: string;
              downloadable: boolean;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              position: number;
              pages: number;
              sizeBytes: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminMaterialsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              unitId: number | null;
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              file: string;
              downloadable: boolean;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              position: number;
              pages: number;
              sizeBytes: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminMaterialsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          unitId: number | null;
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          file: string;
          downloadable: boolean;
          published: boolean;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              unitId: number | null;
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              file: string;
              downloadable: boolean;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              used: number;
              courseId: number;
              position: number;
              pages: number;
              sizeBytes: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminMaterialsById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCurrentaffairs: {
    parameters: {
      query: {
        categoryId: string;
        month?: string;
        language?: 'en' | 'ml';
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | {
                  category: {
                    id: number;
                    name: string;
                    nameMl: string | null;
                  };
                  month: string;
                  articles: {
                    id: number;
                    categoryId: number;
                    /** @enum {string} */
                    language: 'en' | 'ml';
                    title: string;
                    summary: string;
                    image: string | null;
                    tags: string[];
                    /** Format: date-time */
                    publishedAt: string;
                    isDemo: boolean;
                  }[];
                }
              | {
                  category: {
                    id: number;
                    name: string;
                    nameMl: string | null;
                  };
                  months: {
                    month: string;
                    articleCount: number;
                  }[];
                  tags: string[];
                };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCurrentaffairsLatest: {
    parameters: {
      query?: {
        language?: 'en' | 'ml';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              /** @enum {string} */
              language: 'en' | 'ml';
              title: string;
              summary: string;
              image: string | null;
              tags: string[];
              /** Format: date-time */
              publishedAt: string;
              isDemo: boolean;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCurrentaffairsByArticleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        articleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              /** @enum {string} */
              language: 'en' | 'ml';
              title: string;
              summary: string;
              image: string | null;
              tags: string[];
              /** Format: date-time */
              publishedAt: string;
              isDemo: boolean;
              category: {
                id: number;
                name: string;
                nameMl: string | null;
              };
              bodyHtml: string;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getVideoListCurrentAffairs: {
    parameters: {
      query: {
        categoryId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              category: {
                id: number;
                name: string;
                nameMl: string | null;
              };
              videos: {
                id: number;
                categoryId: number;
                title: string;
                titleMl: string | null;
                durationSeconds: number;
                thumbnail: string | null;
                /** Format: date-time */
                publishedAt: string;
                isDemo: boolean;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCurrentaffairsVideoById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              categoryId: number;
              title: string;
              titleMl: string | null;
              durationSeconds: number;
              thumbnail: string | null;
              /** Format: date-time */
              publishedAt: string;
              isDemo: boolean;
              category: {
                id: number;
                name: string;
                nameMl: string | null;
              };
              description: string;
              descriptionMl: string | null;
              source: {
                /** @enum {string} */
                kind: 'hls' | 'mp4';
                url: string;
              };
              captions: {
                lang: string;
                url: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCategoriesByIdArticles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              language: 'en' | 'ml';
              title: string;
              summary: string;
              bodyHtml: string;
              image: string | null;
              tags: string[];
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              categoryId: number;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCategoriesByIdArticles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'ml';
          title: string;
          summary: string;
          bodyHtml: string;
          image: string | null;
          tags: string[];
          /** Format: date-time */
          publishedAt: string;
          published: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              language: 'en' | 'ml';
              title: string;
              summary: string;
              bodyHtml: string;
              image: string | null;
              tags: string[];
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              categoryId: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              language: 'en' | 'ml';
              title: string;
              summary: string;
              bodyHtml: string;
              image: string | null;
              tags: string[];
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              categoryId: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'ml';
          title: string;
          summary: string;
          bodyHtml: string;
          image: string | null;
          tags: string[];
          /** Format: date-time */
          publishedAt: string;
          published: boolean;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              language: 'en' | 'ml';
              title: string;
              summary: string;
              bodyHtml: string;
              image: string | null;
              tags: string[];
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              categoryId: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminArticlesById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminCategoriesByIdAffairsVideos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              transcode: {
                state: string;
                progress: number;
              } | null;
              categoryId: number;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminCategoriesByIdAffairsVideos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          durationSeconds: number;
          video: string;
          thumbnail: string | null;
          captionsEn: string | null;
          captionsMl: string | null;
          /** Format: date-time */
          publishedAt: string;
          published: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              transcode: {
                state: string;
                progress: number;
              } | null;
              categoryId: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminAffairsVideosById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              transcode: {
                state: string;
                progress: number;
              } | null;
              categoryId: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminAffairsVideosById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          titleMl: string | null;
          description: string;
          descriptionMl: string | null;
          durationSeconds: number;
          video: string;
          thumbnail: string | null;
          captionsEn: string | null;
          captionsMl: string | null;
          /** Format: date-time */
          publishedAt: string;
          published: boolean;
          /** Format: date-time */
          updatedAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              titleMl: string | null;
              description: string;
              descriptionMl: string | null;
              durationSeconds: number;
              video: string;
              thumbnail: string | null;
              captionsEn: string | null;
              captionsMl: string | null;
              /** Format: date-time */
              publishedAt: string;
              published: boolean;
              id: number;
              /** Format: date-time */
              updatedAt: string;
              isDemo: boolean;
              transcode: {
                state: string;
                progress: number;
              } | null;
              categoryId: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminAffairsVideosById: {
    parameters: {
      query?: {
        confirm?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: {
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'test-published';
                  data: {
                    examId: number;
                    examTitle: string;
                    courseId: number;
                    courseName: string;
                  };
                }
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'live-starting';
                  data: {
                    liveClassId: number;
                    title: string;
                    titleMl: string | null;
                    courseName: string;
                    /** Format: date-time */
                    startsAt: string;
                  };
                }
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'live-started';
                  data: {
                    liveClassId: number;
                    title: string;
                    titleMl: string | null;
                    courseName: string;
                    /** Format: date-time */
                    startsAt: string;
                  };
                }
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'review-open';
                  data: {
                    examId: number;
                    examTitle: string;
                    courseId: number;
                    courseName: string;
                  };
                }
            )[];
            meta: {
              next: number | null;
              unread: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getNotificationsUnread: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postNotificationsReadAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              updated: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postNotificationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'test-published';
                  data: {
                    examId: number;
                    examTitle: string;
                    courseId: number;
                    courseName: string;
                  };
                }
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'live-starting';
                  data: {
                    liveClassId: number;
                    title: string;
                    titleMl: string | null;
                    courseName: string;
                    /** Format: date-time */
                    startsAt: string;
                  };
                }
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'live-started';
                  data: {
                    liveClassId: number;
                    title: string;
                    titleMl: string | null;
                    courseName: string;
                    /** Format: date-time */
                    startsAt: string;
                  };
                }
              | {
                  id: number;
                  link: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  readAt: string | null;
                  /** @enum {string} */
                  kind: 'review-open';
                  data: {
                    examId: number;
                    examTitle: string;
                    courseId: number;
                    courseName: string;
                  };
                };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getNotificationsPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              'test-published': {
                inApp: boolean;
                email: boolean;
              };
              'live-starting': {
                inApp: boolean;
                email: boolean;
              };
              'live-started': {
                inApp: boolean;
                email: boolean;
              };
              'review-open': {
                inApp: boolean;
                email: boolean;
              };
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putNotificationsPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          'test-published': {
            inApp: boolean;
            email: boolean;
          };
          'live-starting': {
            inApp: boolean;
            email: boolean;
          };
          'live-started': {
            inApp: boolean;
            email: boolean;
          };
          'review-open': {
            inApp: boolean;
            email: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              'test-published': {
                inApp: boolean;
                email: boolean;
              };
              'live-starting': {
                inApp: boolean;
                email: boolean;
              };
              'live-started': {
                inApp: boolean;
                email: boolean;
              };
              'review-open': {
                inApp: boolean;
                email: boolean;
              };
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getNotificationsUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Location: the confirmation page of the web app */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postNotificationsUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind: 'test-published' | 'live-starting' | 'live-started' | 'review-open';
              email: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getNotificationsUnsubscribeStatus: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind: 'test-published' | 'live-starting' | 'live-started' | 'review-open';
              email: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              userId: string;
              name: string;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
            };
          };
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminPeople: {
    parameters: {
      query?: {
        email?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
              twoFactorEnabled: boolean;
            }[];
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putAdminPeopleByUserIdRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'learner' | 'teacher' | 'admin';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
              twoFactorEnabled: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminPeopleByUserIdTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              userId: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'learner' | 'teacher' | 'admin';
              twoFactorEnabled: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminAudit: {
    parameters: {
      query?: {
        entity?: string;
        action?: string;
        entityId?: string;
        actor?: string;
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** Format: date-time */
              at: string;
              actorEmail: string;
              action: string;
              entity: string;
              entityId: string;
              before: unknown;
              after: unknown;
            }[];
            meta: {
              next: number | null;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description NOT_FOUND: no such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postAdminUploads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              key: string;
              url: string;
              type: string;
              size: number;
              pages?: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description FORBIDDEN: the caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body or the file is over its limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postMediaSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: date-time */
              expiresAt: string;
              expiresInSeconds: number;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description RATE_LIMITED: too many requests; try again after `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteMediaSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              ended: true;
            };
          };
        };
      };
      /** @description VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}

import { ErrorCode } from '@pariksha/contracts/errors';
import type { StartedAttempt } from '@pariksha/contracts/exams';
import {
  BOOKMARKS_PAGE_SIZE,
  MISTAKES_LISTED,
  TIMED_SECONDS_PER_QUESTION,
  WEAK_TOPIC_MIN_ANSWERS,
  WEAK_TOPICS_DRAWN,
  type CheckedAnswer,
  type Mistakes,
  type PracticeFrom,
  type PracticeSet,
  type PracticeTopic,
  type PracticeTopics,
} from '@pariksha/contracts/practice';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { entitlements, mayOpen } from '../enrolment/enrolment.service';
import { checkAnswer, checkedAnswers } from './answers.repository';
import { attemptClosed, examOf, ownedAttempt, startAttempt } from './attempts.service';
import type { ExamEngine } from './exam-engine';
import type { QuestionDetail } from './exams.types';
import { addCheckedAnswer } from './learner-questions.repository';
import { roundPercent, roundScore } from './scoring';
import { learnerSideOf, type LearnerSide } from './feedback.service';
import * as repo from './practice.repository';

/*
 * Practice sets (decision 026): a learner draws bank questions by topic and takes them on the exam
 * engine, so their answers are kept as surely as a test's. Learn mode shows each question's key
 * once it is checked; a checked answer cannot change.
 */

/** A learn-mode set has no clock to speak of: it stays open this long. */
const LEARN_SECONDS = 7 * 24 * 60 * 60;
/** The PSC pattern for a timed set: a third of a mark off per wrong answer. */
const TIMED_NEGATIVE_THIRDS = 1;
const SETS_LISTED = 20;
const TITLE_TOPICS = 3;

export const nothingToPractise = (message: string) =>
  new AppError(ErrorCode.NOTHING_TO_PRACTISE, message);

/** What the learner may practise: restricted courses are asked of the enrolment rule in one query. */
async function scopeOf(db: Db, userId: string, now: Date): Promise<repo.PracticeScope> {
  const restricted = (await repo.restrictedCoursesWithPapers(db)).map((r) => r.id);
  const held = await entitlements(db, restricted, userId, now);
  const openCourseIds = [...held].filter(([, e]) => mayOpen(e, false)).map(([id]) => id);
  return { userId, openCourseIds, now };
}

type Totals = Pick<repo.TopicFigures, 'available' | 'seen' | 'answered' | 'correct'> & {
  last: Date | null;
};

/**
 * The topic tree as the learner may practise it, parents before children: each topic's figures
 * include its subtopics'. Weak topics are read from what is filed right under each topic.
 */
export async function practiceTopics(db: Db, userId: string, now: Date, paperId?: number) {
  let paper: PracticeTopics['paper'] = null;
  if (paperId !== undefined) {
    const title = await repo.pastPaperTitle(db, paperId);
    if (title === undefined) throw AppError.notFound('Paper');
    paper = { id: paperId, title };
  }
  return { ...(await topicsIn(db, await scopeOf(db, userId, now), paperId)), paper };
}

async function topicsIn(
  db: Db,
  scope: repo.PracticeScope,
  paperId?: number,
): Promise<Omit<PracticeTopics, 'paper'>> {
  const rows = await repo.topicFigures(db, scope, paperId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const totals = new Map<number, Totals>(
    rows.map((r) => [r.id, { available: 0, seen: 0, answered: 0, correct: 0, last: null }]),
  );
  for (const r of rows) {
    for (let t: repo.TopicFigures | undefined = r; t; t = byId.get(t.parentId ?? -1)) {
      const sum = totals.get(t.id)!;
      sum.available += r.available;
      sum.seen += r.seen;
      sum.answered += r.answered;
      sum.correct += r.correct;
      if (r.lastAnsweredAt && (!sum.last || r.lastAnsweredAt > sum.last))
        sum.last = r.lastAnsweredAt;
    }
  }
  const children = new Map<number | null, repo.TopicFigures[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const topics: PracticeTopic[] = [];
  const visit = (parentId: number | null) => {
    for (const r of children.get(parentId) ?? []) {
      const sum = totals.get(r.id)!;
      if (sum.available === 0) continue;
      topics.push({
        id: r.id,
        parentId: r.parentId,
        name: r.name,
        nameMl: r.nameMl,
        available: sum.available,
        seen: sum.seen,
        answered: sum.answered,
        correct: sum.correct,
        accuracy: sum.answered === 0 ? null : roundPercent((100 * sum.correct) / sum.answered),
        lastPractisedAt: sum.last?.toISOString() ?? null,
      });
      visit(r.id);
    }
  };
  visit(null);
  const weakTopicIds = rows
    .filter(
      (r) => r.available > 0 && r.answered >= WEAK_TOPIC_MIN_ANSWERS && r.correct < r.answered,
    )
    .sort((a, b) => a.correct / a.answered - b.correct / b.answered || b.answered - a.answered)
    .slice(0, WEAK_TOPICS_DRAWN)
    .map((r) => r.id);
  return { topics, weakTopicIds };
}

export type NewSet = {
  from: PracticeFrom;
  paperId?: number;
  topicIds: number[];
  weakTopics: boolean;
  count: number;
  mode: 'learn' | 'timed';
};

/** Where the set is drawn from, and what its title calls it. */
async function poolOf(db: Db, scope: repo.PracticeScope, input: NewSet) {
  let topicIds = [...new Set(input.topicIds)];
  if (input.weakTopics) {
    topicIds = (await topicsIn(db, scope)).weakTopicIds;
    if (topicIds.length === 0)
      throw nothingToPractise(
        `Answer at least ${WEAK_TOPIC_MIN_ANSWERS} questions of a topic to find your weak topics`,
      );
  }
  const names = await repo.topicNames(db, topicIds);
  const shown = names.slice(0, TITLE_TOPICS).join(', ');
  const topics = names.length > TITLE_TOPICS ? `${shown} +${names.length - TITLE_TOPICS}` : shown;
  if (input.from === 'paper') {
    const paper = await repo.pastPaperTitle(db, input.paperId!);
    if (paper === undefined) throw AppError.notFound('Paper');
    return {
      pool: { from: 'paper', paperId: input.paperId!, topicIds } as const,
      title: topics ? `${paper}: ${topics}` : paper,
    };
  }
  if (input.from === 'bookmarks')
    return { pool: { from: 'bookmarks' } as const, title: 'Bookmarked questions' };
  if (input.from === 'mistakes')
    return {
      pool: { from: 'mistakes', topicIds } as const,
      title: topics ? `My mistakes: ${topics}` : 'My mistakes',
    };
  return {
    pool: { from: 'topics', topicIds } as const,
    title: `${input.weakTopics ? 'Weak topics' : 'Practice'}: ${topics}`,
  };
}

const EMPTY_POOL: Record<PracticeFrom, string> = {
  topics: 'No question of these topics can be practised yet',
  mistakes: 'No mistake to practise here: every question you got wrong is now right twice',
  bookmarks: 'No bookmarked question can be practised: bookmark questions from a review first',
  paper: 'No question of this paper can be practised yet',
};

/** Draws a practice set, writes it, and starts its attempt. */
export async function newPracticeSet(
  engine: ExamEngine,
  userId: string,
  input: NewSet,
): Promise<StartedAttempt> {
  const { db } = engine;
  const now = engine.clock.now();
  const scope = await scopeOf(db, userId, now);
  const { pool, title } = await poolOf(db, scope, input);
  const questionIds = await repo.drawQuestions(db, scope, pool, input.count);
  if (questionIds.length === 0) throw nothingToPractise(EMPTY_POOL[input.from]);
  const examId = await db.transaction((tx) =>
    repo.insertPracticeSet(tx, {
      ownerId: userId,
      title,
      mode: input.mode,
      durationSeconds:
        input.mode === 'learn' ? LEARN_SECONDS : TIMED_SECONDS_PER_QUESTION * questionIds.length,
      negativeNumerator: input.mode === 'learn' ? 0 : TIMED_NEGATIVE_THIRDS,
      questionIds,
    }),
  );
  return startAttempt(engine, userId, examId);
}

/**
 * My mistakes that may be practised now, by topic (unfiled ones counted in the total only), and
 * the most recently answered of them.
 */
export async function mistakes(db: Db, userId: string, now: Date): Promise<Mistakes> {
  const scope = await scopeOf(db, userId, now);
  const [rows, questions] = await Promise.all([
    repo.mistakesByTopic(db, scope),
    repo.mistakeQuestions(db, scope, MISTAKES_LISTED),
  ]);
  return {
    questions: questions.map((q) => ({
      questionId: q.questionId,
      stem: q.stem,
      stemMl: q.stemMl,
      topicId: q.topicId,
      lastAnsweredAt: q.lastAnsweredAt.toISOString(),
      rightInRow: q.rightInRow,
    })),
    total: rows.reduce((n, r) => n + r.count, 0),
    topics: rows.flatMap((r) =>
      r.id === null
        ? []
        : [{ id: r.id, name: r.name, nameMl: r.nameMl, path: r.path, count: r.count }],
    ),
  };
}

/**
 * Bookmarks a question the learner has met, or takes the bookmark off (whether there was one);
 * 404 for a question never met, or not there.
 */
export async function setBookmark(
  db: Db,
  userId: string,
  questionId: number,
  bookmarked: boolean,
  now: Date,
) {
  let found: boolean;
  if (bookmarked) {
    found = await repo.hasMet(db, userId, questionId);
    if (found) await repo.addBookmark(db, userId, questionId, now);
  } else found = await repo.removeBookmark(db, userId, questionId);
  if (!found) throw AppError.notFound('Question');
  return { questionId, bookmarked };
}

/** A page of the learner's bookmarks, newest first. */
export async function bookmarks(db: Db, userId: string, page: number) {
  const rows = await repo.bookmarksPage(
    db,
    userId,
    (page - 1) * BOOKMARKS_PAGE_SIZE,
    BOOKMARKS_PAGE_SIZE,
  );
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map((r) => ({
      questionId: r.questionId,
      stem: r.stem,
      stemMl: r.stemMl,
      topic: r.topic,
      bookmarkedAt: r.bookmarkedAt.toISOString(),
    })),
    meta: { total, next: page * BOOKMARKS_PAGE_SIZE < total ? page + 1 : null },
  };
}

/** Of these questions, those the learner has bookmarked (for a review). */
export const bookmarkedOf = repo.bookmarkedOf;

const toChecked = (q: QuestionDetail, optionId: number, learner: LearnerSide): CheckedAnswer => ({
  questionId: q.id,
  optionId,
  correctOptionId: q.correctOptionId,
  outcome: optionId === q.correctOptionId ? 'correct' : 'wrong',
  explanation: q.explanation,
  explanationMl: q.explanationMl,
  bookmarked: learner.bookmarked.has(q.id),
  myFeedback: learner.mine.get(q.id) ?? [],
  doubts: learner.doubts.get(q.id) ?? [],
});

/** The learn-mode set of this attempt (the learner's own, still open), and the exam it is of. */
async function learnSet(engine: ExamEngine, userId: string, attemptId: string) {
  const attempt = await ownedAttempt(engine, userId, attemptId);
  const exam = await examOf(engine, attempt.examId);
  if (exam.practiceMode !== 'learn')
    throw new AppError(ErrorCode.CONFLICT, 'Only a learn-mode practice set shows keys as you go');
  return { attempt, exam };
}

/**
 * Checks a learn-mode answer: it is written and kept for good (no later save changes it), counted
 * in the learner's figures, and its key and explanation are answered. Checking a question again
 * answers the check that stands.
 */
export async function checkPracticeAnswer(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  input: { questionId: number; optionId: number },
): Promise<CheckedAnswer> {
  const { attempt, exam } = await learnSet(engine, userId, attemptId);
  if (attempt.status !== 'in_progress') throw attemptClosed();
  const question = exam.questions.find((q) => q.id === input.questionId);
  if (!question) throw AppError.validation('questionId', 'Not a question of this practice set');
  if (!exam.optionsOf.get(question.id)!.has(input.optionId))
    throw AppError.validation('optionId', 'Not an option of this question');
  const at = engine.clock.now();
  const result = await engine.db.transaction(async (tx) => {
    const checked = await checkAnswer(tx, { attemptId, ...input, at });
    if (checked.open && checked.fresh) {
      const correct = checked.optionId === question.correctOptionId;
      await addCheckedAnswer(tx, { userId, questionId: question.id, correct, at });
    }
    return checked;
  });
  if (!result.open) throw attemptClosed();
  return toChecked(
    question,
    result.optionId,
    await learnerSideOf(engine.db, userId, [question.id]),
  );
}

/** The questions of a learn-mode set checked so far, in paper order. */
export async function practiceChecks(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
): Promise<CheckedAnswer[]> {
  const { exam } = await learnSet(engine, userId, attemptId);
  const chosen = new Map(
    (await checkedAnswers(engine.db, attemptId)).map((c) => [c.questionId, c.optionId]),
  );
  const learner = await learnerSideOf(engine.db, userId, [...chosen.keys()]);
  return exam.questions.flatMap((q) =>
    chosen.has(q.id) ? [toChecked(q, chosen.get(q.id)!, learner)] : [],
  );
}

/** The learner's practice sets, newest first (those past their deadline closed first). */
export async function practiceSets(engine: ExamEngine, userId: string): Promise<PracticeSet[]> {
  await engine.finaliseOverdueOf(userId);
  const rows = await repo.practiceSetsOf(engine.db, userId, SETS_LISTED);
  return rows.map((r) => {
    const done = r.status !== 'in_progress';
    return {
      examId: r.examId,
      attemptId: r.attemptId,
      title: r.title,
      mode: r.mode,
      questionCount: r.questionCount,
      status: r.status,
      startedAt: r.startedAt.toISOString(),
      deadline: r.deadline.toISOString(),
      score: done ? roundScore(Number(r.score)) : null,
      maxScore: roundScore(r.maxScore === null ? r.questionCount * r.marks : Number(r.maxScore)),
      correct: done ? r.correct : null,
      wrong: done ? r.wrong : null,
    };
  });
}

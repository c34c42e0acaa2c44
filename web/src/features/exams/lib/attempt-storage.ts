import type { ExamLanguage } from '@pariksha/contracts/exams';
import { decodeBase64Json, encodeBase64Json, storage } from '@/lib/storage';
import type { AnswerState } from './answer-journal';

/*
 * What this device keeps about attempts. `attempt_ID` holds the attempt in progress and
 * `attempt_ID_time` its deadline (spec keys, base64 JSON through the shell's storage). The answer
 * journal of each attempt lives under its own key, also base64 JSON.
 */

/** How the answer journal of an attempt is kept; a reload resumes from it. */
export type Journal = {
  v: 1;
  /** Highest seq ever issued for this attempt; only grows. */
  seq: number;
  /** The latest answer known to this device, by question id. */
  answers: Record<string, AnswerState>;
  /** Question ids whose latest answer the server has not acknowledged yet. */
  pending: number[];
  /** Question ids the learner has opened (for the palette; never sent). */
  visited: number[];
};

export interface JournalStore {
  read(attemptId: string): Journal | null;
  write(attemptId: string, journal: Journal): void;
  remove(attemptId: string): void;
}

export const emptyJournal = (): Journal => ({
  v: 1,
  seq: 0,
  answers: {},
  pending: [],
  visited: [],
});

const journalKey = (attemptId: string) => `attempt_ID_answers:${attemptId}`;
const viewKey = (attemptId: string) => `attempt_ID_view:${attemptId}`;

export const journalStore: JournalStore = {
  read(attemptId) {
    try {
      const raw = localStorage.getItem(journalKey(attemptId));
      const j = raw ? decodeBase64Json<Journal>(raw) : null;
      return j && j.v === 1 ? { ...emptyJournal(), ...j } : null;
    } catch {
      return null;
    }
  },
  write(attemptId, journal) {
    try {
      localStorage.setItem(journalKey(attemptId), encodeBase64Json(journal));
    } catch {
      // Storage full or disabled: the answer still goes to the server, only offline safety is lost.
    }
  },
  remove(attemptId) {
    try {
      localStorage.removeItem(journalKey(attemptId));
      localStorage.removeItem(viewKey(attemptId));
    } catch {
      // nothing to clean
    }
  },
};

/** Remembers the attempt in progress so a reload (or the instructions page) finds it again. */
export function rememberAttempt(attemptId: string, deadline: string) {
  try {
    storage.set('attempt_ID', attemptId);
    storage.set('attempt_ID_time', deadline);
  } catch {
    // storage unavailable: the server still knows the attempt
  }
}

/** Forgets everything this device kept about a finished attempt. */
export function forgetAttempt(attemptId: string) {
  journalStore.remove(attemptId);
  if (storage.get('attempt_ID') === attemptId) {
    storage.remove('attempt_ID');
    storage.remove('attempt_ID_time');
  }
}

/** How the learner was looking at the paper: language and question, restored after a reload. */
export type AttemptView = { language: ExamLanguage; questionId?: number };

export function storedView(attemptId: string): Partial<AttemptView> {
  try {
    const raw = localStorage.getItem(viewKey(attemptId));
    return (raw && decodeBase64Json<Partial<AttemptView>>(raw)) || {};
  } catch {
    return {};
  }
}

export function storeView(attemptId: string, patch: Partial<AttemptView>) {
  try {
    localStorage.setItem(
      viewKey(attemptId),
      encodeBase64Json({ ...storedView(attemptId), ...patch }),
    );
  } catch {
    // a preference only
  }
}

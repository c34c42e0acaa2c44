import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SavedAnswer } from '@pariksha/contracts/exams';
import { saveAnswers } from '../api/save-answers';
import { AnswerJournal, type JournalView } from '../lib/answer-journal';
import { AnswerSync, type SyncState } from '../lib/answer-sync';
import { journalStore } from '../lib/attempt-storage';

export type AnswersSnapshot = JournalView & SyncState;

/**
 * The attempt's answers for the life of the exam page: the journal (resumed from local storage and
 * merged with the server's answers) and its sync, which sends when the page hides or is left. The
 * browser warns before closing the tab while answers still wait for the network. A 409 on a save
 * shows as status `closed` (the attempt ended) or `taken` (another tab or device holds it); a
 * refused save as status `refused` with the server's reason. Saves carry the page's `holderId`.
 */
export function useAnswers(
  attemptId: string,
  serverAnswers: readonly SavedAnswer[],
  holderId: string,
) {
  const [{ journal, sync }] = useState(() => {
    const journal = new AnswerJournal(attemptId, journalStore, serverAnswers);
    const sync = new AnswerSync({ journal, send: saveAnswers, holderId, events: window });
    return { journal, sync };
  });
  const view = useSyncExternalStore(journal.subscribe, journal.getSnapshot);
  const state = useSyncExternalStore(sync.subscribe, sync.getSnapshot);
  const snapshot = useMemo<AnswersSnapshot>(() => ({ ...view, ...state }), [view, state]);

  useEffect(() => {
    sync.start();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void sync.flush({ keepalive: true });
    };
    const onPageHide = () => void sync.flush({ keepalive: true });
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (journal.pendingCount > 0 && !navigator.onLine) e.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      void sync.flush({ keepalive: true });
      sync.stop();
    };
  }, [journal, sync]);

  return { journal, sync, snapshot };
}

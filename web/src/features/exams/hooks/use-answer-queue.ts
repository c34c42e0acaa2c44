import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SavedAnswer } from '@pariksha/contracts/exams';
import { isAttemptClosed, saveAnswers } from '../api/save-answers';
import { AnswerQueue } from '../lib/answer-queue';
import { journalStore } from '../lib/attempt-storage';

/**
 * The attempt's answer queue for the life of the exam page: resumes from the journal merged with
 * the server's answers, sends when the page hides or is left, and warns before closing the tab
 * while answers are still waiting for the network. A 409 on a save shows as status `closed`.
 */
export function useAnswerQueue(attemptId: string, serverAnswers: readonly SavedAnswer[]) {
  const [queue] = useState(
    () =>
      new AnswerQueue(
        { attemptId, store: journalStore, send: saveAnswers, isAttemptClosed, events: window },
        serverAnswers,
      ),
  );
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  useEffect(() => {
    queue.start();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void queue.flush({ keepalive: true });
    };
    const onPageHide = () => void queue.flush({ keepalive: true });
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (queue.getSnapshot().pendingCount > 0 && !navigator.onLine) e.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      void queue.flush({ keepalive: true });
      queue.stop();
    };
  }, [queue]);

  return { queue, snapshot };
}

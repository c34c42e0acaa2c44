import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { takePaper } from '../api/get-paper';
import type { AnswerJournal } from '../lib/answer-journal';
import type { AnswerSync } from '../lib/answer-sync';
import { holderChannel, type HolderChannel } from '../lib/attempt-holder';

/**
 * The newest tab or device holds the attempt (DESIGN §4). This screen tells the browser's other
 * tabs that it holds it, and stops sending when another claims it (at once from a tab of this
 * browser, at the next save from another device: the sync's status turns `taken`). `resume` claims
 * it back: the server's answers are merged into the journal (per question the higher seq wins, so
 * an answer this screen kept but the server holds a newer one of is dropped), then what waits is
 * sent. It resolves false when the attempt has ended meanwhile (`onEnded` runs) or the claim failed.
 */
export function useTakeover(
  examId: string,
  holderId: string,
  answers: { journal: AnswerJournal; sync: AnswerSync },
  onEnded: () => void,
) {
  const { journal, sync } = answers;
  const { attemptId } = journal;
  const channel = useRef<HolderChannel | null>(null);
  const [resuming, setResuming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const c = holderChannel(attemptId, holderId, () => sync.takenOver());
    channel.current = c;
    c.announce();
    return () => {
      c.close();
      channel.current = null;
    };
  }, [attemptId, holderId, sync]);

  const resume = useCallback(async (): Promise<boolean> => {
    setResuming(true);
    setFailure(null);
    try {
      const paper = await takePaper(examId, attemptId, holderId);
      if (paper.status !== 'in_progress') {
        onEnded();
        return false;
      }
      journal.merge(paper.answers);
      channel.current?.announce();
      void sync.resume();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ATTEMPT_CLOSED') onEnded();
      else setFailure(errorMessage(error));
      return false;
    } finally {
      setResuming(false);
    }
  }, [examId, attemptId, holderId, journal, sync, onEnded]);

  return { resuming, failure, resume };
}

import { useEffect, useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassProgress } from '@pariksha/contracts/classes';
import { saveClassProgress } from '../api/save-class-progress';
import { progressSaver } from './progress-saver';

/**
 * Saves the learner's position in class `id` as the `<video>` plays (progress-saver's rules), and
 * refreshes the lists when a save changes the class's state (started, watched).
 */
export function useProgressSaving(
  id: number,
  video: RefObject<HTMLVideoElement | null>,
  initial: ClassProgress['state'],
) {
  const queryClient = useQueryClient();
  // The state as the screen opened; later answers move it without starting the saver again.
  const state = useRef(initial);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const saver = progressSaver(
      () => el.currentTime,
      (position, keepalive) => {
        void saveClassProgress(id, position, keepalive)
          .then((saved) => {
            if (saved.state === state.current) return;
            state.current = saved.state;
            void queryClient.invalidateQueries({ queryKey: ['classes'] });
            void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
          })
          // A lost save is made good by the next one; playback goes on.
          .catch(() => undefined);
      },
    );
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.leave();
    };
    const events: [string, () => void][] = [
      ['playing', saver.playing],
      ['pause', saver.paused],
      ['seeked', saver.seeked],
      ['ended', saver.ended],
    ];
    for (const [name, fn] of events) el.addEventListener(name, fn);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saver.leave);
    return () => {
      for (const [name, fn] of events) el.removeEventListener(name, fn);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saver.leave);
      // Leaving the screen inside the app.
      if (el.currentTime > 0) saver.leave();
    };
  }, [id, video, queryClient]);
}

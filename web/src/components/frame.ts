import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a screen ask the layout for the app's frame (the top bar) where its route hides it, as a
 * not-found screen inside the exam's full-screen route does: a learner who reached a dead address
 * always has the way home the top bar gives.
 */
export const FrameContext = createContext<(shown: boolean) => void>(() => {});

/** Shows the top bar while the calling component is on screen. */
export function useShowFrame() {
  const show = useContext(FrameContext);
  useEffect(() => {
    show(true);
    return () => show(false);
  }, [show]);
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Asks before the browser's back button leaves a running test. The router here is declarative
 * (no data router, so no `useBlocker`): the page adds one history entry for itself, and a back
 * press lands on that entry instead of the previous screen; the page then asks, and re-arms if
 * the learner stays. `leave()` goes back past both entries.
 */
export function useLeaveGuard(active: boolean) {
  const [asking, setAsking] = useState(false);
  const armed = useRef(false);

  useEffect(() => {
    if (!active) return;
    // The same state the router keeps for this entry: a back press changes nothing it sees.
    window.history.pushState(window.history.state, '');
    armed.current = true;
    const onPop = () => {
      if (!armed.current) return;
      window.history.pushState(window.history.state, '');
      setAsking(true);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      armed.current = false;
      window.removeEventListener('popstate', onPop);
    };
  }, [active]);

  const stay = useCallback(() => setAsking(false), []);
  const leave = useCallback(() => {
    armed.current = false;
    setAsking(false);
    window.history.go(-2);
  }, []);
  return { asking, stay, leave };
}

import { useCallback, useState } from 'react';

/**
 * Text for a polite live region, and the way to say something through it. The same words twice
 * in a row are still said twice (a no-break space makes them a change).
 */
export function useAnnouncer(): [string, (text: string) => void] {
  const [said, setSaid] = useState('');
  const announce = useCallback(
    (text: string) => setSaid((prev) => (prev === text ? `${text}\u00a0` : text)),
    [],
  );
  return [said, announce];
}

import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  keyOfCommand,
  setShortcutsOn,
  shortcutOf,
  shortcutsOn,
  subscribeShortcuts,
  type Command,
  type Shortcut,
} from '../lib/shortcuts';

/** Whether single-key shortcuts are on for this device, and the switch. */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribeShortcuts, shortcutsOn), setShortcutsOn];
}

/**
 * Calls `onShortcut` for each shortcut key pressed anywhere on the page while `enabled`; `learn`
 * adds the keys of a learn-mode practice set.
 */
export function useShortcutKeys(
  enabled: boolean,
  optionCount: number,
  onShortcut: (s: Shortcut) => void,
  learn = false,
) {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const shortcut = shortcutOf(e, optionCount, learn);
      if (!shortcut) return;
      e.preventDefault();
      handler.current(shortcut);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, optionCount, learn]);
}

/** The `aria-keyshortcuts` of a button doing what `command` does; none while shortcuts are off. */
export function useKeyShortcut(command: Command): string | undefined {
  const [on] = useShortcutsSetting();
  return on ? keyOfCommand(command) : undefined;
}

/*
 * The exam screen's single-key shortcuts (WCAG 2.1.4): each can be turned off on this device,
 * none fires while the learner types in a field or holds Ctrl, Alt or Meta, and a key held down
 * does not repeat its action.
 */

export type Command =
  'next' | 'previous' | 'mark' | 'clear' | 'check' | 'palette' | 'submit' | 'language' | 'help';

export type Shortcut = { command: Command } | { option: number };

const COMMANDS: Record<string, Command> = {
  n: 'next',
  p: 'previous',
  m: 'mark',
  x: 'clear',
  q: 'palette',
  s: 'submit',
  l: 'language',
  '?': 'help',
};

/** Keys of a learn-mode practice set only (A–H choose options, so "check" is K). */
const LEARN_COMMANDS: Record<string, Command> = { k: 'check' };

const LETTERS = 'abcdefgh';

/** What the help lists, in this order: the keys (a pair is a range) and the command's key. */
export const SHORTCUT_ROWS: { id: Command | 'option'; keys: [string, string?][] }[] = [
  {
    id: 'option',
    keys: [
      ['1', '4'],
      ['A', 'D'],
    ],
  },
  { id: 'next', keys: [['N']] },
  { id: 'previous', keys: [['P']] },
  { id: 'mark', keys: [['M']] },
  { id: 'clear', keys: [['X']] },
  { id: 'check', keys: [['K']] },
  { id: 'palette', keys: [['Q']] },
  { id: 'submit', keys: [['S']] },
  { id: 'language', keys: [['L']] },
  { id: 'help', keys: [['?']] },
];

/** The `aria-keyshortcuts` of the button that does the same as a command. */
export const keyOfCommand = (command: Command) =>
  Object.entries({ ...COMMANDS, ...LEARN_COMMANDS })
    .find(([, c]) => c === command)![0]
    .toUpperCase();

const NOT_TYPED = new Set([
  'radio',
  'checkbox',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether keys pressed on `target` are the learner typing (a text field, a select, editable text). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * The key a keydown stands for, lower case: its character, or on a keyboard whose layout types
 * another script (a Malayalam one) the key in the same place on an English keyboard.
 */
function keyOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string | null {
  if (/^[\x21-\x7e]$/.test(e.key)) return e.key.toLowerCase();
  const m = /^(?:Key([A-Z])|Digit(\d)|Numpad(\d))$/.exec(e.code);
  if (m) return (m[1] ?? m[2] ?? m[3])!.toLowerCase();
  return e.code === 'Slash' && e.shiftKey ? '?' : null;
}

/**
 * The shortcut a keydown asks for on a question with `optionCount` options, if any; `learn` adds
 * the keys of a learn-mode practice set.
 */
export function shortcutOf(e: KeyboardEvent, optionCount: number, learn = false): Shortcut | null {
  if (e.ctrlKey || e.altKey || e.metaKey || e.repeat || e.isComposing || e.defaultPrevented)
    return null;
  if (isTyping(e.target)) return null;
  const key = keyOf(e);
  if (key === null) return null;
  const option = /^[1-9]$/.test(key) ? Number(key) - 1 : LETTERS.indexOf(key);
  if (option >= 0) return option < optionCount ? { option } : null;
  const command = COMMANDS[key] ?? (learn ? LEARN_COMMANDS[key] : undefined);
  return command ? { command } : null;
}

const SETTING = 'exam_shortcuts';
const listeners = new Set<() => void>();
/** The choice when storage cannot keep it: it holds for this page only. */
let unstored = true;

/** Whether single-key shortcuts are on for this device (on until the learner turns them off). */
export function shortcutsOn(): boolean {
  try {
    return localStorage.getItem(SETTING) !== 'off';
  } catch {
    return unstored;
  }
}

export function setShortcutsOn(on: boolean) {
  unstored = on;
  try {
    if (on) localStorage.removeItem(SETTING);
    else localStorage.setItem(SETTING, 'off');
  } catch {
    // storage unavailable: `unstored` keeps it
  }
  listeners.forEach((l) => l());
}

/** Changes from this page or another tab. */
export function subscribeShortcuts(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where focus goes once the panel has closed. */
type After = { to: 'heading' | 'submit' } | { to: 'opener'; opener: Element | null };

/** The current question's button in a palette. */
export const currentPaletteButton = (within: Element | null) =>
  within?.querySelector<HTMLButtonElement>('button[aria-current="true"]') ?? null;

/**
 * The narrow screen's palette panel and where focus goes around it: into the current question's
 * button when it opens; when it closes, back to what opened it, or to the question heading after
 * a jump, or (after its Submit) to the heading and then the submit dialog, so that dialog returns
 * focus to something still on the page.
 */
export function usePalettePanel(
  panelId: string,
  headingRef: RefObject<HTMLElement | null>,
  onSubmit: () => void,
) {
  const [open, setOpen] = useState(false);
  const after = useRef<After>({ to: 'heading' });
  const [closings, setClosings] = useState(0);
  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  });

  // Runs after the panel's own clean-up (a child's effects come first), so nothing pulls focus back.
  useEffect(() => {
    if (closings === 0) return;
    const then = after.current;
    after.current = { to: 'heading' };
    if (then.to === 'opener' && then.opener instanceof HTMLElement && then.opener.isConnected)
      then.opener.focus();
    else headingRef.current?.focus();
    if (then.to === 'submit') submit.current();
  }, [closings, headingRef]);

  return {
    open,
    show: () => {
      after.current = { to: 'opener', opener: document.activeElement };
      setOpen(true);
    },
    /** Closed as it was opened (Escape, its close button, Q): focus goes back to the opener. */
    hide: () => setOpen(false),
    /** Closed by what was done in it. */
    closeTo: (to: 'heading' | 'submit') => {
      after.current = { to };
      setOpen(false);
    },
    onEntered: () => currentPaletteButton(document.getElementById(panelId))?.focus(),
    onExited: () => setClosings((n) => n + 1),
  };
}

import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than it: the scrolling box is a named
 * region that takes focus, so it can be scrolled from the keyboard too (WCAG 2.1.1).
 */
export function ScrollingTable({
  labelledBy,
  label,
  className = '',
  children,
}: {
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`table-responsive ${className}`.trim()}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolled from the keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}

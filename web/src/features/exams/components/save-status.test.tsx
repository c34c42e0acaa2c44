import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../lib/answer-sync';
import { SaveStatus } from './save-status';

describe('SaveStatus', () => {
  it('tells a screen reader when saving starts to fail and when it recovers, not of every save', () => {
    const said: string[] = [];
    const { rerender } = render(<SaveStatus status="saved" pendingCount={0} />);
    const announcer = screen.getByTestId('save-announcer');
    expect(announcer).toHaveAttribute('role', 'status');
    const go = (status: SyncStatus, pending: number) => {
      rerender(<SaveStatus status={status} pendingCount={pending} />);
      said.push(announcer.textContent ?? '');
    };
    go('pending', 1);
    go('saving', 1);
    go('saved', 0);
    expect(said.every((s) => s === '')).toBe(true);
    go('retrying', 1);
    go('saving', 2);
    go('retrying', 2);
    go('saved', 0);
    expect([...new Set(said.filter(Boolean))]).toEqual([
      'Your answers could not be saved yet. They are kept on this device and sent again.',
      'All answers saved',
    ]);
    // The visible status holds the state alone (the announcer is beside it).
    expect(document.querySelector('.save-status')).toHaveTextContent(/^All answers saved$/);
  });

  it('says how many answers wait, for a screen reader', () => {
    render(<SaveStatus status="offline" pendingCount={3} />);
    expect(screen.getByText('Offline — answers kept on this device')).toBeInTheDocument();
    expect(screen.getByText('(3 waiting)')).toHaveClass('visually-hidden');
  });
});

import { describe, expect, it } from 'vitest';
import type { FeedbackGroup } from '@pariksha/contracts/feedback';
import { decided, doubt, leader, river, wrongKey } from './feedback-test-data';
import { keepDecided, withDecision, type Decided } from './kept-decisions';

const other: FeedbackGroup = {
  ...river,
  question: { ...river.question, id: 12, stem: '<p>Where is Vaikom?</p>' },
  items: [{ ...river.items[0]!, id: 50 }],
};
const answered = decided(doubt, 'answered', 'T. K. Madhavan.');
const rejected = decided(wrongKey, 'rejected', 'A is right.');
const ids = (groups: FeedbackGroup[]) =>
  groups.map((g) => [g.question.id, g.items.map((i) => i.id)]);

describe('what the list keeps of the decisions made on the screen', () => {
  it('shows a decided item as decided until the list read again says otherwise', () => {
    const mine: Decided[] = [{ item: answered, question: leader.question, index: 0 }];
    expect(keepDecided([leader], mine)[0]!.items[0]).toEqual(answered);
    // Another teacher's later answer wins.
    const later = { ...answered, answer: 'Madhavan.', answeredAt: '2026-11-23T08:00:00.000Z' };
    expect(keepDecided([{ ...leader, items: [later, wrongKey] }], mine)[0]!.items[0]).toEqual(
      later,
    );
  });

  it('keeps an item the filter no longer picks in its group, newest first', () => {
    const mine: Decided[] = [{ item: answered, question: leader.question, index: 0 }];
    const shown = keepDecided([{ ...leader, items: [wrongKey] }, river], mine);
    expect(ids(shown)).toEqual([
      [11, [31, 30]],
      [10, [40]],
    ]);
  });

  it('keeps a group gone from the list where it was, with only what was decided', () => {
    const mine = withDecision(
      withDecision([], { item: answered, question: leader.question, index: 1 }),
      { item: rejected, question: leader.question, index: 1 },
    );
    const shown = keepDecided([other, river], mine);
    expect(ids(shown)).toEqual([
      [12, [50]],
      [11, [31, 30]],
      [10, [40]],
    ]);
    expect(shown[1]!.counts).toEqual({
      doubt: 0,
      wrong_key: 0,
      wrong_wording: 0,
      wrong_translation: 0,
    });
    // Decided again: the newer decision replaces the first.
    const again = withDecision(mine, {
      item: { ...rejected, status: 'accepted' },
      question: leader.question,
      index: 1,
    });
    expect(again).toHaveLength(2);
    expect(keepDecided([], again)[0]!.items.map((i) => i.status)).toEqual(['answered', 'accepted']);
  });
});

import type { FeedbackGroup, FeedbackItem } from '@pariksha/contracts/feedback';

/** An item decided on this screen, with its question and where its group was listed then. */
export type Decided = { item: FeedbackItem; question: FeedbackGroup['question']; index: number };

const NO_COUNTS: FeedbackGroup['counts'] = {
  doubt: 0,
  wrong_key: 0,
  wrong_wording: 0,
  wrong_translation: 0,
};

/** Newest first, as the server lists them. */
const newestFirst = (a: FeedbackItem, b: FeedbackItem) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The groups to show: the server's, and every item decided on this screen that its filter no
 * longer picks (an answered doubt under "Open"), kept with its new status in its group, a group
 * gone from the list kept where it was, so nothing a teacher just did vanishes under their hands.
 */
export function keepDecided(groups: FeedbackGroup[], decided: Decided[]): FeedbackGroup[] {
  const mine = new Map(decided.map((d) => [d.item.id, d.item]));
  // Until the list is read again it still has the item as it was; a later answer (another
  // teacher's) wins over the one given here.
  const latest = (i: FeedbackItem) => {
    const d = mine.get(i.id);
    return d && (i.answeredAt ?? '') <= (d.answeredAt ?? '') ? d : i;
  };
  const listed = new Set(groups.flatMap((g) => g.items.map((i) => i.id)));
  const missing = decided.filter((d) => !listed.has(d.item.id));
  const shown = groups.map((g) => {
    const kept = missing.filter((d) => d.question.id === g.question.id).map((d) => d.item);
    return { ...g, items: [...g.items.map(latest), ...kept].sort(newestFirst) };
  });
  const gone = new Map<number, { group: FeedbackGroup; index: number }>();
  for (const d of missing) {
    if (groups.some((g) => g.question.id === d.question.id)) continue;
    const entry = gone.get(d.question.id) ?? {
      group: { question: d.question, counts: NO_COUNTS, items: [] },
      index: d.index,
    };
    entry.group = { ...entry.group, items: [...entry.group.items, d.item].sort(newestFirst) };
    entry.index = Math.min(entry.index, d.index);
    gone.set(d.question.id, entry);
  }
  for (const { group, index } of [...gone.values()].sort((a, b) => a.index - b.index))
    shown.splice(Math.min(index, shown.length), 0, group);
  return shown;
}

/** `decided` with `d` in it, in place of an earlier decision on the same item. */
export const withDecision = (decided: Decided[], d: Decided) => [
  ...decided.filter((x) => x.item.id !== d.item.id),
  d,
];

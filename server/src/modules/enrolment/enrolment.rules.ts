import type { EntitlementKind } from '@pariksha/contracts/enrolment';
import type { AccessRow } from './enrolment.repository';

/**
 * What a learner may open of a course. `until` is when enrolled access ends (absent: it does not
 * end, or there is none to end).
 */
export type Entitlement = { access: EntitlementKind; until?: Date };

/**
 * The one entitlement rule (decision 025): a free course is open to everyone signed in; a
 * restricted one to staff (they teach and check it), to a learner with a live grant or in a batch
 * running now (until the latest of their ends); to anyone else only its preview items, if any.
 */
export function decide(row: AccessRow): Entitlement {
  if (row.access === 'free') return { access: 'free' };
  if (row.staff) return { access: 'enrolled' };
  if (row.granted && row.grantUntil === null) return { access: 'enrolled' };
  const ends = [row.granted ? row.grantUntil : null, row.batchUntil].filter(
    (d): d is Date => d !== null,
  );
  if (ends.length > 0)
    return { access: 'enrolled', until: new Date(Math.max(...ends.map((d) => d.getTime()))) };
  return { access: row.hasPreview ? 'preview-only' : 'none' };
}

/** Whether an item may be opened: all of a course one is entitled to, else only its previews. */
export const mayOpen = (e: Entitlement, itemIsPreview: boolean) =>
  e.access === 'free' || e.access === 'enrolled' || itemIsPreview;

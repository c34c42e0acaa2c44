import { setImmediate as nextTurn } from 'node:timers/promises';
import { purifyRichText, type Purified } from './rich-text-purify';

/**
 * A worker thread's task (worker-pool.ts): the rich-text fields of one change, each sanitised.
 * Each field in a turn of the event loop of its own: jsdom keeps what a WeakRef points at until
 * the turn ends (every document DOMPurify walks, megabytes each), so a task of many fields in one
 * turn would hold them all at once.
 */
export default async function purifyFields(fields: string[]): Promise<Purified[]> {
  const out: Purified[] = [];
  for (const html of fields) {
    out.push(purifyRichText(html));
    await nextTurn();
  }
  return out;
}

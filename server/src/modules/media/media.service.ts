import type { Db } from '../../db/client';
import type { MediaStore } from '../../lib/media-store';
import * as repo from './media.repository';
import { mediaKeysIn, mediaUnit } from './media.rules';

/* What other features ask of the media: which files go with a row, and taking them away. */

/**
 * The keys, `/media/…` paths and HTML of every row that goes with a holder (a course, a unit, a
 * category), read before it goes.
 */
export const mediaOfHolder = (db: Db, holder: repo.Holder) => repo.mediaOfHolder(db, holder);

/**
 * Removes from the store the files a row named once no row names them any more (called after
 * the rows went, committed): an upload's whole folder, or the one file. A file still named
 * elsewhere (the demo videos many classes share) stays.
 */
export async function withdrawMedia(db: Db, store: MediaStore, named: (string | null)[]) {
  for (const unit of new Set(mediaKeysIn(named).map(mediaUnit))) {
    if (await repo.isNamed(db, unit)) continue;
    if (unit.endsWith('/')) await store.removeFolder(unit);
    else await store.remove(unit);
  }
}

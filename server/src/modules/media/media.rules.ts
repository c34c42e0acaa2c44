import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isMediaKey } from '../../lib/media-store';
import { TtlCache } from '../../lib/ttl-cache';
import { actingRoleOf, atLeast } from '../auth/auth.service';
import { entitlements, mayOpen } from '../enrolment/enrolment.service';
import * as repo from './media.repository';

/*
 * Who may open a media file beyond the cookie (docs/decisions/009-media-access.md), and which
 * files go together.
 */

/**
 * Folders whose files belong to content learners are shown or not (classes, documents), each
 * upload in a folder of its own (`classes/<id>/video.mp4`, its renditions beside it).
 */
const CONTENT_FOLDERS = new Set(['classes', 'material']);

/** The files that come and go together: an upload's folder (`classes/<id>/`), else the file. */
export function mediaUnit(key: string): string {
  const parts = key.split('/');
  return parts.length > 2 && CONTENT_FOLDERS.has(parts[0]!) ? `${parts[0]}/${parts[1]}/` : key;
}

/**
 * How long this node trusts that content is shown, and that a learner may open a restricted
 * course's files; withdrawing either takes at most this long.
 */
export const SHOWN_TTL_MS = 60_000;

export function mediaRules(db: Db, clock: Clock) {
  // Only "shown" is kept: a file just published opens at once, and a segment request of a
  // playing video costs no query.
  const shown = new TtlCache<string, repo.MediaUses>({
    max: 20_000,
    ttlMs: SHOWN_TTL_MS,
    now: () => clock.now().getTime(),
    load: async (unit) => {
      const uses = await repo.visibleUses(db, unit);
      return uses.open || uses.courses.length > 0 ? uses : undefined;
    },
  });
  // A learner's access to the courses of a unit (decision 025), kept as long: the segment
  // requests of a playing video cost no query, and a revoked learner is refused within a minute.
  const entitled = new TtlCache<string, { yes: boolean }>({
    max: 50_000,
    ttlMs: SHOWN_TTL_MS,
    now: () => clock.now().getTime(),
    load: async (key) => {
      const [userId, courses] = JSON.parse(key) as [string, number[]];
      const all = await entitlements(db, courses, userId, clock.now());
      return { yes: [...all.values()].some((e) => mayOpen(e, false)) };
    },
  });

  return {
    /**
     * Whether the person the media cookie names may open the file: the files of classes and
     * documents only while content learners see names them, and of a restricted course only
     * to a learner with access to it, or when it is a preview item's (staff always); class
     * thumbnails (shown on locked cards) and other folders to anyone signed in. Staff count once
     * their second factor is set up.
     */
    async canReadMedia(userId: string, key: string): Promise<boolean> {
      if (!CONTENT_FOLDERS.has(key.split('/')[0]!)) return true;
      const uses = await shown.fetch(mediaUnit(key));
      if (uses?.open || uses?.thumbnails.includes(key)) return true;
      if (uses && (await entitled.fetch(JSON.stringify([userId, uses.courses])))?.yes) return true;
      return atLeast(await actingRoleOf(db, userId), 'teacher');
    },
  };
}
export type MediaRules = ReturnType<typeof mediaRules>;

// A `/media/…` path standing alone or in HTML (after a quote, a bracket or a space), never the
// end of another site's address.
const MEDIA_PATH = /(?:^|["'(\s])\/media\/([A-Za-z0-9._\-/]+)/g;

/** The media keys a row names: keys, `/media/…` paths, and paths in HTML. */
export function mediaKeysIn(values: (string | null | undefined)[]): string[] {
  return values.flatMap((v) => {
    if (!v) return [];
    if (isMediaKey(v)) return [v];
    return [...v.matchAll(MEDIA_PATH)].map((m) => m[1]!).filter(isMediaKey);
  });
}

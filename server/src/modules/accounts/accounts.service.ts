import { isAPIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type {
  AuthResult,
  DeleteAccount,
  UpdateUserDetails,
  UserDetails,
} from '@pariksha/contracts/accounts';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import * as repo from './accounts.repository';
import { presentDetails } from './accounts.presenter';
import { reencodePhoto, removePhotos, storePhoto } from './photo';

type Patch = { [K in keyof UpdateUserDetails]?: Exclude<UpdateUserDetails[K], undefined> };

export function accountsService(app: FastifyInstance) {
  const { db, clock, mediaStore } = app;

  async function details(userId: string) {
    const row = await repo.findDetails(db, userId);
    if (!row)
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended, sign in again');
    return row;
  }

  return {
    async get(userId: string): Promise<UserDetails> {
      return presentDetails(await details(userId));
    },

    async update(userId: string, patch: Patch): Promise<UserDetails> {
      const { targetCategoryId: cat, targetLevelId: lvl } = patch;
      if (cat !== undefined && !(await repo.categoryExists(db, cat))) {
        throw AppError.validation('targetCategoryId', 'There is no such exam category');
      }
      if (lvl !== undefined && !(await repo.levelExists(db, lvl))) {
        throw AppError.validation('targetLevelId', 'There is no such level');
      }
      const before = await details(userId);
      const now = clock.now();
      const merged = { ...before, ...patch };
      const completes =
        !before.completedAt &&
        !!(merged.name && merged.phone && merged.targetCategoryId && merged.targetLevelId);
      await db.transaction(async (tx) => {
        if (patch.name !== undefined) await repo.updateName(tx, userId, patch.name, now);
        await repo.upsertProfile(
          tx,
          userId,
          {
            phone: patch.phone,
            targetCategoryId: cat,
            targetLevelId: lvl,
            language: patch.language,
            leaderboardName: patch.leaderboardName,
            ...(patch.imageUrl === null ? { imagePath: null } : {}),
            ...(completes ? { completedAt: now } : {}),
          },
          now,
        );
      });
      const shown = before.imagePath;
      if (patch.imageUrl === null && shown) {
        // Up to the photo it showed: one being uploaded meanwhile is newer and stays.
        await removePhotos(mediaStore, userId, (k) => k <= shown, shown);
      }
      return presentDetails(await details(userId));
    },

    async setPhoto(userId: string, bytes: Buffer, declaredType: string): Promise<UserDetails> {
      const webp = await reencodePhoto(bytes, declaredType);
      const before = await details(userId);
      const key = await storePhoto(mediaStore, userId, webp);
      let shown: boolean;
      try {
        shown = await repo.setPhotoIfNewer(db, userId, key, clock.now());
      } catch (err) {
        await mediaStore.remove(key);
        throw err;
      }
      // Every older photo goes; if a newer upload won meanwhile, this one goes instead.
      if (shown) await removePhotos(mediaStore, userId, (k) => k < key, before.imagePath);
      else await mediaStore.remove(key);
      return presentDetails(await details(userId));
    },

    /** Deletes the account for good: user, profile, sessions, linked identities and the photo. */
    async deleteAccount(userId: string, body: DeleteAccount, headers: Headers) {
      const before = await details(userId);
      if (before.hasPassword && !body.password) {
        throw AppError.validation('password', 'Enter your password to confirm');
      }
      try {
        await app.auth.api.deleteUser({
          body: body.password ? { password: body.password } : {},
          headers,
        });
      } catch (err) {
        if (!isAPIError(err)) throw err;
        const code = (err.body as { code?: string } | undefined)?.code;
        if (code === 'INVALID_PASSWORD')
          throw AppError.validation('password', 'The password is not correct.');
        if (code === 'SESSION_EXPIRED') {
          throw new AppError(
            ErrorCode.FORBIDDEN,
            'For your safety, sign in again and then delete the account.',
          );
        }
        throw err;
      }
      await removePhotos(mediaStore, userId, () => true, before.imagePath);
    },

    /** The session a federated sign-in left in a cookie, exchanged for the bearer token. */
    async handoff(headers: Headers): Promise<AuthResult> {
      headers.delete('authorization');
      const found = await app.auth.api.getSession({ headers });
      if (!found)
        throw new AppError(
          ErrorCode.UNAUTHENTICATED,
          'The sign-in did not finish, please try again',
        );
      const { id, name, email } = found.user;
      return { token: found.session.token, user: { id, name, email } };
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;

/** The exam category a learner prepares for (what home shows first); null until they choose. */
export const targetCategoryOf = (db: Db, userId: string) => repo.targetCategoryOf(db, userId);

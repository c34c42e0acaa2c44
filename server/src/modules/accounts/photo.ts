import crypto from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_TYPES } from '@pariksha/contracts/accounts';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../../lib/media-store';
import { MAX_PIXELS, readPictureHeader } from '../../lib/pictures';

const AVATAR_DIR = 'avatars';
const SIZE = 512;

const notAnImage = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The photo must be a JPEG, PNG or WebP image.', [
    { field: 'photo', message: 'The photo must be a JPEG, PNG or WebP image.' },
  ]);

/**
 * Decodes the upload and re-encodes it as a square WebP without metadata (no camera or GPS
 * details leave with it). The bytes decide what the file is, not its name or declared type.
 */
export async function reencodePhoto(bytes: Buffer, declaredType: string): Promise<Buffer> {
  if (!(PHOTO_TYPES as readonly string[]).includes(declaredType)) throw notAnImage();
  try {
    // A 2 MB file may still claim gigapixels: its header is read before its pixels.
    const { format } = await readPictureHeader(bytes);
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notAnImage();
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
}

const folderOf = (userId: string) => `${AVATAR_DIR}/${userId}/`;

// Photo names sort by when they were taken in: a later upload always sorts after an earlier one.
let lastStamp = 0;
function stamp() {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp.toString(36).padStart(10, '0');
}

/**
 * Writes the photo as avatars/<userId>/<time>-<random>.webp: unguessable, yet every photo a
 * learner ever had is in one folder. Returns its media key.
 */
export async function storePhoto(store: MediaStore, userId: string, webp: Buffer) {
  const key = `${folderOf(userId)}${stamp()}-${crypto.randomBytes(16).toString('hex')}.webp`;
  await store.put(key, webp);
  return key;
}

/**
 * Removes those of the learner's photos that `which` picks (by key; keys sort by upload time),
 * and `legacy`, a photo stored before each learner had a folder of their own.
 */
export async function removePhotos(
  store: MediaStore,
  userId: string,
  which: (key: string) => boolean,
  legacy?: string | null,
) {
  const keys = (await store.list(folderOf(userId))).filter(which);
  if (legacy && /^avatars\/[0-9a-f]{32}\.webp$/.test(legacy)) keys.push(legacy);
  await Promise.all(keys.map((k) => store.remove(k)));
}

export const mediaUrl = (rel: string | null) => (rel ? `/media/${rel}` : null);

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_TYPES } from '@pariksha/contracts/accounts';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';

const AVATAR_DIR = 'avatars';
const SIZE = 512;
// Refuses decompression bombs: a 2 MB file may still claim gigapixels.
const MAX_PIXELS = 40_000_000;

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
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
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

/** Writes the photo under DATA_DIR/media/avatars with an unguessable name; returns its media path. */
export async function storePhoto(mediaDir: string, webp: Buffer): Promise<string> {
  const rel = `${AVATAR_DIR}/${crypto.randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(path.join(mediaDir, AVATAR_DIR), { recursive: true });
  await fs.writeFile(path.join(mediaDir, rel), webp);
  return rel;
}

export async function removePhoto(mediaDir: string, rel: string | null | undefined) {
  // Only ever files this module wrote.
  if (!rel || !/^avatars\/[0-9a-f]{32}\.webp$/.test(rel)) return;
  await fs.rm(path.join(mediaDir, rel), { force: true });
}

export const mediaUrl = (rel: string | null) => (rel ? `/media/${rel}` : null);

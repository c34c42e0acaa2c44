import path from 'node:path';
import { AppError } from './app-error';
import type { MediaStore } from './media-store';

/*
 * The files staff content names: media keys an upload answered, each checked to be of the kind
 * the field wants and still in the store before a row may name it.
 */

/** Where pictures are uploaded (course images, class and video thumbnails, article images). */
export const IMAGE_FOLDERS = ['images', 'classes', 'courses'];
export const PICTURE_EXTENSIONS = ['jpg', 'png', 'webp', 'svg'];

/** A media key that an upload made under one of `folders` and that is still there. */
export async function checkMedia(
  media: MediaStore,
  field: string,
  key: string | null,
  folders: string[],
  extensions: string[],
) {
  if (key === null) return;
  const ok =
    folders.some((f) => key.startsWith(`${f}/`)) &&
    extensions.some((e) => key.endsWith(`.${e}`)) &&
    (await media.list(path.posix.dirname(key))).includes(key);
  if (!ok) throw AppError.validation(field, 'Upload the file first, then choose it');
}

/** The files of a video (a recorded class, a current-affairs video), each of its own kind. */
export async function checkVideoFiles(
  media: MediaStore,
  v: {
    video: string;
    thumbnail: string | null;
    captionsEn: string | null;
    captionsMl: string | null;
  },
) {
  await checkMedia(media, 'video', v.video, ['classes'], ['mp4', 'm3u8']);
  await checkMedia(media, 'thumbnail', v.thumbnail, IMAGE_FOLDERS, PICTURE_EXTENSIONS);
  await checkMedia(media, 'captionsEn', v.captionsEn, ['classes'], ['vtt']);
  await checkMedia(media, 'captionsMl', v.captionsMl, ['classes'], ['vtt']);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPaths,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  type UploadKind,
} from '@pariksha/contracts/admin-paths';
import { UploadResponseSchema, type Upload } from '@pariksha/contracts/admin';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import { multipartForm } from '../../lib/multipart';
import { PictureRefused, readPictureHeader } from '../../lib/pictures';
import { cleanSvgFile, keyFor, pdfPages, sniff, UploadRefused } from './uploads';

const WHAT: Record<UploadKind, string> = {
  'course-image': 'a JPEG, PNG, WebP or SVG image',
  image: 'a JPEG, PNG, WebP or SVG image',
  pdf: 'a PDF document',
  video: 'an MP4 video',
  captions: 'WebVTT captions',
};
const isKind = (value: string): value is UploadKind =>
  (UPLOAD_KINDS as readonly string[]).includes(value);

/** The kind comes first, so that its size limit applies as the file's bytes arrive. */
const uploadForm = multipartForm({
  file: 'file',
  noun: 'file',
  fields: ['kind'],
  maxBytes: Math.max(...Object.values(UPLOAD_MAX_BYTES)),
  maxBytesFor: ({ kind }) => UPLOAD_MAX_BYTES[kind as UploadKind],
  tooLarge: (limit, { kind }) =>
    `The file is larger than ${limit}, the most for ${WHAT[kind as UploadKind]}.`,
  beforeFile: ({ kind }) => {
    if (kind === undefined) throw AppError.validation('kind', 'Send the kind before the file');
    if (!isKind(kind))
      throw AppError.validation('kind', `Say what the file is: ${UPLOAD_KINDS.join(', ')}`);
  },
});

async function firstBytes(file: string, n = 512) {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(n), 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Uploads for the console: images, documents, class videos. The kind comes first, so the size
 * limit applies as the bytes arrive; the file goes to disk (never all into memory), its format
 * is read from its bytes, and only then is it stored under a new key.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');
  const incoming = path.join(app.config.dataDir, 'uploads');
  await fs.mkdir(incoming, { recursive: true });
  await uploadForm.register(app);

  /** The file received in `temp`, checked by its bytes, then stored under a new key. */
  async function store(kind: UploadKind, temp: string, size: number): Promise<Upload> {
    try {
      if (size === 0) throw AppError.validation('file', 'The file is empty');
      const format = sniff(kind, await firstBytes(temp));
      if (!format)
        throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, `The file is not ${WHAT[kind]}.`, [
          { field: 'file', message: `The file is not ${WHAT[kind]}.` },
        ]);
      let pages: number | undefined;
      if (format.ext === 'svg') await cleanSvgFile(temp);
      else if (format.type.startsWith('image/')) await readPictureHeader(temp);
      if (format.ext === 'pdf') pages = await pdfPages(await fs.readFile(temp));
      const key = keyFor(kind, format.ext);
      const stored = (await fs.stat(temp)).size;
      await app.mediaStore.putFile(key, temp);
      return {
        key,
        url: `/media/${key}`,
        type: format.type,
        size: stored,
        ...(pages && { pages }),
      };
    } catch (err) {
      if (err instanceof UploadRefused || err instanceof PictureRefused)
        throw AppError.validation('file', err.message);
      throw err;
    }
  }

  app.post(
    AdminPaths.uploads,
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: `Uploads a file (multipart: kind — ${UPLOAD_KINDS.join(', ')} — then file); answers its media key`,
        consumes: ['multipart/form-data'],
        response: {
          200: UploadResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (req) => ({
      data: await uploadForm.toDisk(req, incoming, (file) =>
        store(file.fields.kind as UploadKind, file.path, file.size),
      ),
    }),
  );
};

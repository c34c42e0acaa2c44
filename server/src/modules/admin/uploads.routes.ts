import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
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
import { PictureRefused, readPictureHeader } from '../../lib/pictures';
import { cleanSvgFile, keyFor, pdfPages, sniff, UploadRefused } from './uploads';

const LARGEST = Math.max(...Object.values(UPLOAD_MAX_BYTES));
const WHAT: Record<UploadKind, string> = {
  'course-image': 'a JPEG, PNG, WebP or SVG image',
  image: 'a JPEG, PNG, WebP or SVG image',
  pdf: 'a PDF document',
  video: 'an MP4 video',
  captions: 'WebVTT captions',
};
const sizeOf = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

const tooLarge = (kind: UploadKind) => {
  const message = `The file is larger than ${sizeOf(UPLOAD_MAX_BYTES[kind])}, the most for ${WHAT[kind]}.`;
  return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, [{ field: 'file', message }]);
};

/** Counts the bytes going through and stops past `max`. */
function limit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? new RangeError('too large') : null, chunk);
    },
  });
}

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
  await app.register(multipart, { limits: { fileSize: LARGEST, files: 1, fields: 1, parts: 2 } });

  async function store(kind: UploadKind, stream: Readable): Promise<Upload> {
    const temp = path.join(incoming, crypto.randomUUID());
    try {
      try {
        await pipeline(
          stream,
          limit(UPLOAD_MAX_BYTES[kind]),
          (await fs.open(temp, 'w')).createWriteStream(),
        );
      } catch (err) {
        if (err instanceof RangeError) throw tooLarge(kind);
        throw err;
      }
      if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(kind);
      const { size } = await fs.stat(temp);
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
    } finally {
      await fs.rm(temp, { force: true });
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
    async (req) => {
      if (!req.isMultipart())
        throw new AppError(
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          'Send the file as multipart/form-data',
        );
      let kind: UploadKind | null = null;
      let upload: Upload | null = null;
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          const value = String(part.value);
          if (part.fieldname !== 'kind' || !(UPLOAD_KINDS as readonly string[]).includes(value))
            throw AppError.validation('kind', `Say what the file is: ${UPLOAD_KINDS.join(', ')}`);
          kind = value as UploadKind;
        } else if (!kind) {
          part.file.resume();
          throw AppError.validation('kind', 'Send the kind before the file');
        } else if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          throw AppError.validation('file', 'Send one file, in the field "file"');
        } else upload = await store(kind, part.file);
      }
      if (!upload) throw AppError.validation('file', 'Choose a file');
      return { data: upload };
    },
  );
};

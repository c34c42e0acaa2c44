import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from './app-error';

/*
 * Forms that carry one file: a profile photo, a console upload, a question-bank file. A route
 * scope registers the parser with its form's limits, and every form is read here the same way:
 * its named text fields first, then exactly one file, kept in memory or written to disk as it
 * arrives. Every fault has one answer in the contract's error shape: 415 for a body that is not
 * multipart, 413 naming the field and its limit, 400 naming what is missing, unknown, repeated or
 * out of place.
 */

/** Longest value a text field may have: the forms' fields are names, flags and numbers. */
export const FIELD_MAX_BYTES = 1024;

export type FormFields<F extends string> = Partial<Record<F, string>>;

export type FormSpec<F extends string> = {
  /** The field the file comes in; every error about the file names it. */
  file: string;
  /** What the file is called in messages: "Choose a photo", "Send the file as multipart/form-data". */
  noun: string;
  /** The text fields the form may carry, each at most once and before the file. */
  fields?: readonly F[];
  /** Most bytes the file may have; the parser stops there. */
  maxBytes: number;
  /** A lower limit set by the fields sent before the file (an upload's kind, say). */
  maxBytesFor?: (fields: FormFields<F>) => number;
  /** What a file past its limit is told; `limit` is the limit in words ("5 MB"). */
  tooLarge?: (limit: string, fields: FormFields<F>) => string;
  /** Checks the fields as the file begins (one the file depends on); throws to refuse. */
  beforeFile?: (fields: FormFields<F>) => void;
};

/** What came with the file: the form's fields, the file's own name and declared type, its size. */
export type Received<F extends string> = {
  fields: FormFields<F>;
  filename: string;
  mimetype: string;
  size: number;
};

/** A byte count as limits are told: 1 KB, 2 MB, 2 GB. */
export const sizeInWords = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${bytes / 1024 ** 3} GB`
    : bytes >= 1024 ** 2
      ? `${Math.round(bytes / 1024 ** 2)} MB`
      : `${Math.round(bytes / 1024)} KB`;

/** The file went past its limit while it arrived. */
class TooLarge extends Error {}

/** Takes the file's bytes as they arrive and answers what was kept and how many bytes came. */
type Take<T> = (stream: Readable, max: number) => Promise<{ kept: T; size: number }>;

/** Counts the bytes going through and stops past `max`. */
function limit(max: number, counted: (n: number) => void) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      counted(seen);
      done(seen > max ? new TooLarge() : null, chunk);
    },
  });
}

/** The file's limit for these fields: never past the parser's. */
function limitOf<F extends string>(spec: FormSpec<F>, fields: FormFields<F>) {
  const own = spec.maxBytesFor?.(fields);
  return own !== undefined && own < spec.maxBytes ? own : spec.maxBytes;
}

/** A form of named text fields and one file, and the one way it is registered and read. */
export function multipartForm<const F extends string = never>(spec: FormSpec<F>) {
  const allowed = new Set<string>(spec.fields ?? []);
  const { file, noun } = spec;
  const quoted = [...allowed].map((f) => `"${f}"`).join(', ');

  const oneFile = () => AppError.validation(file, `Send one ${noun}, in the field "${file}"`);
  const unknownField = (name: string) =>
    AppError.validation(
      name,
      allowed.size
        ? `This form takes ${quoted}, then the ${noun} in the field "${file}"`
        : `This form takes only the ${noun}, in the field "${file}"`,
    );
  const tooLarge = (fields: FormFields<F>) => {
    const words = sizeInWords(limitOf(spec, fields));
    const message = spec.tooLarge?.(words, fields) ?? `The ${noun} is larger than ${words}.`;
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, [{ field: file, message }]);
  };
  const fieldTooLong = (name: string) => {
    const message = `The field is longer than ${sizeInWords(FIELD_MAX_BYTES)}`;
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `${name}: ${message}`, [
      { field: name, message },
    ]);
  };

  /** The parser's own refusals, told as the form's. */
  function told(err: unknown, fields: FormFields<F>) {
    if (err instanceof AppError) return err;
    switch ((err as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        return tooLarge(fields);
      case 'FST_FILES_LIMIT':
        return oneFile();
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        return AppError.validation(
          file,
          allowed.size
            ? `Send ${quoted} at most once each, then one ${noun}`
            : `Send one ${noun} and nothing else`,
        );
      case 'FST_INVALID_JSON_FIELD_ERROR':
        return new AppError(ErrorCode.VALIDATION_FAILED, 'A field sent as JSON is not JSON');
      default:
        return err;
    }
  }

  async function read<T>(req: FastifyRequest, take: Take<T>) {
    if (!req.isMultipart())
      throw new AppError(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `Send the ${noun} as multipart/form-data`,
      );
    const sent: Record<string, string> = {};
    const fields = sent as FormFields<F>;
    let got: (Received<F> & { kept: T }) | null = null;
    try {
      for await (const part of req.parts()) {
        const name = part.fieldname;
        if (part.type === 'field') {
          if (!allowed.has(name)) throw unknownField(name);
          if (got) throw AppError.validation(name, `Send the fields before the ${noun}`);
          if (Object.hasOwn(sent, name)) throw AppError.validation(name, 'Send this field once');
          if (part.valueTruncated) throw fieldTooLong(name);
          sent[name] = String(part.value);
          continue;
        }
        if (got || name !== file) {
          part.file.resume();
          throw oneFile();
        }
        try {
          spec.beforeFile?.(fields);
        } catch (err) {
          part.file.resume();
          throw err;
        }
        const taken = await take(part.file, limitOf(spec, fields)).catch((err: unknown) => {
          throw err instanceof TooLarge ? tooLarge(fields) : err;
        });
        // The parser stopped the file at the form's largest size.
        if (part.file.truncated) throw tooLarge(fields);
        got = { fields, filename: part.filename, mimetype: part.mimetype, ...taken };
      }
    } catch (err) {
      throw told(err, fields);
    }
    if (!got) throw AppError.validation(file, `Choose a ${noun}`);
    return got;
  }

  return {
    /** Registers the parser for the routes of this scope, within the form's limits. */
    register: (app: FastifyInstance) =>
      app.register(multipart, {
        limits: {
          fileSize: spec.maxBytes,
          files: 1,
          // One field more than the form takes, so that an unknown or repeated one is named.
          fields: allowed.size + 1,
          parts: allowed.size + 2,
          fieldSize: FIELD_MAX_BYTES,
        },
      }),

    /** The form with its file in memory: for files small enough to hold. */
    async toBuffer(req: FastifyRequest): Promise<Received<F> & { bytes: Buffer }> {
      const { kept: bytes, ...rest } = await read(req, async (stream, max) => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > max) throw new TooLarge();
          chunks.push(chunk);
        }
        return { kept: Buffer.concat(chunks), size };
      });
      return { ...rest, bytes };
    },

    /**
     * The form with its file written to a new file in `dir` as it arrives (never all in memory),
     * handed to `use`; the file is removed once `use` is done, whatever became of it.
     */
    async toDisk<T>(
      req: FastifyRequest,
      dir: string,
      use: (received: Received<F> & { path: string }) => Promise<T>,
    ): Promise<T> {
      let temp: string | null = null;
      try {
        const { kept: written, ...rest } = await read(req, async (stream, max) => {
          const to = path.join(dir, crypto.randomUUID());
          temp = to;
          let size = 0;
          await pipeline(
            stream,
            limit(max, (n) => (size = n)),
            createWriteStream(to),
          );
          return { kept: to, size };
        });
        return await use({ ...rest, path: written });
      } finally {
        if (temp) await fs.rm(temp, { force: true });
      }
    },
  };
}

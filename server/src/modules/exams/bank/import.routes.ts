import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExamStaffPaths, IMPORT_MAX_BYTES } from '@pariksha/contracts/exams-paths';
import { IdParamSchema } from '@pariksha/contracts/common';
import {
  ImportFieldsSchema,
  QuestionImportParamsSchema,
  QuestionImportResponseSchema,
} from '@pariksha/contracts/exams-bank';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../../lib/app-error';
import { actorOf } from '../../../lib/audit';
import { examOrThrow } from '../exams.staff.service';
import { getImport, queueImport, startImports } from './import.service';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const utf8 = new TextDecoder('utf-8', { fatal: true });
const MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);
const tooLarge = `The file is larger than ${MB} MB: split it`;

/** A question-bank file sent for import, and the import as the background job gets on with it. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 8, parts: 9 },
  });

  app.post(
    ExamStaffPaths.importQuestions,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: `Sends a question-bank file for import (multipart: format, dryRun, onlyValid, sectionId, then file; at most ${MB} MB): 202 with the import, which a background job reads`,
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        response: {
          202: QuestionImportResponseSchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          503: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      // An unknown exam is named before the file is read.
      await examOrThrow(app.db, req.params.id);
      if (!req.isMultipart())
        throw new AppError(
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          'Send the file as multipart/form-data',
        );
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      for await (const part of req.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (bytes !== null || part.fieldname !== 'file') {
          part.file.resume();
          throw AppError.validation('file', 'Send one file, in the field "file"');
        } else
          try {
            bytes = await part.toBuffer();
          } catch (err) {
            if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
            throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge, [
              { field: 'file', message: tooLarge },
            ]);
          }
      }
      if (!bytes) throw AppError.validation('file', 'Choose a file');
      const parsed = ImportFieldsSchema.safeParse({
        format: fields.format,
        dryRun: fields.dryRun === 'true',
        onlyValid: fields.onlyValid === 'true',
        sectionId: fields.sectionId ? Number(fields.sectionId) : undefined,
      });
      if (!parsed.success)
        throw AppError.validation(
          String(parsed.error.issues[0]!.path[0] ?? 'format'),
          'Choose the format: gift, aiken or csv',
        );
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw AppError.validation('file', 'The file is not UTF-8 text: save it as UTF-8 and retry');
      }
      const created = await queueImport(app, actorOf(req), req.params.id, parsed.data, text);
      return reply.code(202).send({ data: created });
    },
  );

  app.get(
    ExamStaffPaths.questionImport,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'One import of the exam: queued, running (questions read of those in the file), then done with its result or failed with its error',
        params: QuestionImportParamsSchema,
        response: { 200: QuestionImportResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await getImport(app.db, req.params.id, req.params.importId) }),
  );

  // This node's share of the imports, once the app is ready (never while it is being built).
  app.addHook('onReady', () => startImports(app));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExamStaffPaths, IMPORT_MAX_BYTES } from '@pariksha/contracts/exams-paths';
import { IdParamSchema } from '@pariksha/contracts/common';
import {
  ImportFieldsSchema,
  QuestionImportParamsSchema,
  QuestionImportResponseSchema,
} from '@pariksha/contracts/exams-bank';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { AppError } from '../../../lib/app-error';
import { actorOf } from '../../../lib/audit';
import { multipartForm } from '../../../lib/multipart';
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
const bankForm = multipartForm({
  file: 'file',
  noun: 'file',
  fields: ['format', 'dryRun', 'onlyValid', 'sectionId'],
  maxBytes: IMPORT_MAX_BYTES,
  tooLarge: (limit) => `The file is larger than ${limit}: split it`,
});

/** A question-bank file sent for import, and the import as the background job gets on with it. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');
  await bankForm.register(app);

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
      const { fields, bytes } = await bankForm.toBuffer(req);
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

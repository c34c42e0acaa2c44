import path from 'node:path';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ConfirmQuerySchema, DeletedResponseSchema, IdParam } from '@pariksha/contracts/admin';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { MediaStore } from './media-store';
import { withdrawMedia } from '../modules/media/media.rules';
import { actorOf } from './audit';
import { recordChange } from './audit';
import { updateVersioned } from './versioned';

/*
 * One way to manage a kind of content that hangs off a parent (a unit's classes, a course's
 * documents and live classes, a category's articles and videos): list, add, edit with the version
 * read, delete — confirmed when learners have used it — every change in the audit log.
 */

type Table = PgTable & { id: PgColumn; updatedAt: PgColumn };
export type Row = Record<string, unknown> & { id: number; used: number };

export type ContentContext = { db: Db; media: MediaStore; streamOrigins: string[] };

export type ContentSpec<I extends Record<string, unknown>> = {
  /** In the audit log (lower-case words). */
  entity: string;
  /** For messages: "Recorded class not found". */
  what: string;
  parentWhat: string;
  paths: { list: string; item: string };
  table: Table;
  parentColumn: PgColumn;
  parentExists(db: Db, parentId: number): Promise<boolean>;
  /** How many learners have used one row (progress, messages): its `used`. */
  used: (id: PgColumn) => SQL<number>;
  /** Fields naming media files (keys, `/media/…` paths, HTML): they go with the row. */
  files: string[];
  order: (PgColumn | SQL)[];
  schemas: {
    input: z.ZodType<I>;
    update: z.ZodType<I & { updatedAt: string }>;
    one: z.ZodType;
    many: z.ZodType;
  };
  /** Columns from the input, after checking what it points at; throws 400 naming the field. */
  values(ctx: ContentContext, parentId: number, input: I): Promise<Record<string, unknown>>;
  /** Columns a new row needs besides (a position at the end of its group). */
  placed?(
    db: Db,
    parentId: number,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
  /** Writes what lives in other tables (attached exams), inside the same transaction. */
  link?(db: Db, id: number, input: I): Promise<void>;
  /** What follows a create or an edit once written (queueing the renditions of a new video). */
  afterWrite?(app: FastifyInstance, row: Row): Promise<void>;
  /** The row as staff read it (renamed fields, linked ids). */
  present(db: Db, row: Row): Promise<unknown>;
  least: 'teacher' | 'admin';
  summary: string;
};

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Dates as the API writes them. */
export const withIsoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

/** A media key that an upload made under `folder` and that is still there. */
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

export function contentRoutes<I extends Record<string, unknown>>(
  spec: ContentSpec<I>,
): FastifyPluginAsyncZod {
  const { table, what } = spec;
  const tags = ['admin'];

  const select = (db: Db) =>
    db.select({ ...getTableColumns(table), used: spec.used(table.id) }).from(table as PgTable);

  async function find(db: Db, id: number) {
    const [row] = (await select(db).where(eq(table.id, id))) as Row[];
    if (!row) throw AppError.notFound(what);
    return row;
  }

  return async (app) => {
    const ctx: ContentContext = {
      db: app.db,
      media: app.mediaStore,
      streamOrigins: app.config.streamOrigins,
    };
    const onRequest = app.staffOnly(spec.least);
    const keyOf = (column: PgColumn) =>
      Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
    const parentOf = (row: Row) => row[keyOf(spec.parentColumn)] as number;

    app.get(
      spec.paths.list,
      {
        onRequest,
        schema: {
          tags,
          summary: `${spec.summary}, published or not`,
          params: IdParam,
          response: { 200: spec.schemas.many, ...errors },
        },
      },
      async (req) => {
        if (!(await spec.parentExists(app.db, req.params.id)))
          throw AppError.notFound(spec.parentWhat);
        const rows = (await select(app.db)
          .where(eq(spec.parentColumn, req.params.id))
          .orderBy(...spec.order)) as Row[];
        return { data: await Promise.all(rows.map((r) => spec.present(app.db, r))) };
      },
    );

    app.post(
      spec.paths.list,
      {
        onRequest,
        schema: {
          tags,
          summary: `Adds to ${spec.summary.toLowerCase()}`,
          params: IdParam,
          body: spec.schemas.input,
          response: { 200: spec.schemas.one, ...errors },
        },
      },
      async (req) => {
        const parentId = req.params.id;
        if (!(await spec.parentExists(app.db, parentId))) throw AppError.notFound(spec.parentWhat);
        const input = req.body as I;
        const values = await spec.values(ctx, parentId, input);
        const data = await app.db.transaction(async (tx) => {
          const extra = spec.placed ? await spec.placed(tx, parentId, values) : {};
          const [created] = (await tx
            .insert(table)
            .values({ ...values, ...extra, [keyOf(spec.parentColumn)]: parentId })
            .returning()) as Row[];
          await spec.link?.(tx, created!.id, input);
          await recordChange(tx, actorOf(req), {
            action: 'create',
            entity: spec.entity,
            entityId: created!.id,
            after: { ...created, ...input },
          });
          return created!;
        });
        await spec.afterWrite?.(app, data);
        return { data: await spec.present(app.db, await find(app.db, data.id)) };
      },
    );

    app.get(
      spec.paths.item,
      {
        onRequest,
        schema: {
          tags,
          summary: `One ${what.toLowerCase()}`,
          params: IdParam,
          response: { 200: spec.schemas.one, ...errors },
        },
      },
      async (req) => ({ data: await spec.present(app.db, await find(app.db, req.params.id)) }),
    );

    app.put(
      spec.paths.item,
      {
        onRequest,
        schema: {
          tags,
          summary: `Edits a ${what.toLowerCase()} (409 if changed since read)`,
          params: IdParam,
          body: spec.schemas.update,
          response: { 200: spec.schemas.one, ...errors },
        },
      },
      async (req) => {
        const id = req.params.id;
        const { updatedAt, ...input } = req.body as I & { updatedAt: string };
        const current = await find(app.db, id);
        const values = await spec.values(ctx, parentOf(current), input as unknown as I);
        const named = (r: Record<string, unknown>) => spec.files.map((f) => r[f] as string | null);
        const data = await app.db.transaction(async (tx) => {
          const change = await updateVersioned(tx, table, id, updatedAt, values, what);
          await spec.link?.(tx, id, input as unknown as I);
          const published = (r: Record<string, unknown>) => r.published;
          const action =
            published(change.before) === published(change.after)
              ? 'update'
              : published(change.after)
                ? 'publish'
                : 'unpublish';
          await recordChange(tx, actorOf(req), {
            action,
            entity: spec.entity,
            entityId: id,
            ...change,
          });
          return change.after as Row;
        });
        await spec.afterWrite?.(app, data);
        // A file replaced by another is withdrawn like one deleted.
        const now = named(data);
        await withdrawMedia(
          app.db,
          app.mediaStore,
          named(current).filter((v) => !now.includes(v)),
        );
        return { data: await spec.present(app.db, await find(app.db, id)) };
      },
    );

    app.delete(
      spec.paths.item,
      {
        onRequest,
        schema: {
          tags,
          summary: `Deletes a ${what.toLowerCase()}; one learners have used only with ?confirm=true`,
          params: IdParam,
          querystring: ConfirmQuerySchema,
          response: { 200: DeletedResponseSchema, ...errors },
        },
      },
      async (req) => {
        const id = req.params.id;
        const gone = await app.db.transaction(async (tx) => {
          const row = await find(tx, id);
          if (row.used > 0 && req.query.confirm !== 'true')
            throw new AppError(
              ErrorCode.CONFLICT,
              `${row.used} learner(s) have used this ${what.toLowerCase()}; deleting it takes that away from them. Confirm to go on.`,
              { used: row.used },
            );
          await tx.delete(table).where(eq(table.id, id));
          await recordChange(tx, actorOf(req), {
            action: 'delete',
            entity: spec.entity,
            entityId: id,
            before: row,
          });
          return row;
        });
        // Once the row is gone for good: its files leave the store unless another row names them.
        await withdrawMedia(
          app.db,
          app.mediaStore,
          spec.files.map((f) => gone[f] as string | null),
        );
        return { data: { deleted: true as const } };
      },
    );
  };
}

/** The next position at the end of a group of rows (`where` picks the group). */
export async function nextPosition(db: Db, table: Table & { position: PgColumn }, where: SQL) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}), 0)::int + 1` })
    .from(table as PgTable)
    .where(where);
  return row!.n;
}

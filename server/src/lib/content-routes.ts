import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmQuerySchema,
  DeletedResponseSchema,
  IdParamSchema,
} from '@pariksha/contracts/common';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { actorOf, recordChange, type Actor } from './audit';
import {
  editAction,
  type ContentContext,
  type ContentOptions,
  type ContentSpec,
  type Row,
  type Written,
} from './content-spec';
import { updateVersioned } from './versioned';

/*
 * One way to manage a kind of content that hangs off a parent (a unit's classes, a course's
 * documents and live classes, a category's articles and videos): list, add, edit with the version
 * read, delete — confirmed when learners have used it — every change in the audit log.
 */

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export function contentRoutes<I extends Record<string, unknown>>(
  spec: ContentSpec<I>,
): FastifyPluginAsyncZod<ContentOptions> {
  const { table, what } = spec;
  const tags = ['admin'];

  const select = (db: Db) =>
    db.select({ ...getTableColumns(table), used: spec.used(table.id) }).from(table as PgTable);

  const keyOf = (column: PgColumn) =>
    Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];

  async function find(db: Db, id: number) {
    const [row] = (await select(db).where(eq(table.id, id))) as Row[];
    if (!row) throw AppError.notFound(what);
    return row;
  }

  /** Stores a new row, its links and its audit entry: the kind's own writer, or the table's. */
  const create = (
    db: Db,
    actor: Actor,
    parentId: number,
    values: Record<string, unknown>,
    input: I,
  ) =>
    spec.writer
      ? spec.writer.create(db, actor, parentId, values)
      : db.transaction(async (tx) => {
          const extra = spec.placed ? await spec.placed(tx, parentId, values) : {};
          const [created] = (await tx
            .insert(table)
            .values({ ...values, ...extra, [keyOf(spec.parentColumn)]: parentId })
            .returning()) as Written[];
          await spec.link?.(tx, created!.id, input);
          await recordChange(tx, actor, {
            action: 'create',
            entity: spec.entity,
            entityId: created!.id,
            after: { ...created, ...input },
          });
          return created!;
        });

  /** Edits a row read at `readAt`, its links and its audit entry; answers the row after. */
  const update = (
    db: Db,
    actor: Actor,
    id: number,
    readAt: string,
    values: Record<string, unknown>,
    input: I,
  ) =>
    spec.writer
      ? spec.writer.update(db, actor, id, readAt, values)
      : db.transaction(async (tx) => {
          const change = await updateVersioned(tx, table, id, readAt, values, what);
          await spec.link?.(tx, id, input);
          await recordChange(tx, actor, {
            action: editAction(change.before, change.after),
            entity: spec.entity,
            entityId: id,
            ...change,
          });
          return change.after as Written;
        });

  return async (app, opts) => {
    const ctx: ContentContext = {
      db: app.db,
      media: app.mediaStore,
      streamOrigins: app.config.streamOrigins,
    };
    const onRequest = app.staffOnly(spec.least);
    const parentOf = (row: Row) => row[keyOf(spec.parentColumn)] as number;

    app.get(
      spec.paths.list,
      {
        onRequest,
        schema: {
          tags,
          summary: `${spec.summary}, published or not`,
          params: IdParamSchema,
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
          params: IdParamSchema,
          body: spec.schemas.input,
          response: { 200: spec.schemas.one, ...errors },
        },
      },
      async (req) => {
        const parentId = req.params.id;
        if (!(await spec.parentExists(app.db, parentId))) throw AppError.notFound(spec.parentWhat);
        const input = req.body as I;
        const values = await spec.values(ctx, parentId, input);
        const data = await create(app.db, actorOf(req), parentId, values, input);
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
          params: IdParamSchema,
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
          params: IdParamSchema,
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
        const data = await update(
          app.db,
          actorOf(req),
          id,
          updatedAt,
          values,
          input as unknown as I,
        );
        await spec.afterWrite?.(app, data);
        // A file replaced by another is withdrawn like one deleted.
        const now = named(data);
        await opts.withdrawMedia(
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
          params: IdParamSchema,
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
        await opts.withdrawMedia(
          app.db,
          app.mediaStore,
          spec.files.map((f) => gone[f] as string | null),
        );
        return { data: { deleted: true as const } };
      },
    );
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { Actor } from './audit';
import type { MediaStore } from './media-store';

/*
 * What a kind of staff content tells the route factory (content-routes.ts) about itself, and the
 * small helpers its spec is written with.
 */

type Table = PgTable & { id: PgColumn; updatedAt: PgColumn };
/** A row as written (what `returning()` gives). */
export type Written = Record<string, unknown> & { id: number };
/** A row as read, with how many learners have used it. */
export type Row = Written & { used: number };

export type ContentContext = { db: Db; media: MediaStore; streamOrigins: string[] };

/**
 * What the routes are registered with: how the files a row named leave the store once no row
 * names them (the media module's rule, which knows every table that names files).
 */
export type ContentOptions = {
  withdrawMedia(db: Db, store: MediaStore, named: (string | null)[]): Promise<void>;
};

/**
 * A kind whose rows other callers write too (the seed writes articles) has one writer of its
 * own, used here as well: it stores the row and its audit entry in one transaction (such a kind
 * is not `placed` and links nothing).
 */
export type ContentWriter = {
  create(db: Db, actor: Actor, parentId: number, values: Record<string, unknown>): Promise<Written>;
  /** Throws 409 when the row changed since `readAt`, as `updateVersioned` does. */
  update(
    db: Db,
    actor: Actor,
    id: number,
    readAt: string,
    values: Record<string, unknown>,
  ): Promise<Written>;
};

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
  /** Its own writer; without one, the routes insert and update the table themselves. */
  writer?: ContentWriter;
  /** Writes what lives in other tables (attached exams), inside the same transaction. */
  link?(db: Db, id: number, input: I): Promise<void>;
  /** What follows a create or an edit once written (queueing the renditions of a new video). */
  afterWrite?(app: FastifyInstance, row: Written): Promise<void>;
  /** The row as staff read it (renamed fields, linked ids). */
  present(db: Db, row: Row): Promise<unknown>;
  least: 'teacher' | 'admin';
  summary: string;
};

/** Dates as the API writes them. */
export const withIsoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

/** How many rows of `from` (progress, messages) there are: a kind's `used`. */
export const countOf = (from: SQL) => sql<number>`(select count(*)::int from ${from})`;

/** A translation left blank is none. */
export const blankAsNull = (v: string | null) => (v?.trim() ? v : null);

/** What an edit is in the audit log: a publish or an unpublish when it flips `published`. */
export const editAction = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  before.published === after.published ? 'update' : after.published ? 'publish' : 'unpublish';

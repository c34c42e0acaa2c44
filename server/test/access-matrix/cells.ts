import type { CallerName, Fixtures } from './fixtures';
import type { Part } from './inputs';

/*
 * Who gets what from every operation of the API (DESIGN.md §3), keyed as the OpenAPI document
 * names it. Per caller: `ok` (2xx, or the route's own success status), or the error they must get.
 * `call` fills the path, query and body; a body only matters where the call must succeed, since
 * a caller refused with 401 or 403 is refused before anything sent is read.
 */

/**
 * `notEnrolled`: 403 NOT_ENROLLED, which the handler answers once it has found the item (so it is
 * sent valid input), where a guard's 403 FORBIDDEN comes before anything sent is read.
 */
export type Outcome = 'ok' | 401 | 403 | 404 | 'notEnrolled';
export type Call = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
  multipart?: Part[];
  /** Added to the caller's headers. */
  headers?: Record<string, string>;
  /** In place of the caller's headers: another session or account of the same kind. */
  as?: Record<string, string>;
};
export type CallContext = {
  fx: Fixtures;
  who: CallerName;
  /** Point at nothing instead of the owner's: a 404 must read the same either way. */
  madeUp: boolean;
};
export type Entry = {
  expect: Record<CallerName, Outcome>;
  call: (c: CallContext) => Call | Promise<Call>;
  /** A success other than 2xx (a redirect). */
  success?: number;
  /** The 401 is the handler's (after reading the input), not a guard's: sent only valid input. */
  refusedAfterInput?: boolean;
};

// ─── who may call ───

export const anyone = {
  signedOut: 'ok',
  stranger: 'ok',
  owner: 'ok',
  teacher: 'ok',
  admin: 'ok',
} as const;
export const signedIn = { ...anyone, signedOut: 401 } as const;
/** Something of the owner's: everyone else, staff included, is told it does not exist. */
export const ownerOnly = {
  signedOut: 401,
  stranger: 404,
  owner: 'ok',
  teacher: 404,
  admin: 404,
} as const;
/**
 * Content of a restricted course (decision 025): the owner is enrolled in it, the stranger is
 * not (403 NOT_ENROLLED; its lists still show it, locked), staff open every course.
 */
export const enrolledOnly = { ...signedIn, stranger: 'notEnrolled' } as const;
export const staff = {
  signedOut: 401,
  stranger: 403,
  owner: 403,
  teacher: 'ok',
  admin: 'ok',
} as const;
export const adminOnly = { ...staff, teacher: 403 } as const;
/** A live class's moderation: its teacher (the fixtures' teacher) or an admin. */
export const moderators = staff;

export const e = (
  expect: Entry['expect'],
  call: Entry['call'] = () => ({}),
  success?: number,
): Entry => ({
  expect,
  call,
  ...(success && { success }),
});

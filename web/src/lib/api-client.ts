import type { ErrorBody } from '@pariksha/contracts/errors';
import { i18n } from './i18n';
import { storage } from './storage';
import { endExpiredSession } from './session';
import { isSessionHeld, sessionEnded, sessionRenewed } from './session-expiry';

/**
 * The web client's one way to call the API. Paths are the contracts' (`examUrl.exam(id)`,
 * `AccountPaths.userDetails`, …), written once there and never by hand here.
 */

/** A failed call: the status (0 when offline), the error code and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** The server's Retry-After (seconds or an HTTP date), for callers that retry. */
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork() {
    return this.code === 'NETWORK_ERROR';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';

/** The one place the web client reads the API's error shape (`{ error: { code, message } }`). */
export function readApiError(status: number, body: unknown, retryAfter?: string): ApiError {
  const failure = (body as Partial<ErrorBody> | null)?.error;
  return typeof failure?.code === 'string' && typeof failure.message === 'string'
    ? new ApiError(status, failure.code, failure.message, failure.details, retryAfter)
    : new ApiError(status, 'INTERNAL_ERROR', GENERIC_ERROR_MESSAGE, undefined, retryAfter);
}

/**
 * What to tell the person about any failure, in the interface language: the message of the API's
 * error code, otherwise `fallback`. The API's own (English) message is kept for codes the web
 * client does not know yet.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    return i18n.t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message });
  }
  return fallback ?? i18n.t('errors.INTERNAL_ERROR', { ns: 'common' });
}

/** One problem the API named in a refused call's `details`: its field (or '') and its message. */
export type FieldProblem = { field: string; message: string };

/**
 * The one reader of the API's per-field problems (`details: [{ field, message }]`), in the order
 * the server gave them; none for any other failure.
 */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as { field?: unknown; message?: unknown }[]).flatMap((d) =>
    typeof d?.message === 'string' && d.message
      ? [{ field: typeof d.field === 'string' ? d.field : '', message: d.message }]
      : [],
  );
}

/** The HTTP status of a failed API call (0 when offline); null for any other failure. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whose session the call is made in, when it may not be the stored one (onboarding, deleting
   * the account signed out). Absent or equal to the stored token: the stored session.
   */
  token?: string | null;
  /** Made outside any session (signing in): no token is sent, and a 401 is the call's own answer. */
  signedOut?: boolean;
  keepalive?: boolean;
  /** Sends the interface language (Accept-Language): the server writes mails in it. */
  language?: boolean;
};

export function apiHeaders(token = storage.getToken()): Record<string, string> {
  const headers: Record<string, string> = { web: 'web' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Calls the API; answers the parsed JSON, or throws ApiError. */
export async function api<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const token = opts.signedOut ? null : opts.token || storage.getToken();
  const inStoredSession = !opts.token || opts.token === storage.getToken();
  const headers = apiHeaders(token);
  if (opts.language) headers['accept-language'] = i18n.language;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', OFFLINE_MESSAGE);
  }
  const text = await res.text();
  const json: unknown = text ? safeJson(text) : null;
  if (res.ok) return json as T;
  const error = readApiError(res.status, json, res.headers.get('retry-after') ?? undefined);
  if (res.status !== 401 || error.code !== 'UNAUTHENTICATED' || opts.signedOut) throw error;
  // The session revoked or expired on a screen that holds it (a running test): the screen stays;
  // the call waits until the person has signed in again in place, then is made with the new
  // session (at once if that happened while it was under way).
  if (inStoredSession && isSessionHeld()) {
    if (storage.getToken() === token) {
      sessionEnded();
      await sessionRenewed(opts.signal);
    }
    return api<T>(path, { ...opts, token: undefined });
  }
  // Anywhere else, the stored session (still the stored one: not signed out meanwhile) is
  // dropped and the person is sent to sign in again, the email kept for the form.
  if (token && token === storage.getToken()) {
    endExpiredSession();
    window.location.assign('/login?expired=1');
  }
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The one GET: answers the `data` of the contract's `{ data }` envelope, typed by the caller from
 * the contract's types. The answer is not parsed again here: the server sends what its route's
 * response schema declares, and parsing in the browser would bundle zod into every screen.
 */
export async function getData<T>(
  path: string,
  opts: Pick<RequestOptions, 'signal' | 'token'> = {},
): Promise<T> {
  const json = await api<{ data: T } | null>(path, { signal: opts.signal, token: opts.token });
  if (json === null || typeof json !== 'object' || !('data' in json)) {
    throw new ApiError(200, 'INTERNAL_ERROR', GENERIC_ERROR_MESSAGE);
  }
  return json.data;
}

/** A write: answers the `data` of the contract's `{ data }` envelope. */
export async function sendData<T = unknown>(
  path: string,
  method: Exclude<NonNullable<RequestOptions['method']>, 'GET'>,
  body?: unknown,
): Promise<T> {
  const json = await api<{ data: T } | null>(path, { method, body });
  return json?.data as T;
}

/**
 * A change learners depend on (deleting what they have started, regrading what they have taken)
 * is refused with a 409 that names what they would lose; sent again confirmed, it is made.
 */
export const confirmedPath = (path: string, confirm: boolean) =>
  confirm ? `${path}?confirm=true` : path;

/**
 * Saves a file the API sends: fetched with the session (a plain link could not carry the bearer
 * header), then handed to the browser as a download.
 */
export async function downloadFile(path: string, filename: string) {
  const res = await fetch(path, { headers: apiHeaders() });
  if (!res.ok) throw readApiError(res.status, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import type { z } from 'zod';
import type { ErrorBody } from '@pariksha/contracts/errors';
import { storage } from './storage';
import { clearSession } from './session';

/** The one place the web client reads the API's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork() {
    return this.code === 'NETWORK_ERROR';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (onboarding, before the token is stored). */
  token?: string;
  keepalive?: boolean;
};

export function apiHeaders(token = storage.getToken()): Record<string, string> {
  const headers: Record<string, string> = { web: 'web' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Calls `/api/<path>`; answers the parsed JSON, or throws ApiError. */
export async function api<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const token = opts.token ?? storage.getToken();
  const headers = apiHeaders(token);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'You appear to be offline. Check your connection and try again.');
  }
  const text = await res.text();
  const json: unknown = text ? safeJson(text) : null;
  if (res.ok) return json as T;
  const failure = (json as Partial<ErrorBody> | null)?.error;
  const error =
    typeof failure?.code === 'string' && typeof failure.message === 'string'
      ? new ApiError(res.status, failure.code, failure.message, failure.details)
      : new ApiError(res.status, 'INTERNAL_ERROR', 'Something went wrong. Please try again.');
  // A revoked or expired session: drop it and send the person to sign in again.
  if (res.status === 401 && error.code === 'UNAUTHENTICATED' && token && !opts.token) {
    clearSession();
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

/** GET `{data}` and validate it against the contract when a schema is given. */
export async function apiData<S extends z.ZodType>(path: string, schema?: S, signal?: AbortSignal) {
  const json = await api<{ data: unknown }>(path, { signal });
  return (schema ? schema.parse(json.data) : json.data) as z.infer<S>;
}

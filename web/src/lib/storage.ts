/**
 * The spec's client-side storage keys, `language` (the interface language, chosen before sign-in
 * too) and `lastEmail` (the email of a session that ended by itself, to fill in the sign-in form;
 * gone on Logout and on the next sign-in). The token, course id, language and last email are
 * stored as they are; user, queryParams and the attempt values are base64-encoded JSON (UTF-8
 * safe, so Malayalam names survive).
 */
export type StoredUser = {
  id: string;
  name: string;
  email: string;
  imageUrl?: string | null;
  /** learner, teacher or admin: staff are shown the way into the console. */
  role?: 'learner' | 'teacher' | 'admin';
};

type Encoded = {
  user: StoredUser;
  queryParams: Record<string, string>;
  attempt_ID: string;
  attempt_ID_time: string;
};
type Plain = { token: string; courseid: string; language: string; lastEmail: string };
export type StorageKey = keyof Encoded | keyof Plain;

export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeBase64Json<T>(raw: string): T | null {
  try {
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const storage = {
  getToken: (): string | null => read('token'),
  getPlain: (key: keyof Plain): string | null => read(key),
  setPlain(key: keyof Plain, value: string) {
    localStorage.setItem(key, value);
  },
  get<K extends keyof Encoded>(key: K): Encoded[K] | null {
    const raw = read(key);
    return raw === null ? null : decodeBase64Json<Encoded[K]>(raw);
  },
  set<K extends keyof Encoded>(key: K, value: Encoded[K]) {
    localStorage.setItem(key, encodeBase64Json(value));
  },
  remove(key: StorageKey) {
    localStorage.removeItem(key);
  },
};

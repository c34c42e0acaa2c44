// Learners for the benchmarks, made the way a learner makes one: `POST /api/auth/sign-up/email`.
// The server under test runs with FAST_PASSWORD_HASH=1, so thousands sign up in seconds; they go
// in parallel batches, over whatever carries a request to the app (a socket, or `app.inject`).

/** Sends one JSON POST to the app (with the bearer token, if any); answers status and body. */
export type Post = (
  path: string,
  body: unknown,
  token?: string,
) => Promise<{ status: number; body: string }>;

/** `count` calls of `fn`, `batch` at a time, answers in order. */
export async function inBatches<T>(count: number, batch: number, fn: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += batch) {
    const n = Math.min(batch, count - i);
    out.push(...(await Promise.all(Array.from({ length: n }, (_, k) => fn(i + k)))));
  }
  return out;
}

/** The parsed body of a 2xx answer; anything else throws with the status and body. */
export async function ok<T>(what: string, answer: ReturnType<Post>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${body}`);
  return JSON.parse(body) as T;
}

/** Signs up `count` new learners; answers their bearer tokens. `tag` keeps emails unique per run. */
export function signUpLearners(post: Post, count: number, tag: string, batch = 50) {
  return inBatches(count, batch, async (i) => {
    const body = {
      name: `Bench Learner ${i + 1}`,
      email: `${tag}-${i + 1}@bench.local`,
      password: 'bench-password-1',
    };
    const { token } = await ok<{ token: string }>('sign-up', post('/api/auth/sign-up/email', body));
    return token;
  });
}

/** JSON POSTs over HTTP to `base`, as a browser on the app's own origin sends them. */
export const httpPost =
  (base: string): Post =>
  async (path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        origin: base,
        web: 'web',
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };

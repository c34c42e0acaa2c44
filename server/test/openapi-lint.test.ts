import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  SessionResultSchema,
  SignInResultSchema,
  SignOutResultSchema,
  SignUpResultSchema,
} from '@pariksha/contracts/identity';
import { main as sample } from '../../examples/api-client/sample';
import { SCHEMA_FILE, schemaTypes } from '../../examples/api-client/generate';
import { createExam } from '../src/modules/exams/exams.factories';
import { buildTestApp, createUser, type TestApp } from './helper';

// better-auth skips its Origin checks under test (NODE_ENV=test, read as it loads, or TEST, which
// vitest sets): here it makes them as a real server does, so the sample client meets them too.
vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
  delete process.env.TEST;
});

/** Where the linter says the document lives (only a name: problems and ignores are keyed by it). */
const DOCUMENT = '/api/openapi.json';
const at = (...path: string[]) => `#/paths/${path.map((p) => p.replaceAll('/', '~1')).join('/')}`;

/**
 * Problems the recommended rules find in a document that tells the truth, each with the reason
 * it stays: the linter's own way of accepting one (its ignore list, by rule and place), never
 * a rule turned off. A listed problem that no longer occurs fails the test too.
 */
const ACCEPTED = [
  {
    rule: 'no-ambiguous-paths',
    pointer: at('/api/exams/{id}/attempts'),
    why:
      'Both paths are fixed by the API table (DESIGN.md §3). `/api/exams/course/attempts` would ' +
      'fit both, but {id} is digits only (its pattern), so no request is ambiguous; the rule ' +
      'reads no patterns, and the two are different methods (GET and POST) besides.',
  },
  {
    rule: 'operation-2xx-response',
    pointer: at('/api/material/file/{materialId}', 'get', 'responses'),
    why: "A redirect to the document's /media address (decision 014): it never answers 2xx.",
  },
  {
    rule: 'operation-2xx-response',
    pointer: at('/api/notifications/unsubscribe', 'get', 'responses'),
    why:
      "The address of a mail's List-Unsubscribe header opened by a person or a link checker: a " +
      'redirect to the confirmation page (RFC 8058: a GET must change nothing), never 2xx.',
  },
  {
    rule: 'operation-2xx-response',
    pointer: at('/api/auth/callback/{providerId}', 'get', 'responses'),
    why: "The identity provider's redirect flow: it always redirects the browser onwards.",
  },
  {
    rule: 'operation-2xx-response',
    pointer: at('/api/auth/reset-password/{token}', 'get', 'responses'),
    why: "A reset mail's link: it always sends the browser on to the reset screen.",
  },
];

const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

let t: TestApp;
let doc: unknown;
beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("passes the linter's recommended rules with no error and no warning", async () => {
    const ignore: Record<string, Set<string>> = {};
    for (const a of ACCEPTED) (ignore[a.rule] ??= new Set()).add(a.pointer);
    const config = await createConfig(
      { extends: ['recommended'] },
      { ignore: { [DOCUMENT]: ignore } },
    );
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: DOCUMENT,
      config,
    });
    expect(problems.filter((p) => !p.ignored).map(describeProblem)).toEqual([]);
    const accepted = problems.filter((p) => p.ignored).map((p) => p.location[0]?.pointer);
    const stale = ACCEPTED.filter((a) => !accepted.includes(a.pointer));
    expect(stale, 'accepted problems that no longer occur: remove them').toEqual([]);
  });

  it('is what the committed client types were generated from (npm run api:types)', async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8').split('\n');
    const generated = (await schemaTypes(doc)).split('\n');
    // The first lines that differ, rather than a diff of 13,000 lines.
    let first = generated.findIndex((line, i) => line !== committed[i]);
    if (first === -1 && committed.length > generated.length) first = generated.length;
    const stale =
      first === -1
        ? null
        : { line: first + 1, committed: committed[first], generated: generated[first] };
    expect(stale, 'schema.d.ts is stale: run `npm run api:types`').toBeNull();
  });
});

describe('the identity routes', () => {
  it('answer exactly what the document says (better-auth answers pass through unchecked)', async () => {
    const origin = { origin: 'http://localhost:3000' };
    const email = `documented-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const up = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signUp,
      headers: origin,
      remoteAddress: '10.200.0.1',
      payload: { name: 'Documented Learner', email, password },
    });
    expect(up.statusCode).toBe(200);
    SignUpResultSchema.parse(up.json());

    const signIn = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: origin,
      remoteAddress: '10.200.0.1',
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const signedIn = SignInResultSchema.parse(signIn.json());
    if (!('token' in signedIn)) throw new Error('a learner without a second factor gets a session');
    const { token } = signedIn;
    // A fetch that names no Origin is refused by better-auth's CSRF check: the documented 403.
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: { 'sec-fetch-mode': 'cors' },
      remoteAddress: '10.200.0.1',
      payload: { email, password },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(noOrigin.json()).error.code).toBe('FORBIDDEN');
    const bearer = { authorization: `Bearer ${token}` };

    const session = await t.app.inject({
      method: 'GET',
      url: AccountPaths.session,
      headers: bearer,
    });
    expect(SessionResultSchema.parse(session.json())?.user.email).toBe(email);
    const out = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signOut,
      headers: { ...origin, ...bearer },
    });
    expect(SignOutResultSchema.parse(out.json())).toEqual({ success: true });
    const none = await t.app.inject({
      method: 'GET',
      url: AccountPaths.session,
      headers: bearer,
    });
    expect(SessionResultSchema.parse(none.json())).toBeNull();
  });
});

describe('the sample client (examples/api-client)', () => {
  it('signs in, finds the open test, answers it, ends it and reads the result', async () => {
    const exam = await createExam(t.app, { title: 'Sample mock test', sections: [6] });
    const learner = await createUser(t.app);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const lines: string[] = [];
    const result = await sample(
      { baseUrl: address, email: learner.email, password: learner.password },
      (line) => lines.push(line),
    );

    // What the sample chose: each question's first option, in the order its paper showed them.
    const paper = await t.app.inject({
      method: 'GET',
      url: examUrl.paper(exam.id, result.attemptId),
      headers: learner.headers,
    });
    const questions = paper.json().data.questions as { id: number; options: { id: number }[] }[];
    const correct = questions.filter(
      (q) => exam.questions.find((e) => e.id === q.id)!.correct === q.options[0]!.id,
    ).length;
    const wrong = questions.length - correct;

    expect(result).toMatchObject({
      examId: exam.id,
      status: 'submitted',
      maxScore: 6,
      correct,
      wrong,
      unanswered: 0,
      rank: 1,
      rankOf: 1,
    });
    // Default marking: 1 per correct answer, 1/3 off per wrong one.
    expect(result.score).toBeCloseTo(correct - wrong / 3, 2);
    expect(lines).toContain(`saved 6 answer(s)`);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^score ${result.score} of 6: ${correct} correct, ${wrong} wrong`),
    );
  });
});

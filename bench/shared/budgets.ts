// The budgets of DESIGN §6, in its order, and the one table every report prints them in: the
// figure measured, the same run's baseline it is judged against, the budget and PASS/FAIL. Each
// line belongs to one runner (bench/<suite>/run.ts), which writes it to results/<suite>.json as
// `budgets`; `npm run bench` prints all of them once every runner is done.

export const BUDGETS = [
  {
    id: 'sustained',
    budget: '10,000 learners, a save every 3 s each: zero errors, p99 ≤ 50 ms',
    suite: 'exams',
  },
  {
    id: 'noLoss',
    budget: 'zero lost or overwritten answers (checked in the database)',
    suite: 'exams',
  },
  {
    id: 'capacity',
    budget: 'most learners held at p99 ≤ 50 ms and no errors (reported; goal 20,000)',
    suite: 'capacity',
  },
  {
    id: 'saveCost',
    budget: 'save CPU (server + PostgreSQL) ≤ 3 × server CPU of a bare Fastify JSON POST',
    suite: 'exams',
  },
  {
    id: 'startStorm',
    budget: '5,000 start at once (start + paper): zero errors, p99 ≤ 1.25 × bare Fastify pair',
    suite: 'exams',
  },
  { id: 'pglite', budget: 'PGlite saves ≥ 0.5 × PostgreSQL saves', suite: 'exams' },
  { id: 'sigkill', budget: 'SIGKILL mid-exam loses no acknowledged answer', suite: 'exams' },
  {
    id: 'search',
    budget: 'course search, 10,000 courses: p99 ≤ 20 ms under 100 typists',
    suite: 'search',
  },
  {
    id: 'chat',
    budget: 'live chat, 2,000 viewers on two nodes: p99 ≤ 2 × bare @fastify/websocket broadcast',
    suite: 'live',
  },
  {
    id: 'webSize',
    budget: 'web: entry JavaScript ≤ 130 KiB gzip, no route adds more than 60 KiB',
    suite: 'web',
  },
  {
    id: 'lighthouse',
    budget:
      'web: Lighthouse (mobile) performance and accessibility ≥ 95 on home, course, exam, player and PDF, English and Malayalam (the other main screens reported)',
    suite: 'web',
  },
  {
    id: 'notify',
    budget:
      'notifying 10,000 learners of a new test: the publishing request returns at once (≤ 2 × a publish with no audience, same run), the last notification within a minute',
    suite: 'notifications',
  },
  {
    id: 'standing',
    budget:
      '"Where I stand" for a learner with 50 tests and 5,000 practice answers, among 10,000 such learners: ≤ 100 ms p95 on PostgreSQL',
    suite: 'standing',
  },
] as const;

export type BudgetId = (typeof BUDGETS)[number]['id'];
/**
 * One measured line: what was measured (in words and figures), the same run's baseline it is
 * judged against (none where the budget is absolute, e.g. p99 ≤ 50 ms), and whether it is in
 * budget.
 */
export type Measured = { figure: string; baseline?: string; pass: boolean };
export type Measurements = Partial<Record<BudgetId, Measured>>;

/**
 * The table, as Markdown (it goes into bench/README.md as printed). `ids` limits it to some
 * lines; a line of a runner that did not run says so.
 */
export function budgetTable(measured: Measurements, ids?: readonly BudgetId[]) {
  const rows = BUDGETS.filter((b) => !ids || ids.includes(b.id)).map((b) => {
    const m = measured[b.id];
    if (m) return [b.budget, m.figure, m.baseline ?? '–', m.pass ? '**PASS**' : '**FAIL**'];
    return [b.budget, `not run (bench/${b.suite})`, '–', '–'];
  });
  return [
    '| budget (DESIGN §6) | measured | same-run baseline | result |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** The lines a suite measures. */
export const budgetsOf = (suite: string) =>
  BUDGETS.filter((b) => b.suite === suite).map((b) => b.id);

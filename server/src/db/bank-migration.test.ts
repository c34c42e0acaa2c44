import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from './client';

// Migration 0027 on an install that has exams: every question stays on its paper, in its place,
// and its free-text topic becomes a subject of the tree (decision 026).

const all = fileURLToPath(new URL('./migrations', import.meta.url));
const BANK = '0027_bank';
let before: string;
let client: PGlite;

/** The migrations folder as it was before the bank: its journal cut before 0027. */
function folderBeforeBank() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-migrations-'));
  fs.cpSync(all, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === BANK);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  before = folderBeforeBank();
  client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: before });
});
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

it('keeps every question on its paper in its place, its topic a subject of the tree', async () => {
  await client.exec(`
    insert into categories (id, name, slug) values (1, 'PSC', 'psc');
    insert into levels (id, name, slug) values (1, 'Degree', 'degree');
    insert into courses (id, category_id, level_id, slug, name, image)
      values (1, 1, 1, 'c', 'Course', '/x.svg');
    insert into exams (id, course_id, title, duration_seconds) values (1, 1, 'One', 600), (2, 1, 'Two', 600);
    insert into exam_sections (id, exam_id, position, title) values (1, 1, 1, 'A'), (2, 1, 2, 'B'), (3, 2, 1, 'A');
    insert into questions (id, exam_id, section_id, position, stem, topic) values
      (10, 1, 1, 1, 'q10', 'Percentage'), (11, 1, 2, 2, 'q11', ' percentage '),
      (12, 1, 2, 3, 'q12', ''), (13, 2, 3, 1, 'q13', 'Kerala Renaissance');
  `);
  await migrate(drizzle(client), { migrationsFolder: all });

  const paper = await client.query(
    'select exam_id, question_id, section_id, position from exam_questions order by exam_id, position',
  );
  expect(paper.rows).toEqual([
    { exam_id: 1, question_id: 10, section_id: 1, position: 1 },
    { exam_id: 1, question_id: 11, section_id: 2, position: 2 },
    { exam_id: 1, question_id: 12, section_id: 2, position: 3 },
    { exam_id: 2, question_id: 13, section_id: 3, position: 1 },
  ]);
  const topics = await client.query<{ id: number; name: string; parent_id: number | null }>(
    'select id, name, parent_id from topics order by name',
  );
  expect(topics.rows.map((t) => [t.name, t.parent_id])).toEqual([
    ['Kerala Renaissance', null],
    ['Percentage', null],
  ]);
  const filed = await client.query<{ id: number; name: string | null }>(
    'select q.id, t.name from questions q left join topics t on t.id = q.topic_id order by q.id',
  );
  expect(filed.rows).toEqual([
    { id: 10, name: 'Percentage' },
    { id: 11, name: 'Percentage' },
    { id: 12, name: null },
    { id: 13, name: 'Kerala Renaissance' },
  ]);
});

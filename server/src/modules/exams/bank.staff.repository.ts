import { sql } from 'drizzle-orm';
import { BANK_PAGE_SIZE, type DIFFICULTIES } from '@pariksha/contracts/exams-paths';
import { queryRows, type Db } from '../../db/client';
import { numberArray } from '../../lib/sql-arrays';
import { topicAndBelow, topicPathOf } from './topics.repository';

/* The question bank as staff browse it: its questions with their topics and papers (decision 026). */

export type BankRow = {
  id: number;
  stem: string;
  topic: string;
  topicId: number | null;
  difficulty: (typeof DIFFICULTIES)[number] | null;
  source: string;
  papers: { examId: number; title: string; attempts: number }[];
  updatedAt: Date;
};

export type BankFilter = {
  topicId?: number;
  unfiled?: boolean;
  q?: string;
  difficulty?: (typeof DIFFICULTIES)[number];
  before?: number;
};

/** One page of the bank, newest first; `next` is the id to pass as `before` for the next page. */
export async function listBank(db: Db, f: BankFilter) {
  const where = [sql`true`];
  if (f.topicId !== undefined) where.push(sql`q.topic_id in ${topicAndBelow(f.topicId)}`);
  if (f.unfiled) where.push(sql`q.topic_id is null`);
  if (f.difficulty) where.push(sql`q.difficulty = ${f.difficulty}`);
  if (f.before !== undefined) where.push(sql`q.id < ${f.before}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(sql`(q.stem ilike ${like} or q.source ilike ${like})`);
  }
  const rows = await queryRows<BankRow>(
    db,
    sql`select q.id, q.stem, ${topicPathOf(sql`q.topic_id`)} as topic, q.topic_id as "topicId",
          q.difficulty, q.source, q.updated_at as "updatedAt",
          coalesce((select json_agg(json_build_object('examId', e.id, 'title', e.title,
              'attempts', (select count(*) from attempts a where a.exam_id = e.id))
              order by e.id)
            from exam_questions x join exams e on e.id = x.exam_id
            where x.question_id = q.id), '[]') as papers
        from questions q where ${sql.join(where, sql` and `)}
        order by q.id desc limit ${BANK_PAGE_SIZE + 1}`,
  );
  const more = rows.length > BANK_PAGE_SIZE;
  const page = rows.slice(0, BANK_PAGE_SIZE);
  return { rows: page, next: more ? page.at(-1)!.id : null };
}

/** Of these question ids, those naming no question. */
export async function missingQuestions(db: Db, ids: number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from questions where id = any(${numberArray(ids)}::int[])`,
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Files questions under a topic (null: none); answers how many moved. */
export async function fileUnder(db: Db, ids: number[], topicId: number | null) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update questions set topic_id = ${topicId}::int, updated_at = now()
        where id = any(${numberArray(ids)}::int[])
          and topic_id is distinct from ${topicId}::int returning id`,
  );
  return rows.length;
}

/** Of these questions, those already on the exam's paper. */
export async function onPaper(db: Db, examId: number, ids: number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select question_id as id from exam_questions
        where exam_id = ${examId} and question_id = any(${numberArray(ids)}::int[])`,
  );
  return rows.map((r) => r.id);
}

/** Puts questions of the bank at the end of the paper, in a section (renumber after). */
export async function appendToPaper(db: Db, examId: number, sectionId: number, ids: number[]) {
  await db.execute(
    sql`insert into exam_questions (exam_id, question_id, section_id, position)
        select ${examId}, x.id,
          ${sectionId}, (select coalesce(max(position), 0) from exam_questions
                         where exam_id = ${examId}) + x.n
        from unnest(${numberArray(ids)}::int[]) with ordinality as x(id, n)`,
  );
}

/** Takes a question off a paper; answers whether it was on it. */
export async function takeOffPaper(db: Db, examId: number, questionId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from exam_questions where exam_id = ${examId} and question_id = ${questionId}
        returning question_id as id`,
  );
  return rows.length > 0;
}

import { sql, type SQL } from 'drizzle-orm';
import { topicParts, topicPath } from '@pariksha/contracts/exams-staff';
import { queryRows, type Db } from '../../db/client';

/*
 * The question bank's topic tree (decision 026): subject → topic → subtopic, a name unique among
 * its siblings whatever its case.
 */

/** The path of the topic `topicId` names, "Subject > Topic > Subtopic"; '' for none. */
export const topicPathOf = (topicId: SQL) =>
  sql`coalesce((select concat_ws(' > ', t3.name, t2.name, t1.name) from topics t1
      left join topics t2 on t2.id = t1.parent_id left join topics t3 on t3.id = t2.parent_id
      where t1.id = ${topicId}), '')`;

/**
 * The topic ids of these paths (each a `topicParts` path), making the topics that are missing,
 * in the caller's transaction; '' maps to null. A name matches whatever its case, so "history"
 * files under "History".
 */
export async function topicIdsOf(db: Db, paths: string[]) {
  const ids = new Map<string, number | null>();
  for (const path of new Set(paths)) {
    let parent: number | null = null;
    for (const name of topicParts(path)) {
      let rows: { id: number }[] = [];
      // Empty only when another transaction made the topic after this statement began: again.
      while (rows.length === 0)
        rows = await queryRows<{ id: number }>(
          db,
          sql`with made as (
              insert into topics (parent_id, name, position)
              select ${parent}::int, ${name},
                coalesce((select max(position) from topics
                  where coalesce(parent_id, 0) = coalesce(${parent}::int, 0)), 0) + 1
              on conflict (coalesce(parent_id, 0), lower(name)) do nothing
              returning id)
            select id from made
            union all
            select id from topics
            where coalesce(parent_id, 0) = coalesce(${parent}::int, 0) and lower(name) = lower(${name})`,
        );
      parent = rows[0]!.id;
    }
    ids.set(path, parent);
  }
  return ids;
}

/** The canonical spelling of a path as typed: its parts trimmed, joined with ' > '. */
export const normalTopic = (path: string) => topicPath(topicParts(path));

export type TopicRow = {
  id: number;
  parentId: number | null;
  name: string;
  nameMl: string | null;
  position: number;
  questionCount: number;
  updatedAt: Date;
};

const topicColumns = sql`t.id, t.parent_id as "parentId", t.name, t.name_ml as "nameMl",
  t.position, t.updated_at as "updatedAt",
  (select count(*)::int from questions q where q.topic_id = t.id) as "questionCount"`;

/** The whole tree, each level in its order (a parent before its children). */
export const listTopics = (db: Db) =>
  queryRows<TopicRow>(
    db,
    sql`select ${topicColumns} from topics t order by coalesce(t.parent_id, 0), t.position, t.id`,
  );

export async function findTopic(db: Db, id: number) {
  const rows = await queryRows<TopicRow>(
    db,
    sql`select ${topicColumns} from topics t where t.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** How deep a topic is (1: a subject), and how many levels hang below it (0: none). */
export async function depthOf(db: Db, id: number) {
  const rows = await queryRows<{ above: number; below: number }>(
    db,
    sql`select (case when t2.id is null then 1 when t2.parent_id is null then 2 else 3 end) as above,
          (case when exists (select 1 from topics c join topics g on g.parent_id = c.id
                             where c.parent_id = t.id) then 2
                when exists (select 1 from topics c where c.parent_id = t.id) then 1
                else 0 end) as below
        from topics t left join topics t2 on t2.id = t.parent_id where t.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Whether a sibling already has this name, whatever its case. */
export async function siblingNamed(db: Db, parentId: number | null, name: string, except = 0) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from topics where coalesce(parent_id, 0) = coalesce(${parentId}::int, 0)
          and lower(name) = lower(${name}) and id <> ${except}`,
  );
  return rows.length > 0;
}

/** Subtopics and questions filed directly under a topic: what keeps it from being deleted. */
export async function topicDependents(db: Db, id: number) {
  const rows = await queryRows<{ subtopics: number; questions: number }>(
    db,
    sql`select (select count(*)::int from topics where parent_id = ${id}) as subtopics,
          (select count(*)::int from questions where topic_id = ${id}) as questions`,
  );
  return rows[0]!;
}

/** A topic and every topic below it. */
export const topicAndBelow = (id: number) =>
  sql`(select t1.id from topics t1 where t1.id = ${id}
       union all select t2.id from topics t2 where t2.parent_id = ${id}
       union all select t3.id from topics t3 join topics t2 on t3.parent_id = t2.id
         where t2.parent_id = ${id})`;

/** Where a new child of `parentId` goes: after its last sibling. */
export async function nextTopicPosition(db: Db, parentId: number | null) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(position), 0)::int + 1 as n from topics
        where coalesce(parent_id, 0) = coalesce(${parentId}::int, 0)`,
  );
  return rows[0]!.n;
}

/** Whether `id` is `ancestor` or somewhere below it. */
export async function isUnder(db: Db, id: number, ancestor: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${topicAndBelow(ancestor)} as below(id) where id = ${id}`,
  );
  return rows.length > 0;
}

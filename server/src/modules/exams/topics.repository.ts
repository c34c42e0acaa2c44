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

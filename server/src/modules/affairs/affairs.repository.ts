import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { affairsArticles } from '../../db/schema/index';

/** Months are India's: an article of 31 October 20:00 UTC (1 November in Kerala) is November's. */
const monthOf = sql`to_char(a.published_at at time zone 'Asia/Kolkata', 'YYYY-MM')`;

export type CategoryRow = { id: number; name: string; nameMl: string | null };

export async function category(db: Db, id: number) {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`select id, name, name_ml as "nameMl" from categories where id = ${id}`,
  );
  return rows[0] ?? null;
}

export async function months(db: Db, categoryId: number) {
  return queryRows<{ month: string; articleCount: number }>(
    db,
    sql`select ${monthOf} as month, count(*)::int as "articleCount"
        from affairs_articles a where a.category_id = ${categoryId} and a.published
        group by 1 order by 1 desc`,
  );
}

export async function tags(db: Db, categoryId: number) {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`select distinct unnest(tags) as tag from affairs_articles
        where category_id = ${categoryId} and published order by 1`,
  );
  return rows.map((r) => r.tag);
}

export type ArticleRow = {
  id: number;
  categoryId: number;
  language: 'en' | 'ml';
  title: string;
  summary: string;
  image: string | null;
  tags: string[];
  publishedAt: Date;
  isDemo: boolean;
};
const articleColumns = sql`a.id, a.category_id as "categoryId", a.language, a.title, a.summary,
  a.image, a.tags, a.published_at as "publishedAt", a.is_demo as "isDemo"`;

export async function articlesOfMonth(
  db: Db,
  categoryId: number,
  month: string,
  filter: { language?: string | undefined; tag?: string | undefined },
) {
  return queryRows<ArticleRow>(
    db,
    sql`select ${articleColumns} from affairs_articles a
        where a.category_id = ${categoryId} and a.published and ${monthOf} = ${month}
          ${filter.language ? sql`and a.language = ${filter.language}` : sql``}
          ${filter.tag ? sql`and ${filter.tag} = any(a.tags)` : sql``}
        order by a.published_at desc, a.id desc`,
  );
}

/** The newest articles of a category (or of every one), in the reader's language first. */
export async function latest(db: Db, categoryId: number | null, language: string, limit: number) {
  return queryRows<ArticleRow>(
    db,
    sql`select ${articleColumns} from affairs_articles a
        where a.published ${categoryId === null ? sql`` : sql`and a.category_id = ${categoryId}`}
        order by a.published_at desc, (a.language = ${language}) desc, a.id desc
        limit ${limit}`,
  );
}

export async function article(db: Db, id: number) {
  const rows = await queryRows<ArticleRow & { bodyHtml: string }>(
    db,
    sql`select ${articleColumns}, a.body_html as "bodyHtml" from affairs_articles a
        where a.id = ${id} and a.published`,
  );
  return rows[0] ?? null;
}

export type VideoRow = {
  id: number;
  categoryId: number;
  title: string;
  titleMl: string | null;
  durationSeconds: number;
  thumbnail: string | null;
  publishedAt: Date;
  isDemo: boolean;
};
const videoColumns = sql`v.id, v.category_id as "categoryId", v.title, v.title_ml as "titleMl",
  v.duration_seconds as "durationSeconds", v.thumbnail, v.published_at as "publishedAt",
  v.is_demo as "isDemo"`;

export async function videos(db: Db, categoryId: number) {
  return queryRows<VideoRow>(
    db,
    sql`select ${videoColumns} from affairs_videos v
        where v.category_id = ${categoryId} and v.published order by v.published_at desc, v.id desc`,
  );
}

export async function video(db: Db, id: number) {
  const rows = await queryRows<
    VideoRow & {
      description: string;
      descriptionMl: string | null;
      video: string;
      captionsEn: string | null;
      captionsMl: string | null;
    }
  >(
    db,
    sql`select ${videoColumns}, v.description, v.description_ml as "descriptionMl", v.video,
          v.captions_en as "captionsEn", v.captions_ml as "captionsMl"
        from affairs_videos v where v.id = ${id} and v.published`,
  );
  return rows[0] ?? null;
}

/** Stores an article (sanitised by the caller); null when one with its slug is there already. */
export async function insertArticle(db: Db, values: typeof affairsArticles.$inferInsert) {
  const [row] = await db.insert(affairsArticles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

import { z } from 'zod';
import { readContent, readIndex, readJson } from '../read-content';

/*
 * The demo current affairs, read from content/affairs. Articles: one topic per file, in English and
 * in Malayalam (written for learners rather than word for word), each body an HTML file beside it;
 * the seeder makes one article per language and exam category, and bodies go through the same
 * sanitiser as any other article. Videos: one list.
 */

const TextSchema = z.strictObject({
  title: z.string(),
  /** One or two sentences for the list. */
  summary: z.string(),
  /** File name of the body, beside the article's JSON: h2/h3, p, ul/ol/li, strong, em, table. */
  body: z.string(),
});

const ArticleSchema = z.strictObject({
  /** The day the article went out, in India; never after the day it was written. */
  date: z.iso.date(),
  /** Slugs of the exam categories it is listed under. */
  categories: z.array(z.string()).min(1),
  /** Lower-case English tags ("kerala", "polity", "days" …). */
  tags: z.array(z.string()),
  /**
   * True for an item whose facts are illustrative and could not be checked (the app labels it
   * "sample"); false for facts that hold (anniversaries, observances, historical facts).
   */
  sample: z.boolean(),
  en: TextSchema,
  ml: TextSchema,
});

export type DemoArticleText = { title: string; summary: string; bodyHtml: string };
export type DemoArticle = Omit<z.infer<typeof ArticleSchema>, 'en' | 'ml'> & {
  /** The file's name: a stable key, lower-case words joined by `-`. */
  slug: string;
  en: DemoArticleText;
  ml: DemoArticleText;
};

function readArticle(slug: string): DemoArticle {
  const beside = (file: string) => `affairs/articles/${file}`;
  const { en, ml, ...article } = readJson(beside(`${slug}.json`), ArticleSchema);
  const text = ({ body, ...t }: z.infer<typeof TextSchema>) => ({
    ...t,
    bodyHtml: readContent(beside(body)),
  });
  return { slug, ...article, en: text(en), ml: text(ml) };
}

export const DEMO_ARTICLES: DemoArticle[] = readIndex('affairs/articles').map(readArticle);

/** Demo current-affairs videos, on the demo lecture media of assets/classes. */
export const DEMO_VIDEOS = readJson(
  'affairs/videos.json',
  z.array(
    z.strictObject({
      key: z.string(),
      /** Folder of the video under assets/classes. */
      lecture: z.string(),
      title: z.string(),
      titleMl: z.string(),
      description: z.string(),
      descriptionMl: z.string(),
      /** The day it went out, in India. */
      day: z.iso.date(),
    }),
  ),
);

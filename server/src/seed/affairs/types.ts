import type { DemoCategorySlug } from '../catalogue/types';

/**
 * A demo current-affairs item as written by hand in this folder: one topic, in English and in
 * Malayalam (written for learners rather than word for word), listed under each of its exam
 * categories. The seeder makes one article per language and category; bodies go through the
 * same sanitiser as any other article.
 */
export type DemoArticleText = {
  title: string;
  /** One or two sentences for the list. */
  summary: string;
  /** HTML: <h2>/<h3>, <p>, <ul>/<ol>/<li>, <strong>, <em>, <table> — nothing else is needed. */
  bodyHtml: string;
};

export type DemoArticle = {
  /** Stable key, lower-case words joined by `-`. */
  slug: string;
  /** The day the article went out, `YYYY-MM-DD` (India); never after the day the seed was written. */
  date: string;
  categories: DemoCategorySlug[];
  /** Lower-case English tags ("kerala", "polity", "economy", "science", "environment", "sports", "days", "awards", "international", "governance"). */
  tags: string[];
  /**
   * True for an item whose facts are illustrative and could not be checked (the app labels it
   * "sample"); false for facts that hold (anniversaries, observances, constitutional and
   * historical facts).
   */
  sample: boolean;
  en: DemoArticleText;
  ml: DemoArticleText;
};

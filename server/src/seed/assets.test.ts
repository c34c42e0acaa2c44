import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { copySeedAssets } from './assets';
import { demoQuestions } from './exams';
import { DEMO_EXAMS } from './exams/demo-exams';

const sourceDir = fileURLToPath(new URL('./assets/questions', import.meta.url));
/** The demo questions with an image, and the image's file (referenced from the stem). */
const withImages = DEMO_EXAMS.flatMap((e) => e.sections.flatMap(demoQuestions)).flatMap((q) => {
  const image = /\/media\/questions\/([^"]+)"/.exec(q.stem ?? '')?.[1];
  return image ? [{ ...q, image }] : [];
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // An installation seeded before question images were cleaned still holds the old file.
  const old = path.join(t.config.mediaDir, 'questions', 'heart-chambers.svg');
  fs.mkdirSync(path.dirname(old), { recursive: true });
  fs.writeFileSync(
    old,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" aria-labelledby="t">' +
      '<title id="t">Heart</title><desc>S is the left ventricle</desc>' +
      '<!-- left ventricle cavity (thick wall) --><path class="left-ventricle" d="M0 0"/>' +
      '<text>S</text></svg>',
  );
  await copySeedAssets(t.app, 'questions');
});
afterAll(() => t.close());

/** Words (three letters or more) and numbers, as a reader would pick them out. */
const words = (s: string) =>
  new Set(s.toLowerCase().match(/\d+(?:\.\d+)?%?|\p{L}{3,}/gu) ?? ([] as string[]));
const COMMON = new Set(['the', 'and', 'with', 'for', 'from', 'that', 'this', 'are']);

/** What an SVG says in words: its text, comments, and the values of naming attributes. */
function said(svg: string) {
  const names = [...svg.matchAll(/\s(?:id|class|aria-[\w-]+|data-[\w-]+|[\w-]+:label)="([^"]*)"/g)];
  const text = svg.replace(/<!--|-->/g, ' ').replace(/<[^>]*>/g, ' ');
  return words(`${text} ${names.map((m) => m[1]).join(' ')}`);
}

const places = [
  ['the seed assets', () => sourceDir],
  ['the media folder', () => path.join(t.config.mediaDir, 'questions')],
] as const;

describe.each(places)('question images in %s', (_where, dir) => {
  it('hold no comments, titles, descriptions, metadata, scripts or names', () => {
    const files = fs.readdirSync(dir()).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(withImages.length);
    for (const file of files) {
      const svg = fs.readFileSync(path.join(dir(), file), 'utf8');
      for (const needle of [
        /<!--/,
        /<title\b/,
        /<desc\b/,
        /<metadata\b/,
        /<script\b/,
        /<style\b/,
        /<foreignObject\b/,
        /\sid=/,
        /\sclass=/,
        /\saria-/,
        /\sdata-/,
        /\son\w+=/,
        /\s\w+:label=/,
      ]) {
        expect(svg, `${file} ${needle}`).not.toMatch(needle);
      }
    }
  });

  it('name none of their question’s options beyond what the question itself says', () => {
    expect(withImages.length).toBeGreaterThan(0);
    for (const q of withImages) {
      const svg = fs.readFileSync(path.join(dir(), q.image), 'utf8');
      const shown = said(svg);
      const given = words(`${q.stem} ${q.stemMl ?? ''}`);
      for (const option of q.options) {
        const text = `${option.text} ${option.textMl ?? ''}`.replace(/<[^>]*>/g, '');
        const named = [...words(text)].filter(
          (w) => !COMMON.has(w) && !given.has(w) && shown.has(w),
        );
        expect(named, `${q.image} names “${option.text}”`).toEqual([]);
      }
    }
  });
});

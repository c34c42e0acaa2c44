import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_MAX_LENGTH, type RichTextKind } from '@pariksha/contracts/rich-text';
import {
  dangers as dangersIn,
  XSS_VECTORS as VECTORS,
} from '@pariksha/contracts/testing/xss-vectors';
import { nested, reopened } from '../../test/hostile-html';
import type { AppError } from './app-error';
import { sanitizeRichText, sanitizeRichTextFields } from './rich-text';
import { purifyRichText } from './rich-text-purify';

/* The one way rich text is stored: limits on this thread, the sanitiser in a worker thread. */

const dangers = (html: string) =>
  dangersIn(JSDOM.fragment(`<div>${html}</div>`).querySelectorAll('*'));
const clean = async (html: string) => (await sanitizeRichText(html, 'bodyHtml', 'article')).html;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: AppError) => ({ status: err.statusCode, details: err.details }),
  );

describe('sanitizeRichText', () => {
  it('leaves nothing that runs of any vector', async () => {
    const out = await sanitizeRichTextFields(
      VECTORS.map((html, i) => ({ field: `v${i}`, html, kind: 'article' })),
    );
    expect(out.map((o, i) => [VECTORS[i], dangers(o.html)])).toEqual(VECTORS.map((v) => [v, []]));
  });

  it('keeps the writing: headings, paragraphs, lists, tables, links, images and YouTube', async () => {
    const html = [
      '<h2>Background</h2><p>Kerala was formed on <strong>1 November 1956</strong>.</p>',
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Said</blockquote>',
      '<table><thead><tr><th scope="col">Year</th></tr></thead><tbody><tr><td>1956</td></tr></tbody></table>',
      '<p><a href="https://www.kerala.gov.in">Kerala</a> <img src="/media/affairs/map.webp" alt="Map"></p>',
      '<iframe src="https://www.youtube.com/embed/abc_DEF-123"></iframe>',
    ].join('');
    const out = JSDOM.fragment(await clean(html));
    expect(out.querySelector('h2')?.textContent).toBe('Background');
    expect(out.querySelector('strong')?.textContent).toBe('1 November 1956');
    expect(out.querySelectorAll('li')).toHaveLength(2);
    expect(out.querySelector('th')?.getAttribute('scope')).toBe('col');
    const link = out.querySelector('a')!;
    expect([
      link.getAttribute('href'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]).toEqual(['https://www.kerala.gov.in', '_blank', 'noopener noreferrer']);
    expect(out.querySelector('img')?.getAttribute('alt')).toBe('Map');
    const frame = out.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/abc_DEF-123');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation',
    );
  });

  it('keeps the text of what it drops', async () => {
    expect(await clean('<div onclick="x()">Text <font color=red>stays</font></div>')).toBe(
      'Text stays',
    );
  });

  it('keeps only images of the app’s own media, with no referrer policy of the input’s', async () => {
    const out = await clean(
      [
        '<p><img src="/media/images/a.png" alt="ours" referrerpolicy="unsafe-url" target="_top"></p>',
        '<p><img src="https://cdn.example/b.png" alt="theirs"></p>',
        '<p><img src="//cdn.example/c.png" alt="no scheme"></p>',
        '<p><img src="/media/../api/admin/me" alt="climbing out"></p>',
      ].join(''),
    );
    expect(out).toBe(
      '<p><img src="/media/images/a.png" alt="ours" loading="lazy"></p><p></p><p></p><p></p>',
    );
  });

  it('answers text without markup as the sanitiser would, without a worker thread', async () => {
    const fields = ['Plain option', '  ', 'a < b & c', 'x\u00a0y', '"quoted" it\'s', '<b>bold</b>'];
    const out = await sanitizeRichTextFields(
      fields.map((html, i) => ({ field: `f${i}`, html, kind: 'option' })),
    );
    expect(out).toEqual(fields.map(purifyRichText));
    expect(out[0]).toEqual({ html: 'Plain option', empty: false });
  });

  it.each([
    ['', true],
    ['<p> </p><br>', true],
    ['<script>alert(1)</script>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>x</p>', false],
    ['<img src="/media/a.webp" alt="">', false],
    ['<iframe src="https://www.youtube.com/embed/abc"></iframe>', false],
  ])('says whether %j shows nothing (%s)', async (html, empty) => {
    expect((await sanitizeRichText(html, 'bodyHtml', 'article')).empty).toBe(empty);
  });
});

describe('the limits of rich text, before it is read', () => {
  const kinds = Object.keys(RICH_TEXT_MAX_LENGTH) as RichTextKind[];

  it.each(kinds)('refuses %s text past its length, naming the field', async (kind) => {
    const max = RICH_TEXT_MAX_LENGTH[kind];
    expect(await refusal(sanitizeRichText('x'.repeat(max), 'f', kind))).toBeNull();
    expect(await refusal(sanitizeRichText('<p>' + 'x'.repeat(max), 'body', kind))).toEqual({
      status: 400,
      details: [{ field: 'body', message: `Longer than ${max.toLocaleString('en')} characters` }],
    });
  });

  it.each([
    ['20,000 nested <b>', nested(20_000)],
    ['33 nested <div>', nested(33, 'div')],
    ['paragraphs reopening thirty formatting elements each', reopened(40)],
    ['cells of nested tables', '<table><tr><td>'.repeat(12) + 'x'],
  ])('refuses %s as nested too deep, naming the field', async (_name, html) => {
    expect(
      await refusal(
        sanitizeRichTextFields([
          { field: 'stem', html: '<p>fine</p>', kind: 'question' },
          { field: 'bodyHtml', html, kind: 'article' },
        ]),
      ),
    ).toEqual({
      status: 400,
      details: [
        { field: 'bodyHtml', message: 'Nested more than 32 levels deep: simplify its HTML' },
      ],
    });
  });

  it('keeps 32 levels', async () => {
    expect(await clean('<b>'.repeat(32) + 'x')).toBe('<b>'.repeat(32) + 'x' + '</b>'.repeat(32));
  });
});

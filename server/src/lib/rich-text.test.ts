import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import {
  dangers as dangersIn,
  XSS_VECTORS as VECTORS,
} from '@pariksha/contracts/testing/xss-vectors';
import { isEmptyRichText, sanitizeRichText } from './rich-text';

const dangers = (html: string) =>
  dangersIn(JSDOM.fragment(`<div>${html}</div>`).querySelectorAll('*'));

describe('sanitizeRichText', () => {
  it.each(VECTORS)('leaves nothing that runs of %s', (vector) => {
    expect(dangers(sanitizeRichText(vector))).toEqual([]);
  });

  it('keeps the writing: headings, paragraphs, lists, tables, links, images and YouTube', () => {
    const html = [
      '<h2>Background</h2><p>Kerala was formed on <strong>1 November 1956</strong>.</p>',
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Said</blockquote>',
      '<table><thead><tr><th scope="col">Year</th></tr></thead><tbody><tr><td>1956</td></tr></tbody></table>',
      '<p><a href="https://www.kerala.gov.in">Kerala</a> <img src="/media/affairs/map.webp" alt="Map"></p>',
      '<iframe src="https://www.youtube.com/embed/abc_DEF-123"></iframe>',
    ].join('');
    const out = JSDOM.fragment(sanitizeRichText(html));
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

  it('keeps the text of what it drops', () => {
    expect(sanitizeRichText('<div onclick="x()">Text <font color=red>stays</font></div>')).toBe(
      'Text stays',
    );
  });
});

describe('isEmptyRichText', () => {
  it.each([
    ['', true],
    ['<p> </p><br>', true],
    [sanitizeRichText('<script>alert(1)</script>'), true],
    ['<p>x</p>', false],
    ['<img src="/media/a.webp" alt="">', false],
  ])('%j → %s', (html, empty) => {
    expect(isEmptyRichText(html)).toBe(empty);
  });
});

import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '@pariksha/contracts/testing/xss-vectors';
import { sanitizeArticle } from './sanitize';

/** What must never reach the page: anything that runs, loads or submits. */
function dangers(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(box.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'style',
        'form',
        'input',
        'button',
        'object',
        'embed',
        'meta',
        'base',
        'link',
        'svg',
        'math',
        'frame',
        'frameset',
        'noscript',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    if (
      tag === 'iframe' &&
      !/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//.test(el.getAttribute('src') ?? '')
    ) {
      found.push('iframe not from YouTube');
    }
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      const squeezed = [...value].filter((c) => c.codePointAt(0)! > 0x20).join('');
      if (/^(javascript|vbscript|data):/i.test(squeezed)) found.push(`${tag}[${name}]`);
    }
  }
  return found;
}

describe('sanitizeArticle (the browser’s second pass)', () => {
  it.each(XSS_VECTORS)('leaves nothing that runs of %s', (vector) => {
    expect(dangers(sanitizeArticle(vector))).toEqual([]);
  });

  it('keeps what an article is made of, and opens links in a new tab', () => {
    const out = sanitizeArticle(
      '<h2>Points</h2><ul><li>One</li></ul><p><a href="https://kerala.gov.in">Kerala</a></p><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(out).toContain('<h2>Points</h2><ul><li>One</li></ul>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('src="https://www.youtube.com/embed/abc"');
  });
});

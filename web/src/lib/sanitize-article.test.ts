import { describe, expect, it } from 'vitest';
import { dangers as dangersIn, XSS_VECTORS } from '@pariksha/contracts/testing/xss-vectors';
import { sanitizeArticle } from './sanitize-article';

function dangers(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return dangersIn(box.querySelectorAll('*'));
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

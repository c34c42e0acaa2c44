import { describe, expect, it } from 'vitest';
import { dangers as dangersIn, XSS_VECTORS } from '@pariksha/contracts/testing/xss-vectors';
import { sanitizeRichText } from './sanitize-rich-text';

function dangers(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return dangersIn(box.querySelectorAll('*'));
}

describe('sanitizeRichText (the browser’s second pass)', () => {
  it.each(XSS_VECTORS)('leaves nothing that runs of %s', (vector) => {
    expect(dangers(sanitizeRichText(vector))).toEqual([]);
  });

  it('keeps what an article is made of, and opens links in a new tab', () => {
    const out = sanitizeRichText(
      '<h2>Points</h2><ul><li>One</li></ul><p><a href="https://kerala.gov.in">Kerala</a></p><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(out).toContain('<h2>Points</h2><ul><li>One</li></ul>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('src="https://www.youtube.com/embed/abc"');
  });

  it('keeps what a question is made of', () => {
    expect(sanitizeRichText('<p>H<sub>2</sub>O is <b>water</b><br></p>')).toBe(
      '<p>H<sub>2</sub>O is <b>water</b><br></p>',
    );
  });

  it('drops scripts, handlers, styles, script links and other frames', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><a href="javascript:x">b</a><iframe src="x"></iframe>',
    );
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('keeps images from our media, with lazy loading and their alt, and drops others', () => {
    const ok = sanitizeRichText('<img src="/media/questions/map.svg" alt="Map of Kerala">');
    expect(ok).toContain('src="/media/questions/map.svg"');
    expect(ok).toContain('loading="lazy"');
    expect(ok).toContain('alt="Map of Kerala"');
    expect(sanitizeRichText('<img src="http://evil.example/x.png" onerror="x()">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,xx">')).toBe('');
  });
});

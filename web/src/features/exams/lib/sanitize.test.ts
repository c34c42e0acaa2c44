import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed subset', () => {
    expect(sanitizeRichText('<p>H<sub>2</sub>O is <b>water</b><br></p>')).toBe(
      '<p>H<sub>2</sub>O is <b>water</b><br></p>',
    );
  });

  it('drops scripts, handlers, links and styles', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><a href="javascript:x">b</a><iframe src="x"></iframe>',
    );
    expect(out).toBe('<p>a</p>b');
  });

  it('keeps images from our media, with lazy loading and an alt, and drops others', () => {
    const ok = sanitizeRichText('<img src="/media/questions/map.svg" alt="Map of Kerala">');
    expect(ok).toContain('src="/media/questions/map.svg"');
    expect(ok).toContain('loading="lazy"');
    expect(ok).toContain('alt="Map of Kerala"');
    expect(sanitizeRichText('<img src="http://evil.example/x.png" onerror="x()">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,xx">')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanSvg, NotAnSvgError } from './clean-svg';

const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${body}</svg>`;

describe('cleanSvg', () => {
  it('takes out comments, <title>, <desc>, <metadata> and what the drawing never shows', () => {
    const out = cleanSvg(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "Left ventricle">]>' +
        svg(
          '<title id="t">Left ventricle</title><desc>S is the left ventricle</desc>' +
            '<metadata><rdf:RDF>Left ventricle</rdf:RDF></metadata>' +
            '<!-- left ventricle --><rect width="4" height="4"/>stray words',
          ' role="img" aria-labelledby="t"',
        ),
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="4" height="4"/></svg>\n',
    );
    expect(out.toLowerCase()).not.toContain('ventricle');
  });

  it('takes out naming attributes: ids nothing refers to, classes, aria, data and editor labels', () => {
    const out = cleanSvg(
      svg(
        '<g id="left-ventricle" class="left-ventricle" data-name="Left ventricle" ' +
          'inkscape:label="Left ventricle" aria-label="Left ventricle"><circle r="2"/></g>',
        ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
      ),
    );
    expect(out).toContain('<g><circle r="2"/></g>');
    expect(out.toLowerCase()).not.toContain('ventricle');
    expect(out).not.toContain('inkscape');
  });

  it('renames the ids a drawing refers to, and keeps the references working', () => {
    const out = cleanSvg(
      svg(
        '<defs><linearGradient id="oxygenRich"><stop offset="0" stop-color="red"/></linearGradient>' +
          '<path id="arrowHead" d="M0 0"/></defs>' +
          '<rect fill="url(#oxygenRich)" style="fill: url(\'#oxygenRich\')"/>' +
          '<use href="#arrowHead"/><use xlink:href="#arrowHead"/><rect mask="url(#nowhere)"/>',
      ),
    );
    expect(out).toContain('<linearGradient id="i0">');
    expect(out).toContain('<path id="i1" d="M0 0"/>');
    expect(out).toContain('<rect fill="url(#i0)" style="fill: url(#i0)"/>');
    expect(out).toContain('<use href="#i1"/><use xlink:href="#i1"/>');
    expect(out).toContain('<rect mask="url(#i2)"/>');
    expect(out).not.toMatch(/oxygen|arrow|nowhere/i);
  });

  it('takes out scripts, handlers, styles, links, foreign content and outside references', () => {
    const out = cleanSvg(
      svg(
        '<script>alert(1)</script><style>.a{fill:red}</style>' +
          '<rect onload="alert(1)" width="1" style="fill:url(https://example.com/x)"/>' +
          '<a href="javascript:alert(1)"><text>link</text></a>' +
          '<foreignObject><div>html</div></foreignObject>' +
          '<image href="https://example.com/x.png"/><image href="data:image/png;base64,AAAA"/>' +
          '<use href="https://example.com/sprite.svg#x"/>',
        ' onload="alert(1)"',
      ),
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1"/>' +
        '<image/><image href="data:image/png;base64,AAAA"/><use/></svg>\n',
    );
  });

  it('keeps the visible labels a question needs, escaped as XML', () => {
    const out = cleanSvg(
      svg(
        '<g font-size="20"><text x="1">P</text><text x="2">9 cm</text>' +
          '<text>2F<tspan dy="4">1</tspan></text><text>A &amp; B &undefined; <![CDATA[1 < 2]]></text></g>',
      ),
    );
    expect(out).toContain(
      '<g font-size="20"><text x="1">P</text><text x="2">9 cm</text><text>2F<tspan dy="4">1</tspan></text>',
    );
    expect(out).toContain('<text>A &amp; B &amp;undefined; 1 &lt; 2</text>');
  });

  it('is idempotent', () => {
    const once = cleanSvg(svg('<!-- x --><defs><path id="p" d="M0 0"/></defs><use href="#p"/>'));
    expect(cleanSvg(once)).toBe(once);
  });

  it('refuses a file with no <svg> root', () => {
    expect(() => cleanSvg('<html><body>hi</body></html>')).toThrow(NotAnSvgError);
    expect(() => cleanSvg('not xml at all')).toThrow(NotAnSvgError);
  });
});

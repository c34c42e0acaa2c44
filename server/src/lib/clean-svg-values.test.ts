import { describe, expect, it } from 'vitest';
import { cleanSvg } from './clean-svg';
import { decodeReferences } from './clean-svg-values';

/*
 * Every way an attribute of a drawing can name something outside it, as the browser reads it:
 * each attribute that takes a URL (and `style`, and a <style> element) × each spelling of the
 * reference. The cleaned file must name nothing outside, in any spelling.
 */

const OUTSIDE = 'https://tracker.example/x.svg#p';

/** Spellings of `url(OUTSIDE)` a browser reads as that URL, or that could be taken for it. */
const SPELLINGS: Record<string, string> = {
  plain: `url(${OUTSIDE})`,
  quoted: `url('${OUTSIDE}')`,
  'upper case': `URL(${OUTSIDE})`,
  'mixed case': `uRl(${OUTSIDE})`,
  'spaces and a newline inside': `url(  \n${OUTSIDE}\t)`,
  decimal: `&#117;rl(${OUTSIDE})`,
  'decimal, leading zeros': `&#0000117;&#00114;l(${OUTSIDE})`,
  'decimal, no semicolon': `&#117rl(${OUTSIDE})`,
  hex: `&#x75;rl(${OUTSIDE})`,
  'hex, upper case': `&#X55;&#X52;&#X4C;(${OUTSIDE})`,
  'hex, leading zeros, no semicolon': `&#x00075rl&#x28${OUTSIDE})`,
  'every character a reference':
    [...'url('].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('') + `${OUTSIDE})`,
  'named parenthesis': `url&lpar;${OUTSIDE})`,
  'named colon and newline': `url(https&colon;&NewLine;//tracker.example/x.svg)`,
  'newline reference inside': `url(&#10;${OUTSIDE})`,
  'CSS escape': `\\75 rl(${OUTSIDE})`,
  'CSS escape, six digits': `\\000075rl(${OUTSIDE})`,
  'CSS escape of a letter': `u\\rl(${OUTSIDE})`,
  'CSS escape, written as a reference': `&#92;75 rl(${OUTSIDE})`,
  'comment inside the name': `u/**/rl(${OUTSIDE})`,
  'comment before the parenthesis': `url/**/(${OUTSIDE})`,
  'after a local reference': `url(#ok) url(${OUTSIDE})`,
  'local reference that does not close': `url(#a url(${OUTSIDE})`,
  'image-set': `image-set('${OUTSIDE}' 1x)`,
  '-webkit-image-set': `-webkit-image-set(url(${OUTSIDE}) 1x)`,
  image: `image('${OUTSIDE}')`,
  'cross-fade': `cross-fade(url(${OUTSIDE}), red)`,
  expression: `expression(fetch('${OUTSIDE}'))`,
  'expression, referenced': `&#101;xpression(fetch('${OUTSIDE}'))`,
  'custom property': `var(--tracker)`,
};

const ATTRIBUTES = [
  'fill',
  'stroke',
  'filter',
  'clip-path',
  'mask',
  'marker-start',
  'marker-mid',
  'marker-end',
  'cursor',
];
const STYLE_PROPERTIES = [...ATTRIBUTES, 'background-image', 'background', 'list-style', 'content'];

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><g id="ok"/></defs>${body}</svg>`;
/** The value inside double quotes, as an editor would write it. */
const attr = (value: string) => `"${value.replace(/"/g, '&quot;')}"`;

/** What the cleaned file says about the outside, if anything. */
const outside = (out: string) =>
  /tracker|url\(\s*['"]?[^#'"\s]|image|expression|var\(|\\|&#|&[a-z]/i.exec(out)?.[0] ?? null;

const cases = Object.entries(SPELLINGS).flatMap(([spelling, value]) => [
  ...ATTRIBUTES.map((name) => ({
    where: `${name}="…"`,
    spelling,
    body: `<rect ${name}=${attr(value)}/>`,
  })),
  ...STYLE_PROPERTIES.map((name) => ({
    where: `style="${name}:…"`,
    spelling,
    body: `<rect style=${attr(`stroke-width:2;${name}:${value}`)}/>`,
  })),
  { where: '<style>', spelling, body: `<style>rect{fill:${value}}</style><rect/>` },
  { where: '<style> @import', spelling, body: `<style>@import ${value};</style><rect/>` },
]);

describe('cleanSvg keeps no reference outside the drawing', () => {
  it.each(cases)('$where, $spelling', ({ body }) => {
    const out = cleanSvg(svg(body));
    expect(outside(out)).toBeNull();
    // Whatever else the element says stays: only the reference went.
    expect(out).toContain('<rect');
  });

  it.each(['href', 'xlink:href'])('%s names only an id of the drawing, in any spelling', (name) => {
    for (const value of [
      OUTSIDE,
      '&#x6A;avascript:alert(1)',
      '&#106avascript:alert(1)',
      ' #ok',
      'data:image/svg+xml;base64,PHN2Zy8+',
      '&#100;ata:image/svg+xml,<svg/>',
    ]) {
      const out = cleanSvg(svg(`<use ${name}=${attr(value)}/><image ${name}=${attr(value)}/>`));
      expect(out).toContain('<use/><image/>');
    }
    expect(cleanSvg(svg(`<use ${name}="&#x23;ok"/>`))).toContain(`<use ${name}="#i0"/>`);
  });

  it('keeps references inside the drawing and plain values, however they are spelled', () => {
    const out = cleanSvg(
      svg(
        '<rect fill="URL( &quot;#ok&quot; )" stroke="&#x72;ed" filter="url(&#35;ok)" ' +
          'transform="rotate (45) translate(1,2)" font-family="\'Noto Sans\', sans-serif" ' +
          "style=\"Fill: rgb(0 0 0 / 50%) !important;mask:url('#ok');cursor:url(x);" +
          'marker-end: url(#ok)"/>',
      ),
    );
    expect(out).toContain(
      '<rect fill="url(#i0)" stroke="red" filter="url(#i0)" transform="rotate (45) translate(1,2)" ' +
        'font-family="\'Noto Sans\', sans-serif" ' +
        'style="Fill: rgb(0 0 0 / 50%) !important;mask:url(#i0);marker-end: url(#i0)"/>',
    );
    expect(cleanSvg(out)).toBe(out);
  });

  it('refuses namespaces other than SVG’s and XLink’s', () => {
    const out = cleanSvg(
      '<svg xmlns="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink"><g xmlns="http://www.w3.org/2000/svg"/></svg>',
    );
    expect(out).toBe(
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><g xmlns="http://www.w3.org/2000/svg"/></svg>\n',
    );
  });
});

describe('decodeReferences', () => {
  it('decodes what an XML or HTML parser decodes, once, and nothing else', () => {
    expect(decodeReferences('&#117;&#x72;&#X6C;&#0040;&#x000029')).toBe('url()');
    expect(decodeReferences('&amp;#117; &lt;&gt;&quot;&apos;')).toBe('&#117; <>"\'');
    expect(decodeReferences('&lpar; &#0; &#x110000; &#xD800;')).toBe('&lpar; \uFFFD \uFFFD \uFFFD');
  });
});

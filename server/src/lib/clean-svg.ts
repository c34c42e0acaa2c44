/**
 * Cleans an SVG that learners see beside a question. Only drawing elements and their geometry and
 * presentation attributes stay: comments, <title>, <desc>, <metadata>, scripts, styles, links,
 * foreign content and every naming attribute (id, class, aria-*, data-*, editors' labels) go,
 * because any of them may name what the question asks. Ids a drawing refers to (`url(#…)`,
 * `href="#…"`) are renamed to opaque ones. Visible text (<text>, <tspan>) stays: the labels a
 * question needs (P, Q, R, S; 9 cm) are drawn there, and whoever writes the question answers for it.
 *
 * SVG is XML, so a small tokenizer suffices; anything it does not know is left out, not let through.
 * Attribute values are judged as the browser reads them, character references decoded
 * (clean-svg-values.ts), and written back decoded, so the file holds exactly what was judged.
 */

import { decodeReferences, isPlainValue, keptStyle, LOCAL_REF } from './clean-svg-values';

const ELEMENTS = new Set(
  (
    'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textPath ' +
    'linearGradient radialGradient stop pattern clipPath mask marker image filter feGaussianBlur ' +
    'feOffset feBlend feFlood feComposite feMerge feMergeNode feColorMatrix feDropShadow'
  ).split(' '),
);
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath']);

const ATTRIBUTES = new Set(
  (
    'xmlns xmlns:xlink version viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r ' +
    'rx ry fx fy fr d points transform dx dy rotate textLength lengthAdjust pathLength offset ' +
    'gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits ' +
    'patternTransform clipPathUnits maskUnits maskContentUnits markerWidth markerHeight ' +
    'markerUnits refX refY orient filterUnits primitiveUnits in in2 result stdDeviation mode ' +
    'operator k1 k2 k3 k4 values type startOffset method spacing href xlink:href style fill ' +
    'fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility ' +
    'clip-path clip-rule mask filter marker-start marker-mid marker-end font-family font-size ' +
    'font-weight font-style font-variant font-stretch text-anchor dominant-baseline ' +
    'alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode ' +
    'direction stop-color stop-opacity flood-color flood-opacity shape-rendering text-rendering ' +
    'image-rendering color-interpolation color-interpolation-filters vector-effect paint-order ' +
    'xml:space id'
  ).split(' '),
);

type Tag = { name: string; attrs: [string, string][]; selfClosing: boolean };
type Token = { open: Tag } | { close: string } | { text: string };

const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const DATA_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$/;

/** Splits the source into tags and text; comments, CDATA markers, declarations and PIs are dropped. */
function* tokens(src: string): Generator<Token> {
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    if (lt === -1) {
      yield { text: src.slice(i) };
      return;
    }
    if (lt > i) yield { text: src.slice(i, lt) };
    const skipTo = (end: string) => {
      const at = src.indexOf(end, lt);
      return at === -1 ? src.length : at + end.length;
    };
    if (src.startsWith('<!--', lt)) i = skipTo('-->');
    else if (src.startsWith('<![CDATA[', lt)) {
      const end = skipTo(']]>');
      yield { text: escapeText(src.slice(lt + 9, end - 3)) };
      i = end;
    } else if (src.startsWith('<?', lt)) i = skipTo('?>');
    else if (src.startsWith('<!', lt)) {
      // A doctype, with or without an internal subset (entities are never expanded).
      const bracket = src.indexOf('[', lt);
      const close = src.indexOf('>', lt);
      i = bracket !== -1 && bracket < close ? skipTo(']>') : skipTo('>');
    } else {
      let j = lt + 1;
      let quote = '';
      while (j < src.length && (quote || src[j] !== '>')) {
        if (quote && src[j] === quote) quote = '';
        else if (!quote && (src[j] === '"' || src[j] === "'")) quote = src[j]!;
        j += 1;
      }
      const inner = src.slice(lt + 1, j);
      i = j + 1;
      if (inner.startsWith('/')) {
        yield { close: inner.slice(1).trim() };
        continue;
      }
      const name = /^[^\s/>]+/.exec(inner)?.[0] ?? '';
      const attrs = [...inner.slice(name.length).matchAll(ATTR)].map(
        (m) => [m[1]!, decodeReferences(m[2] ?? m[3] ?? '')] as [string, string],
      );
      yield { open: { name, attrs, selfClosing: inner.trimEnd().endsWith('/') } };
    }
  }
}

/** Keeps the five XML entities and character references; any other `&` becomes `&amp;`. */
const escapeText = (s: string) =>
  s.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;').replace(/</g, '&lt;');
/** A decoded attribute value written back: only what XML needs escaped is. */
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

/** The (decoded) value to keep for an attribute, or null to leave it out. */
function keptValue(element: string, name: string, value: string): string | null {
  if (!ATTRIBUTES.has(name)) return null;
  if (name === 'href' || name === 'xlink:href') {
    if (value.startsWith('#')) return value;
    return element === 'image' && DATA_IMAGE.test(value) ? value : null;
  }
  if (name in NAMESPACES) return value === NAMESPACES[name] ? value : null;
  if (name === 'id') return value;
  // Only plain values and references inside the drawing: nothing that fetches or runs.
  if (name === 'style') return keptStyle(value);
  return isPlainValue(value) ? value : null;
}

export class NotAnSvgError extends Error {
  constructor() {
    super('The file is not an SVG image');
  }
}

export function cleanSvg(source: string): string {
  const all = [...tokens(source)];

  // Opaque names for every id the drawing refers to, whether or not it exists.
  const ids = new Map<string, string>();
  const refer = (id: string) => {
    if (!ids.has(id)) ids.set(id, `i${ids.size}`);
    return ids.get(id)!;
  };
  for (const t of all) {
    if (!('open' in t)) continue;
    for (const [name, value] of t.open.attrs) {
      if (name === 'href' || name === 'xlink:href') {
        if (value.startsWith('#')) refer(value.slice(1));
      } else for (const m of value.matchAll(LOCAL_REF)) refer(m[2]!);
    }
  }

  const out: string[] = [];
  const open: string[] = [];
  let skipping = 0;
  let sawRoot = false;
  for (const t of all) {
    if ('text' in t) {
      if (skipping) continue;
      const inText = TEXT_ELEMENTS.has(open.at(-1) ?? '');
      if (inText) out.push(escapeText(t.text));
      // Elsewhere only layout whitespace: stray words are never drawn, yet readable in the file.
      else if (open.length > 0 && !/\S/.test(t.text)) out.push(t.text);
      continue;
    }
    if ('close' in t) {
      if (skipping) skipping -= 1;
      else if (open.at(-1) === t.close) out.push(`</${open.pop()}>`);
      continue;
    }
    const { name, attrs, selfClosing } = t.open;
    // One root, the <svg> element; whatever lies outside it goes.
    const outside = sawRoot ? open.length === 0 : name !== 'svg';
    if (skipping || !ELEMENTS.has(name) || outside) {
      if (!selfClosing) skipping += 1;
      continue;
    }
    sawRoot = true;
    const kept: string[] = [];
    for (const [attr, raw] of attrs) {
      let value = keptValue(name, attr, raw);
      if (value === null) continue;
      if (attr === 'id') {
        if (!ids.has(value)) continue;
        value = ids.get(value)!;
      } else if (attr === 'href' || attr === 'xlink:href') {
        if (value.startsWith('#')) value = `#${refer(value.slice(1))}`;
      } else value = value.replace(LOCAL_REF, (_, _q, id: string) => `url(#${refer(id)})`);
      kept.push(` ${attr}="${escapeAttr(value)}"`);
    }
    out.push(`<${name}${kept.join('')}${selfClosing ? '/>' : '>'}`);
    if (!selfClosing) open.push(name);
  }
  if (!sawRoot) throw new NotAnSvgError();
  while (open.length) out.push(`</${open.pop()}>`);
  // Lines left empty where something was taken out go too.
  return `${out
    .join('')
    .replace(/\n[ \t]*(?=\n)/g, '')
    .trim()}\n`;
}

/**
 * The attribute values an SVG drawing may keep, judged as the browser reads them. A value is first
 * decoded the way the XML parser decodes it (character references), then it must have the shape
 * of a plain CSS value: numbers, lengths, colours, identifiers, quoted names, a few functions
 * (colours, transforms) and references to the drawing's own ids (`url(#id)`). Anything else — a
 * CSS escape, a comment, `@`, `&` left over from a reference the parser would not decode, any other
 * function (`url(` to the outside, `image-set(`, `expression(` …) — leaves the value out.
 */

/** A reference to an id inside the drawing: `url(#id)`, the id quoted or not, any case. */
export const LOCAL_REF = /url\(\s*(['"]?)#([^\s'"()\\;]+)\1\s*\)/gi;

// Characters of plain CSS values. No `\` (escapes), `*` (comments), `&`, `@`, `{`, `<`, `=`.
const VALUE_CHARS = /^[\p{L}\p{N} \t\n\r\f.,%#+\-_()'"!/:;]*$/u;
// Functions that only compute a colour or a transform from numbers.
const FUNCTION =
  /(?<![\p{L}\p{N}_-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|matrix|translate[XY]?|scale[XY]?|rotate|skew[XY])\s*\(/giu;

// Numeric references, any number of digits, with or without the `;` (HTML reads both), and the
// five XML entities. Other named references are left as they are: XML does not define them.
const REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const codePoint = (n: number) =>
  n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(n);

/** The value the parser hands to the browser, every character reference decoded once. */
export const decodeReferences = (value: string) =>
  value.replace(REFERENCE, (_, dec?: string, hex?: string, name?: string) =>
    name ? NAMED[name]! : codePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  );

/** Whether a decoded value is a plain CSS value that fetches and runs nothing. */
export function isPlainValue(value: string) {
  if (!VALUE_CHARS.test(value)) return false;
  return !value.replace(LOCAL_REF, ' ').replace(FUNCTION, ' ').includes('(');
}

// Presentation properties a `style` attribute may set: those the cleaner keeps as attributes,
// and the shorthands of two of them.
const STYLE_PROPERTIES = new Set(
  (
    'fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin ' +
    'stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity color display ' +
    'visibility clip-path clip-rule mask filter marker marker-start marker-mid marker-end font ' +
    'font-family font-size font-weight font-style font-variant font-stretch text-anchor ' +
    'dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing ' +
    'text-decoration writing-mode direction stop-color stop-opacity flood-color flood-opacity ' +
    'shape-rendering text-rendering image-rendering color-interpolation ' +
    'color-interpolation-filters vector-effect paint-order'
  ).split(' '),
);

/**
 * The declarations of a decoded `style` attribute that set a presentation property to a plain
 * value, joined again; null when none does. Each declaration kept passes on its own, so what they
 * make together does too (they are joined by `;`, which neither quotes nor opens anything).
 */
export function keptStyle(value: string): string | null {
  const kept = value
    .split(';')
    .map((d) => d.trim())
    .filter((d) => {
      const m = /^([A-Za-z-]+)\s*:(.*)$/s.exec(d);
      return m !== null && STYLE_PROPERTIES.has(m[1]!.toLowerCase()) && isPlainValue(m[2]!);
    });
  return kept.length ? kept.join(';') : null;
}

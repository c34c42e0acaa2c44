import type { Config, DOMPurify } from 'dompurify';

/*
 * What HTML a current-affairs article may hold: one DOMPurify configuration for the server
 * (through jsdom, before storing) and the browser (before showing), so both keep exactly the
 * same set (docs/decisions/015). Everything else — scripts, event handlers, styles, forms,
 * `javascript:` and `data:` URLs, iframes other than YouTube's player — is dropped.
 */

const TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
  'iframe',
];
const ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'width',
  'height',
];

/**
 * How much rich text one field may hold, in characters, by what the field is. The server refuses
 * longer text before reading it as HTML, and the console's editors say so to the author.
 */
export const RICH_TEXT_MAX_LENGTH = {
  article: 200_000,
  instructions: 20_000,
  question: 20_000,
  explanation: 20_000,
  option: 5_000,
} as const;
export type RichTextKind = keyof typeof RICH_TEXT_MAX_LENGTH;
/**
 * How deeply rich text may nest its elements. Real writing nests a dozen levels at most (a list
 * in a table cell in a quote); reading HTML costs time in proportion to the square of its depth,
 * so deeper text is refused before it is read.
 */
export const RICH_TEXT_MAX_DEPTH = 32;

/** Links leave the app: to the web or to mail. */
const LINK = /^(?:https?:|mailto:)/i;
/**
 * Images from the app's own media only (a media key: folders, then a file name; no `..`): the
 * pages' content security policy lets no other host's image show, and an outside image would tell
 * that host who is reading.
 */
export const MEDIA_IMAGE = /^\/media\/(?:[\w-]+\/)*[\w-][\w.-]*$/;
/** YouTube's player, and nothing else, may be framed. */
export const YOUTUBE_EMBED =
  /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]{1,64}(?:\?[\w=&;%.-]{0,200})?$/;

/** Attributes the hook below sets on the elements that need them; never taken from the input. */
const SET_BY_HOOK = ['target', 'rel', 'sandbox', 'allowfullscreen', 'loading', 'referrerpolicy'];

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ADD_ATTR: SET_BY_HOOK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * A sanitiser of article HTML on the given DOMPurify instance (the browser's, or one made on a
 * jsdom window). Adds its hooks to that instance: give it one of its own.
 */
export function richTextSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const src = (node as Element).getAttribute('src') ?? '';
    if (!YOUTUBE_EMBED.test(src)) node.parentNode?.removeChild(node);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    // Whatever the input said (an image's referrerpolicy="unsafe-url", a cell's target), first.
    for (const a of SET_BY_HOOK) el.removeAttribute?.(a);
    switch (el.tagName) {
      case 'A': {
        const href = el.getAttribute('href');
        if (href !== null && !LINK.test(href.trim())) el.removeAttribute('href');
        if (el.hasAttribute('href')) {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer');
        }
        break;
      }
      case 'IMG':
        if (!MEDIA_IMAGE.test(el.getAttribute('src') ?? '')) el.parentNode?.removeChild(el);
        else el.setAttribute('loading', 'lazy');
        break;
      case 'IFRAME':
        el.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
        el.setAttribute('allowfullscreen', '');
        el.setAttribute('loading', 'lazy');
        el.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
        break;
    }
  });
  return (html) => purify.sanitize(html, CONFIG);
}

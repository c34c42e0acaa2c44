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

/** Links leave the app: to the web or to mail. */
const LINK = /^(?:https?:|mailto:)/i;
/** Images from the app's own media or another https host. */
const IMAGE = /^(?:https:\/\/|\/media\/)/;
/** YouTube's player, and nothing else, may be framed. */
export const YOUTUBE_EMBED =
  /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]{1,64}(?:\?[\w=&;%.-]{0,200})?$/;

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  // Set by the hook below, never taken from the input.
  ADD_ATTR: ['target', 'rel', 'sandbox', 'allowfullscreen', 'loading', 'referrerpolicy'],
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
    switch (el.tagName) {
      case 'A': {
        const href = el.getAttribute('href');
        if (href !== null && !LINK.test(href.trim())) el.removeAttribute('href');
        for (const a of ['target', 'rel']) el.removeAttribute(a);
        if (el.hasAttribute('href')) {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer');
        }
        break;
      }
      case 'IMG':
        if (!IMAGE.test(el.getAttribute('src') ?? '')) el.parentNode?.removeChild(el);
        else el.setAttribute('loading', 'lazy');
        break;
      case 'IFRAME':
        for (const a of ['sandbox', 'allowfullscreen', 'loading', 'referrerpolicy'])
          el.removeAttribute(a);
        el.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
        el.setAttribute('allowfullscreen', '');
        el.setAttribute('loading', 'lazy');
        el.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
        break;
      default:
        for (const a of [
          'target',
          'rel',
          'sandbox',
          'allowfullscreen',
          'loading',
          'referrerpolicy',
        ]) {
          el.removeAttribute?.(a);
        }
    }
  });
  return (html) => purify.sanitize(html, CONFIG);
}

import DOMPurify from 'dompurify';

/*
 * Rich text from the server (question stems, options, explanations, instructions) is a small HTML
 * subset. Everything else is dropped; images only from our own media or https.
 */
const SAFE_SRC = /^(?:\/media\/|https:\/\/)/i;

const config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['src', 'alt', 'width', 'height'],
  ALLOWED_URI_REGEXP: SAFE_SRC,
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      // DOMPurify lets data: URIs through on images by default; we do not.
      if (!SAFE_SRC.test(node.getAttribute('src') ?? '')) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('class', 'img-fluid rich-img');
    }
  });
}

export function sanitizeRichText(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, config);
}

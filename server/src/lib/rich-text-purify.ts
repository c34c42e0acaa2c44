import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { Parser } from 'htmlparser2';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import { RICH_TEXT_MAX_DEPTH, richTextSanitizer } from '@pariksha/contracts/rich-text';
import { PLAIN, tooDeep } from './rich-text-limits';

/*
 * The sanitiser itself: DOMPurify on a jsdom window, synchronous and slow on big or deep HTML.
 * It runs in the worker threads of rich-text.worker.ts (and the question-bank reader's), never on
 * the thread that answers requests; the server reaches it through rich-text.ts.
 */

type Node = DefaultTreeAdapterMap['parentNode'] | DefaultTreeAdapterMap['childNode'];
const TOO_DEEP = Symbol('too deep');
// Elements above the text: the document's <html> and <body>.
const ABOVE = 2;
const isElement = (n: Node) => 'tagName' in n;

/**
 * Whether the document an HTML parser builds from `html` nests elements deeper than `max`. The
 * tokenizer's count (rich-text-limits.ts) cannot see elements the tree builder adds: formatting
 * elements it reopens after each paragraph (`<p><b1>…<b30></p>` repeated nests thirty deeper each
 * time) or the tbody it implies. This is the tree builder itself (parse5, which jsdom uses),
 * stopped as soon as an element would sit too deep, so a hostile document never grows; a last
 * walk measures what the adoption of misnested tags moved. Template contents count under their
 * template.
 */
export function treeDeeperThan(html: string, max = RICH_TEXT_MAX_DEPTH): boolean {
  const limit = max + ABOVE;
  const hostOf = new WeakMap<object, Node>();
  const parentOf = (n: Node): Node | undefined =>
    ('parentNode' in n && n.parentNode) || hostOf.get(n);
  const adapter: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    setTemplateContent(template, content) {
      hostOf.set(content, template);
      defaultTreeAdapter.setTemplateContent(template, content);
    },
    onItemPush(element) {
      let depth = 0;
      for (let n: Node | undefined = element; n; n = parentOf(n))
        if (isElement(n) && ++depth > limit) throw TOO_DEEP;
    },
  };
  try {
    const stack: [Node, number][] = [[parse(html, { treeAdapter: adapter }), 0]];
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      if (depth > limit) return true;
      if ('content' in node) stack.push([node.content, depth]);
      for (const child of 'childNodes' in node ? node.childNodes : [])
        if (isElement(child)) stack.push([child, depth + 1]);
    }
    return false;
  } catch (err) {
    if (err === TOO_DEEP) return true;
    throw err;
  }
}

let sanitizer: ((html: string) => string) | null = null;

/** What becomes of one field's HTML: the stored HTML and whether it shows nothing, or why not. */
export type Purified = { html: string; empty: boolean } | { refused: string };

const SHOWS = Symbol('shows something');

/**
 * Whether sanitised HTML shows nothing: no text, no image, no video. Read by a tokenizer (a
 * document of the whole text would cost more than the sanitising did).
 */
export function isEmptyRichText(html: string): boolean {
  const parser = new Parser({
    ontext(text) {
      if (text.trim() !== '') throw SHOWS;
    },
    onopentag(name) {
      if (name === 'img' || name === 'iframe') throw SHOWS;
    },
  });
  try {
    parser.end(html);
    return true;
  } catch (err) {
    if (err === SHOWS) return false;
    throw err;
  }
}

/**
 * Rich text as the app stores it, through the shared configuration of contracts/rich-text.ts.
 * Input within the limits of rich-text-limits.ts is expected; deeper input is refused here too.
 */
export function purifyRichText(html: string): Purified {
  if (PLAIN.test(html)) return { html, empty: html.trim() === '' };
  if (treeDeeperThan(html)) return { refused: tooDeep() };
  if (!sanitizer) {
    const { window } = new JSDOM('');
    sanitizer = richTextSanitizer(createDOMPurify(window as unknown as WindowLike));
  }
  try {
    const clean = sanitizer(html);
    return { html: clean, empty: isEmptyRichText(clean) };
  } catch (err) {
    // The guard above keeps documents shallow; should a library still recurse too far, the input
    // is refused rather than the worker lost.
    if (err instanceof RangeError) return { refused: tooDeep() };
    throw err;
  }
}

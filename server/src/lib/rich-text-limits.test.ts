import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { nested, reopened } from '../../test/hostile-html';
import { nestedDeeperThan, richTextLimitProblem } from './rich-text-limits';
import { treeDeeperThan } from './rich-text-purify';

/*
 * How deep HTML nests, measured before it is read: the tokenizer's count on the thread that
 * answers requests, the tree builder's (stopped early) in the worker. Measured here against the
 * depth of the document jsdom builds, which is what the sanitiser reads.
 */

/**
 * The deepest element of the body jsdom builds from `html` as DOMPurify has it parsed (no
 * doctype, so in quirks mode, where a <table> does not close an open <p>), template contents
 * included.
 */
function jsdomDepth(html: string) {
  const { document } = new JSDOM(`<body>${html}`).window;
  let max = 0;
  const stack: [Element | DocumentFragment, number][] = [[document.body, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    max = Math.max(max, depth);
    if (node instanceof document.defaultView!.HTMLTemplateElement)
      stack.push([node.content, depth]);
    for (const child of Array.from(node.children)) stack.push([child, depth + 1]);
  }
  return max;
}

const EDGES: [string, string, number][] = [
  ['void elements', '<p>a<br>b<img src="/media/a.png"><hr>c</p>'.repeat(20), 2],
  ['implied ends of <p>', '<p>one'.repeat(50), 1],
  ['implied ends of <li>', '<ul>' + '<li>item'.repeat(50) + '</ul>', 2],
  ['comments', `<!--${nested(100)}-->text`, 0],
  ['a comment left open', `<!--${nested(100)}`, 0],
  ['<script> content', `<script>${nested(100)}</script>`, 1],
  ['<style> content', `<style>${nested(100)}</style>`, 1],
  ['<textarea> content', `<textarea>${nested(100)}</textarea>`, 1],
  ['unclosed tags', nested(10, 'i'), 10],
  ['a tag cut short', '<b>bold</b><i', 1],
  ['stray end tags', '</b></div></p>'.repeat(20) + nested(3), 3],
  ['Malayalam', '<p>കേരളം <b>രൂപീകരിച്ചത്</b> <i>1956</i>-ൽ</p>'.repeat(10), 2],
  // HTML ends it at the first `>`: that of the first <b>.
  ['CDATA outside SVG', `<![CDATA[${nested(40)}]]>`, 39],
  ['SVG', `<svg><g>${nested(5, 'g')}</g></svg>`, 7],
  ['templates', nested(40, 'template'), 40],
];

describe('nestedDeeperThan (the tokenizer)', () => {
  it.each(EDGES)('%s: counts as deep as an HTML parser builds', (_name, html, depth) => {
    expect(jsdomDepth(html)).toBe(depth);
    expect(nestedDeeperThan(html, depth)).toBe(false);
    if (depth > 0) expect(nestedDeeperThan(html, depth - 1)).toBe(true);
  });

  it('answers for 200,000 characters of nesting', () => {
    expect(nestedDeeperThan(nested(66_000), 32)).toBe(true);
  });
});

describe('treeDeeperThan (the tree builder, in the worker)', () => {
  it.each(EDGES)('%s: measures what jsdom builds', (_name, html, depth) => {
    expect(treeDeeperThan(html, depth)).toBe(false);
    if (depth > 0) expect(treeDeeperThan(html, depth - 1)).toBe(true);
  });

  it.each([
    ['formatting elements reopened paragraph after paragraph', reopened(3, 20), 61, 21],
    ['the tbody of nested tables', '<table><tr><td>'.repeat(12) + 'x', 48, 36],
  ])('sees what the tokenizer cannot: %s', (_name, html, depth, counted) => {
    expect(jsdomDepth(html)).toBe(depth);
    expect(nestedDeeperThan(html, counted)).toBe(false);
    expect(treeDeeperThan(html, depth)).toBe(false);
    expect(treeDeeperThan(html, depth - 1)).toBe(true);
  });
});

const TOKENS = [
  ...['b', 'i', 'em', 'a', 'p', 'div', 'li', 'ul', 'table', 'tr', 'td', 'svg', 'template'].flatMap(
    (t) => [`<${t}>`, `</${t}>`],
  ),
  '<b title=1>',
  '<b title=2>',
  '<i title=3>',
  '<br>',
  '<img src=/media/a.png>',
  '<script>',
  '</script>',
  '<style>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  'text ',
  'മലയാളം ',
];

describe('the two checks together', () => {
  it('never let through HTML that jsdom would nest deeper than the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }),
        fc.integer({ min: 1, max: 8 }),
        (tokens, max) => {
          const html = tokens.join('');
          const deep = jsdomDepth(html) > max;
          // The tree builder is exact; the tokenizer may refuse more, never less than it.
          expect(treeDeeperThan(html, max)).toBe(deep);
          if (deep) expect(nestedDeeperThan(html, max) || treeDeeperThan(html, max)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('richTextLimitProblem', () => {
  it('names the length first, then the depth, and passes what keeps both', () => {
    expect(richTextLimitProblem('x'.repeat(5_001), 'option')).toBe('Longer than 5,000 characters');
    expect(richTextLimitProblem(nested(33), 'option')).toBe(
      'Nested more than 32 levels deep: simplify its HTML',
    );
    expect(richTextLimitProblem(nested(32), 'option')).toBeNull();
    expect(richTextLimitProblem('ക'.repeat(5_000), 'option')).toBeNull();
  });
});

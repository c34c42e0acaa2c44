import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@pariksha/contracts/errors';
import { LANGUAGES } from '@pariksha/contracts/languages';
import { NAMESPACES } from '@/lib/i18n';
import { relativeTime } from '@/lib/format';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const messages = (language: string, ns: string): Tree => files[`./${language}/${ns}.json`] ?? {};

/** Every leaf as `path → text`; plural forms (`_one`, `_other`) count as one key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix + k;
    if (typeof v === 'string') out.set(key.replace(/_(zero|one|two|few|many|other)$/, ''), v);
    else for (const [kk, vv] of leaves(v, `${key}.`)) out.set(kk, vv);
  }
  return out;
}
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the interface messages', () => {
  it('have one file per language and namespace, and no other', () => {
    const expected = LANGUAGES.flatMap((l) => NAMESPACES.map((ns) => `./${l}/${ns}.json`));
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(NAMESPACES)('%s: every key exists in both languages, with the same variables', (ns) => {
    const en = leaves(messages('en', ns));
    const ml = leaves(messages('ml', ns));
    expect([...ml.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(ml.get(key)?.trim(), `${ns}:${key} is empty in Malayalam`).toBeTruthy();
      expect(variables(ml.get(key)!), `${ns}:${key}`).toEqual(variables(text));
    }
  });

  it('say every error the API can answer with, in both languages', () => {
    for (const language of LANGUAGES) {
      const errors = leaves(messages(language, 'common'));
      const missing = Object.values(ErrorCode).filter((code) => !errors.has(`errors.${code}`));
      expect(missing, language).toEqual([]);
    }
  });

  it('keep the specification English strings exactly', () => {
    const common = leaves(messages('en', 'common'));
    expect(common.get('app.noDataFound')).toBe('No Data Found.');
    expect(common.get('app.loading')).toBe('Loading...');
    expect(common.get('app.logout')).toBe('Logout');
    const search = leaves(messages('en', 'search'));
    expect(search.get('box.placeholder')).toBe('Search ');
    expect(search.get('results.none')).toBe('No Data Found');
    const now = new Date('2026-01-01T00:00:00Z');
    const ago = (s: number) => relativeTime(now.getTime() - s * 1000, now, 'en');
    expect([ago(1), ago(30), ago(60), ago(7200), ago(86_400 * 3)]).toEqual([
      '1 second ago',
      '30 seconds ago',
      '1 minute ago',
      '2 hours ago',
      '3 days ago',
    ]);
  });

  it('say the specification strings in Malayalam too, never in English', () => {
    const pairs: [string, string][] = [
      ['common', 'app.noDataFound'],
      ['common', 'app.loading'],
      ['common', 'app.logout'],
      ['search', 'box.placeholder'],
      ['search', 'results.none'],
    ];
    for (const [ns, key] of pairs) {
      const text = leaves(messages('ml', ns)).get(key);
      expect(text, `${ns}:${key}`).toMatch(/[\u0D00-\u0D7F]/);
    }
  });
});

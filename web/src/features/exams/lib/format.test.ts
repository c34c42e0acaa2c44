import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { durationText, formatPercent, formatScore, textLang } from './format';

afterEach(() => i18n.changeLanguage('en'));

describe('exam figures', () => {
  it('keep two places for marks and one for percentages (decision 011)', () => {
    expect([12.67, 30, 0.333333, -0.375, 1000].map((n) => formatScore(n))).toEqual([
      '12.67',
      '30',
      '0.33',
      '-0.38',
      '1,000',
    ]);
    expect([50, 66.666, 0].map(formatPercent)).toEqual(['50%', '66.7%', '0%']);
  });

  it('say a duration in the interface language', async () => {
    const en = i18n.getFixedT('en', 'exams');
    expect([4500, 75, 3600, 0].map((s) => durationText(s, en))).toEqual([
      '1 h 15 min',
      '1 min 15 s',
      '1 h',
      '0 s',
    ]);
    await i18n.changeLanguage('ml');
    const ml = i18n.getFixedT('ml', 'exams');
    expect(durationText(4500, ml)).toBe('1 മണിക്കൂർ 15 മിനിറ്റ്');
  });

  it('tell a Malayalam title from an English one', () => {
    expect(textLang('Kerala Renaissance — Topic Test')).toBe('en');
    expect(textLang('കേരള നവോത്ഥാനം')).toBe('ml');
  });
});

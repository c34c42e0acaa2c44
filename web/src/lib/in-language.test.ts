import { describe, expect, it } from 'vitest';
import { inLanguage } from './in-language';

describe('inLanguage', () => {
  it('shows the English in the English interface, whatever Malayalam there is', () => {
    expect(inLanguage('Polity', 'രാഷ്ട്രതന്ത്രം', 'en')).toEqual({ value: 'Polity', lang: undefined });
  });

  it('shows the Malayalam in the Malayalam interface where there is one', () => {
    expect(inLanguage('Polity', 'രാഷ്ട്രതന്ത്രം', 'ml')).toEqual({
      value: 'രാഷ്ട്രതന്ത്രം',
      lang: undefined,
    });
    expect(inLanguage(['Rivers'], ['നദികൾ'], 'ml').value).toEqual(['നദികൾ']);
  });

  it('falls back to the English, marked as English, where the Malayalam is missing or empty', () => {
    for (const ml of [null, undefined, '']) {
      expect(inLanguage('Polity', ml, 'ml')).toEqual({ value: 'Polity', lang: 'en' });
    }
    expect(inLanguage(['Rivers'], [], 'ml')).toEqual({ value: ['Rivers'], lang: 'en' });
  });
});

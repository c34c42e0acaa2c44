import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { AffairsVideoInputSchema, ArticleInputSchema } from '@pariksha/contracts/affairs';
import { markedRequired, requiredByContract } from '@/test/required-by-contract';
import { affairsVideoFields, articleFields } from './affairs-fields';

const t = ((key: string) => key) as unknown as TFunction<'console'>;

describe('the current affairs console forms', () => {
  it('mark as required exactly what their contracts refuse empty', () => {
    const article = articleFields(t);
    expect(markedRequired(article)).toEqual(requiredByContract(article, ArticleInputSchema));
    const video = affairsVideoFields(t);
    expect(markedRequired(video)).toEqual(requiredByContract(video, AffairsVideoInputSchema));
    expect(markedRequired(video)).toEqual(['title', 'video', 'durationSeconds', 'publishedAt']);
  });
});

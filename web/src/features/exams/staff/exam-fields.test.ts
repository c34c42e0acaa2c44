import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ExamInputSchema } from '@pariksha/contracts/exams-staff';
import { markedRequired, requiredByContract } from '@/test/required-by-contract';
import { examFields } from './exam-fields';

const t = ((key: string) => key) as unknown as TFunction<'console'>;

describe('an exam’s settings form', () => {
  it('marks as required exactly what the contract refuses empty', () => {
    const fields = examFields(t);
    expect(markedRequired(fields)).toEqual(requiredByContract(fields, ExamInputSchema));
    expect(markedRequired(fields)).toContain('durationMinutes');
  });
});

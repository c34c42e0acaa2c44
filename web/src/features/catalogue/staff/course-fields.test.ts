import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  CategoryInputSchema,
  CourseInputSchema,
  LevelInputSchema,
  UnitInputSchema,
  type AdminCatalogue,
} from '@pariksha/contracts/catalogue';
import { DEFAULT_COURSE_IMAGE } from '@pariksha/contracts/catalogue-paths';
import { toBody } from '@/components/console/form-values';
import { markedRequired, requiredByContract } from '@/test/required-by-contract';
import { courseBody, courseFields, nameFields, unitFields } from './course-fields';

const t = ((key: string) => key) as unknown as TFunction<'console'>;
const cat: AdminCatalogue = { categories: [], levels: [] };

describe('the catalogue’s console forms', () => {
  it('mark as required exactly what their contracts refuse empty', () => {
    const course = courseFields(t, cat);
    expect(markedRequired(course)).toEqual(requiredByContract(course, CourseInputSchema));
    expect(markedRequired(course)).toEqual(['name', 'categoryId', 'levelId', 'language']);
    const unit = unitFields(t);
    expect(markedRequired(unit)).toEqual(requiredByContract(unit, UnitInputSchema));
    const level = nameFields(t);
    expect(markedRequired(level)).toEqual(requiredByContract(level, LevelInputSchema));
    expect(markedRequired(level)).toEqual(requiredByContract(level, CategoryInputSchema));
  });

  it('send a course without an image as none (the server gives it the default cover)', () => {
    const fields = courseFields(t, cat);
    expect(courseBody(toBody(fields, {})).image).toBe('');
    expect(courseBody(toBody(fields, { image: 'courses/a.png' })).image).toBe(
      '/media/courses/a.png',
    );
    expect(courseBody(toBody(fields, { image: DEFAULT_COURSE_IMAGE })).image).toBe(
      DEFAULT_COURSE_IMAGE,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { boolArray, numberArray, textArray, timeArray, uuidArray } from './sql-arrays';

describe('array literals', () => {
  it('writes each kind of value as PostgreSQL reads it', () => {
    expect(uuidArray(['0b9e5f1e-0000-4000-8000-000000000001', 'ab'])).toBe(
      '{0b9e5f1e-0000-4000-8000-000000000001,ab}',
    );
    expect(numberArray([1, null, -3])).toBe('{1,NULL,-3}');
    expect(numberArray([29 / 3, -0.25])).toBe('{9.666666666666666,-0.25}');
    expect(boolArray([true, false])).toBe('{t,f}');
    expect(timeArray([new Date(0)])).toBe('{"1970-01-01T00:00:00.000Z"}');
    expect(numberArray([])).toBe('{}');
  });

  it('quotes every text element, escaping quotes and backslashes', () => {
    expect(textArray(['a', 'NULL', 'x,y', 'say "hi"', 'c:\\d', '{}'])).toBe(
      '{"a","NULL","x,y","say \\"hi\\"","c:\\\\d","{}"}',
    );
  });
});

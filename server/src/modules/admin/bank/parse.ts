import { parseAiken } from './aiken';
import { parseCsv } from './csv';
import { parseGift } from './gift';
import type { ParseResult } from './types';

export type BankFormat = 'gift' | 'aiken' | 'csv';

export function parseQuestionBank(format: BankFormat, text: string): ParseResult {
  return { gift: parseGift, aiken: parseAiken, csv: parseCsv }[format](text);
}

import { parseAiken } from './aiken';
import { parseCsv } from './csv';
import { parseGift } from './gift';
import type { BankReader, ParseResult } from './types';

export type BankFormat = 'gift' | 'aiken' | 'csv';

/** A question-bank file read into `reader` (by default: all of it). */
export function parseQuestionBank(
  format: BankFormat,
  text: string,
  reader?: BankReader,
): ParseResult {
  return { gift: parseGift, aiken: parseAiken, csv: parseCsv }[format](text, reader);
}

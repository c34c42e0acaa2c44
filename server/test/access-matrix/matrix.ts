import type { Entry } from './cells';
import { CONSOLE_ROWS } from './console-rows';
import { LEARNER_ROWS } from './learner-rows';

/** Every operation's row, keyed as the OpenAPI document names it ("METHOD /path/{param}"). */
export const MATRIX: Record<string, Entry> = { ...LEARNER_ROWS, ...CONSOLE_ROWS };

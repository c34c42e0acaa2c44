import { AccountPaths } from '@pariksha/contracts/accounts';

/** The contract's paths relative to /api/, as the api client wants them. */
export const accountPath = Object.fromEntries(
  Object.entries(AccountPaths).map(([k, v]) => [k, v.replace(/^\/api\//, '')]),
) as { [K in keyof typeof AccountPaths]: string };

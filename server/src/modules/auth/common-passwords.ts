import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@pariksha/contracts/accounts';

/*
 * Passwords that lists of breached accounts show people choose most (zxcvbn's frequency list,
 * about 18,000 of them long enough for the form's rules): refused when an account is made, as
 * the first guesses of anyone trying passwords would be these (ASVS 2.1.7). Kept in memory and
 * compared without regard to case.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string) {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

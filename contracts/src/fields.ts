import * as z from 'zod/mini';
import { LANGUAGES } from './languages';

export { LANGUAGES, type Language } from './languages';

/*
 * Field rules every contract shares. Written with zod/mini so that both the zod/mini contracts
 * (which the browser's forms import, docs/decisions/004) and the zod ones can use them: a zod
 * object takes these schemas as fields, and a zod schema takes these checks through `.check(…)`.
 * Both rules come from the database: ids are PostgreSQL `serial` (int4), and a text column
 * cannot hold NUL.
 */

/** The largest id the database holds: `serial` is int4, so ids run from 1 to 2³¹ − 1. */
export const ID_MAX = 2_147_483_647;
/** Limits the field messages name (re-exported by accounts.ts, where they are used). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The name a learner appears under on leaderboards (decision 027). */
export const LEADERBOARD_NAME_MIN = 2;
export const LEADERBOARD_NAME_MAX = 40;

/**
 * Every message a field can be refused with, by a stable key: the contracts' schemas, the forms'
 * own rules and the server's field checks say these, and no other text. English here is what the
 * API sends (VALIDATION_FAILED details); the web client finds a message's key by its text and
 * shows `fields.<key>` of its common messages, in the learner's language. A message not listed
 * here is shown as it is.
 */
export const FieldMessage = {
  idRange: `Use a whole number from 1 to ${ID_MAX}`,
  chooseLanguage: 'Choose English or Malayalam',
  noControlCharacters: 'Use letters, not control characters',
  appPath: 'Use a path of this app',
  nameRequired: 'Enter your name',
  nameTooShort: 'Enter your name (at least 2 characters)',
  nameTooLong: 'Use at most 80 characters',
  emailRequired: 'Enter your email address',
  emailTooLong: 'Use at most 254 characters',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'An account with this email already exists. Sign in instead, or use another email.',
  passwordRequired: 'Enter your password',
  passwordTooShort: `Use at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Use at most ${PASSWORD_MAX} characters`,
  passwordCommon: 'This password is one of the most common; choose one that is harder to guess',
  passwordToConfirm: 'Enter your password to confirm',
  passwordNotCorrect: 'The password is not correct.',
  currentPasswordRequired: 'Enter your current password',
  emailSame: 'This is already the email address of your account',
  linkInvalid: 'This link has expired or was already used',
  mobileRequired: 'Enter your mobile number',
  mobileInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  categoryRequired: 'Choose an exam category',
  categoryUnknown: 'There is no such exam category',
  levelRequired: 'Choose a level',
  levelUnknown: 'There is no such level',
  photoRequired: 'Choose a photo',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  questionRequired: 'Enter the question',
  optionRequired: 'Enter the option',
  oneCorrectOption: 'Mark exactly one option as correct',
  twoFactorCodeRequired: 'Enter the code from your authenticator app, or a backup code',
  twoFactorCodeInvalid: 'That code is not correct. Enter the current code, or a backup code',
  leaderboardNameLength: `Use ${LEADERBOARD_NAME_MIN} to ${LEADERBOARD_NAME_MAX} characters`,
  leaderboardNameMarkup: 'Use letters and numbers, not < > or &',
} as const;
export type FieldMessageKey = keyof typeof FieldMessage;

export const ID_MESSAGE = FieldMessage.idRange;

export const languageSchema = () => z.enum(LANGUAGES, FieldMessage.chooseLanguage);

/** The id range as checks, for a zod schema: `z.int(…).check(...idRange())`. */
export const idRange = (message: string = ID_MESSAGE) => [
  z.gte(1, message),
  z.lte(ID_MAX, message),
];

/** An id in a body or a response, for zod/mini contracts; `message` is what a form shows. */
export const idSchema = (message: string = ID_MESSAGE) =>
  z.int({ error: message, abort: true }).check(...idRange(message));

/**
 * An id written in a path or a query string: plain digits (no sign, space, exponent, hex or
 * leading zero, which `Number()` would all accept), then the same range.
 */
export const IdInUrlSchema = z.pipe(
  z.pipe(z.string(ID_MESSAGE).check(z.regex(/^[1-9][0-9]*$/, ID_MESSAGE)), z.transform(Number)),
  idSchema(),
);

// C0 controls, DEL and C1 controls: nothing a person types into a one-line field.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const WITHOUT_CONTROLS = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** Refuses control characters in one-line text a person sends (a name, a search). */
export const noControlCharacters = (message: string = FieldMessage.noControlCharacters) =>
  z.regex(WITHOUT_CONTROLS, message);

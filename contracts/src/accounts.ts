import * as z from 'zod/mini';
import { ROLES } from './admin-paths';
import {
  FieldMessage as M,
  idSchema,
  LEADERBOARD_NAME_MAX,
  LEADERBOARD_NAME_MIN,
  languageSchema,
  noControlCharacters,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './fields';

/*
 * Accounts: sign-up and sign-in forms (sent to the identity routes under /api/auth), the
 * learner's profile (`userdetails`), the profile photo, account deletion and the federated
 * sign-in hand-off.
 *
 * Written with zod/mini (same validation core as `zod`, ~5 KiB instead of ~90 KiB gzip in the
 * browser) because the sign-in screens validate with these schemas: docs/decisions/004.
 */

export {
  AccountPaths,
  AccountScreens,
  deviceUrl,
  RESET_LINK_SECONDS,
  VERIFY_LINK_SECONDS,
} from './accounts-paths';

/*
 * Every message a field here can be refused with is in the catalogue `FieldMessage` (fields.ts),
 * so the web client can show it in the learner's language.
 */
export {
  FieldMessage,
  LEADERBOARD_NAME_MAX,
  LEADERBOARD_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHOTO_MAX_BYTES,
} from './fields';
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The provider id under which the external OpenID Connect provider is registered. */
export const OIDC_PROVIDER_ID = 'oidc';

/** Where the web app finishes a federated sign-in, and where one that failed comes back to. */
export const SSO_RETURN = '/login?sso=1';
export const SSO_FAILED = '/login?sso=error';
/**
 * The same for a sign-in in a window of its own, opened over a screen that must stay (a running
 * test): a static page that tells the screen which opened it how the sign-in ended, and closes.
 */
export const SSO_WINDOW_RETURN = '/signed-in.html?sso=1';
export const SSO_WINDOW_FAILED = '/signed-in.html?sso=error';
/** The message that page posts to the screen that opened it. */
export const SSO_WINDOW_MESSAGE = 'pariksha:federated-sign-in';

const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

const Email = z.pipe(
  z
    .string(M.emailRequired)
    .check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailTooLong)),
  z.email(M.emailInvalid),
);

export const PasswordSchema = z
  .string(M.passwordRequired)
  .check(
    z.minLength(PASSWORD_MIN, M.passwordTooShort),
    z.maxLength(PASSWORD_MAX, M.passwordTooLong),
  );

/** The longest name a learner may give; forms stop typing there. */
export const NAME_MAX_LENGTH = 80;

export const NameSchema = z
  .string(M.nameRequired)
  .check(
    z.trim(),
    z.minLength(2, M.nameTooShort),
    z.maxLength(NAME_MAX_LENGTH, M.nameTooLong),
    noControlCharacters(),
  );

/**
 * The name a learner appears under on leaderboards (decision 027): trimmed, 2–40 characters, plain
 * text (no markup characters, no control characters).
 */
export const LeaderboardNameSchema = z
  .string(M.leaderboardNameLength)
  .check(
    z.trim(),
    z.minLength(LEADERBOARD_NAME_MIN, M.leaderboardNameLength),
    z.maxLength(LEADERBOARD_NAME_MAX, M.leaderboardNameLength),
    noControlCharacters(),
    z.regex(/^[^<>&]*$/, M.leaderboardNameMarkup),
  );

const MOBILE = /^(?:\+91|91|0)?[6-9]\d{9}$/;
/**
 * An Indian mobile number: ten digits starting 6–9, optionally written with +91, 91 or 0 in
 * front and with spaces or dashes. Normalised to +91XXXXXXXXXX.
 */
export const IndianMobileSchema = z.pipe(
  z.pipe(
    z.string(M.mobileRequired),
    z.transform((v) => v.trim().replace(/[\s-]/g, '')),
  ),
  z.pipe(
    z.string().check(z.regex(MOBILE, M.mobileInvalid)),
    z.transform((v) => `+91${v.slice(-10)}`),
  ),
);

export const SignInSchema = z.strictObject({
  email: Email,
  password: z
    .string(M.passwordRequired)
    .check(z.minLength(1, M.passwordRequired), z.maxLength(PASSWORD_MAX, M.passwordTooLong)),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.strictObject({
  name: NameSchema,
  email: Email,
  password: PasswordSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** A path of this app to return to: never another site (`//host`, `/\\host`). */
const ReturnPath = z
  .string(M.appPath)
  .check(z.maxLength(512, M.appPath), z.regex(/^\/(?![/\\])[^\\\s]*$/, M.appPath));

/** Starts federated sign-in; the callbacks are where the browser comes back to. */
export const SocialSignInSchema = z.strictObject({
  provider: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
  callbackURL: ReturnPath,
  newUserCallbackURL: z.optional(ReturnPath),
  errorCallbackURL: z.optional(ReturnPath),
});
export type SocialSignIn = z.infer<typeof SocialSignInSchema>;

/** The user as the identity routes return it. */
export const AuthUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Answer of sign-up, sign-in and the federated hand-off: the bearer token and the user. */
export const AuthResultSchema = z.object({ token: z.string(), user: AuthUserSchema });
export type AuthResult = z.infer<typeof AuthResultSchema>;
export const HandoffResponseSchema = data(AuthResultSchema);

export const UserDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether the address was confirmed from a mailed link; the app works either way. */
  emailVerified: z.boolean(),
  phone: z.nullable(z.string()),
  /** Served by the app (/media/avatars/…); null → the default avatar. */
  imageUrl: z.nullable(z.string()),
  targetCategoryId: z.nullable(idSchema()),
  targetLevelId: z.nullable(idSchema()),
  /** True once name, mobile number, category and level have been given. */
  profileComplete: z.boolean(),
  /** False for an account made through the external identity provider. */
  hasPassword: z.boolean(),
  /** The interface language the learner chose; null until they choose one. */
  language: z.nullable(languageSchema()),
  /** learner, or a staff role: the app shows staff the way into the console. */
  role: z.enum(ROLES),
  /** The name shown on leaderboards; null: the learner does not appear on them. */
  leaderboardName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
export const UserDetailsResponseSchema = data(UserDetailsSchema);

/** The onboarding and profile form: everything the profile needs before the app opens. */
export const ProfileFormSchema = z.object({
  name: NameSchema,
  phone: IndianMobileSchema,
  targetCategoryId: idSchema(M.categoryRequired),
  targetLevelId: idSchema(M.levelRequired),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/**
 * PATCH /api/userdetails: any of the fields; `imageUrl: null` removes the photo,
 * `leaderboardName: null` takes the learner off leaderboards.
 */
export const UpdateUserDetailsSchema = z.strictObject({
  ...z.partial(ProfileFormSchema).shape,
  imageUrl: z.optional(z.null()),
  language: z.optional(languageSchema()),
  leaderboardName: z.optional(z.nullable(LeaderboardNameSchema)),
});
export type UpdateUserDetails = z.input<typeof UpdateUserDetailsSchema>;

/** DELETE /api/userdetails: the password confirms (absent only for a federated account). */
export const DeleteAccountSchema = z.object({
  password: z.optional(
    z.string(M.passwordToConfirm).check(z.maxLength(PASSWORD_MAX, M.passwordTooLong)),
  ),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
export const DeleteAccountResponseSchema = data(z.object({ deleted: z.literal(true) }));

/*
 * Recovering and changing the account: a reset mail asked for by address, the new password it
 * lets one set, changing the password or the address while signed in, and the devices signed in.
 */

/** Ask for a reset link: the answer is the same whether or not an account uses the address. */
export const RequestPasswordResetSchema = z.strictObject({ email: Email });
export type RequestPasswordReset = z.infer<typeof RequestPasswordResetSchema>;

/** A reset link's token, as the reset screen found it in its address. */
const LinkToken = z.string(M.linkInvalid).check(z.minLength(1, M.linkInvalid), z.maxLength(4096));

/** Set a new password with a reset link's token: the rules of sign-up. */
export const ResetPasswordSchema = z.strictObject({
  token: LinkToken,
  newPassword: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** Confirm an email address with the token of the mailed link. */
export const VerifyEmailQuerySchema = z.strictObject({ token: LinkToken });

/** Change the password: the current one proves it is the learner; the other devices sign out. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string(M.currentPasswordRequired)
    .check(z.minLength(1, M.currentPasswordRequired), z.maxLength(PASSWORD_MAX, M.passwordTooLong)),
  newPassword: PasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * Change the address: it changes once confirmed from the new one. The password confirms it
 * (absent only for an account without one, made through the identity provider).
 */
export const ChangeEmailSchema = z.strictObject({
  newEmail: Email,
  password: z.optional(
    z.string(M.passwordToConfirm).check(z.maxLength(PASSWORD_MAX, M.passwordTooLong)),
  ),
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** A device signed in to the account: one live session, named by the browser it was made in. */
export const DeviceSchema = z.object({
  id: z.string(),
  /** The browser and system in plain words ("Chrome", "Android"); null when not told. */
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  /** A phone or tablet. */
  mobile: z.boolean(),
  /** The device of the session asking. */
  current: z.boolean(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const DevicesResponseSchema = data(z.array(DeviceSchema));
export const SignedOutDevicesResponseSchema = data(z.object({ signedOut: z.int() }));

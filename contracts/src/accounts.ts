import * as z from 'zod/mini';
import { idSchema, languageSchema, noControlCharacters } from './fields';

/*
 * Accounts: sign-up and sign-in forms (sent to the identity routes under /api/auth), the
 * learner's profile (`userdetails`), the profile photo, account deletion and the federated
 * sign-in hand-off.
 *
 * Written with zod/mini (same validation core as `zod`, ~5 KiB instead of ~90 KiB gzip in the
 * browser) because the sign-in screens validate with these schemas: docs/decisions/004.
 */

export { AccountPaths } from './accounts-paths';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Shown beside the password field before the person submits. */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN} characters. A few unrelated words make a strong password that is easy to remember.`;

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The provider id under which the external OpenID Connect provider is registered. */
export const OIDC_PROVIDER_ID = 'oidc';

const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

const Email = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your email address'),
      z.maxLength(254, 'Use at most 254 characters'),
    ),
  z.email('Enter a valid email address'),
);

export const PasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
  );

export const NameSchema = z
  .string('Enter your name')
  .check(
    z.trim(),
    z.minLength(2, 'Enter your name (at least 2 characters)'),
    z.maxLength(80, 'Use at most 80 characters'),
    noControlCharacters(),
  );

const MOBILE = /^(?:\+91|91|0)?[6-9]\d{9}$/;
/**
 * An Indian mobile number: ten digits starting 6–9, optionally written with +91, 91 or 0 in
 * front and with spaces or dashes. Normalised to +91XXXXXXXXXX.
 */
export const IndianMobileSchema = z.pipe(
  z.pipe(
    z.string('Enter your mobile number'),
    z.transform((v) => v.trim().replace(/[\s-]/g, '')),
  ),
  z.pipe(
    z
      .string()
      .check(z.regex(MOBILE, 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9')),
    z.transform((v) => `+91${v.slice(-10)}`),
  ),
);

export const SignInSchema = z.strictObject({
  email: Email,
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(PASSWORD_MAX)),
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
  .string()
  .check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\\\s]*$/, 'Use a path of this app'));

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
  createdAt: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
export const UserDetailsResponseSchema = data(UserDetailsSchema);

/** The onboarding and profile form: everything the profile needs before the app opens. */
export const ProfileFormSchema = z.object({
  name: NameSchema,
  phone: IndianMobileSchema,
  targetCategoryId: idSchema('Choose an exam category'),
  targetLevelId: idSchema('Choose a level'),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/** PATCH /api/userdetails: any of the fields; `imageUrl: null` removes the photo. */
export const UpdateUserDetailsSchema = z.strictObject({
  ...z.partial(ProfileFormSchema).shape,
  imageUrl: z.optional(z.null()),
  language: z.optional(languageSchema()),
});
export type UpdateUserDetails = z.input<typeof UpdateUserDetailsSchema>;

/** DELETE /api/userdetails: the password confirms (absent only for a federated account). */
export const DeleteAccountSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX))),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
export const DeleteAccountResponseSchema = data(z.object({ deleted: z.literal(true) }));

/** The signed-out deletion form: who, and the password that proves it. */
export const DeleteAccountSignedOutSchema = SignInSchema;

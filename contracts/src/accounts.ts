import { z } from 'zod';
import { dataOf } from './common';

/*
 * Accounts: sign-up and sign-in forms (sent to the identity routes under /api/auth), the
 * learner's profile (`userdetails`), the profile photo, account deletion and the federated
 * sign-in hand-off.
 */

export const AccountPaths = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  socialSignIn: '/api/auth/sign-in/social',
  userDetails: '/api/userdetails',
  photo: '/api/userdetails/photo',
  handoff: '/api/accounts/handoff',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Shown beside the password field before the person submits. */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN} characters. A few unrelated words make a strong, memorable password.`;

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The provider id under which the external OpenID Connect provider is registered. */
export const OIDC_PROVIDER_ID = 'oidc';

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254)
  .pipe(z.email('Enter a valid email address'));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const NameSchema = z
  .string()
  .trim()
  .min(2, 'Enter your name (at least 2 characters)')
  .max(80, 'Use at most 80 characters');

/**
 * An Indian mobile number: ten digits starting 6–9, optionally written with +91, 91 or 0 in
 * front and with spaces or dashes. Normalised to +91XXXXXXXXXX.
 */
export const IndianMobileSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^(?:\+91|91|0)?[6-9]\d{9}$/,
        'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
      ),
  )
  .transform((v) => `+91${v.slice(-10)}`);

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({ name: NameSchema, email, password: PasswordSchema });
export type SignUp = z.infer<typeof SignUpSchema>;

/** The user as the identity routes return it. */
export const AuthUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Answer of sign-up, sign-in and the federated hand-off: the bearer token and the user. */
export const AuthResultSchema = z.object({ token: z.string(), user: AuthUserSchema });
export type AuthResult = z.infer<typeof AuthResultSchema>;
export const HandoffResponseSchema = dataOf(AuthResultSchema);

export const UserDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Served by the app (/media/avatars/…); null → the default avatar. */
  imageUrl: z.string().nullable(),
  targetCategoryId: z.number().int().nullable(),
  targetLevelId: z.number().int().nullable(),
  /** True once name, mobile number, category and level have been given. */
  profileComplete: z.boolean(),
  /** False for an account made through the external identity provider. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
export const UserDetailsResponseSchema = dataOf(UserDetailsSchema);

/** PATCH /api/userdetails: any of the fields; `imageUrl: null` removes the photo. */
export const UpdateUserDetailsSchema = z
  .object({
    name: NameSchema,
    phone: IndianMobileSchema,
    imageUrl: z.null(),
    targetCategoryId: z.number().int().positive('Choose an exam category'),
    targetLevelId: z.number().int().positive('Choose a level'),
  })
  .partial()
  .strict();
export type UpdateUserDetails = z.input<typeof UpdateUserDetailsSchema>;

/** The onboarding form: everything the profile needs before the app opens. */
export const ProfileFormSchema = z.object({
  name: NameSchema,
  phone: IndianMobileSchema,
  targetCategoryId: z.number({ error: 'Choose an exam category' }).int().positive('Choose an exam category'),
  targetLevelId: z.number({ error: 'Choose a level' }).int().positive('Choose a level'),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/** DELETE /api/userdetails: the password confirms (absent only for a federated account). */
export const DeleteAccountSchema = z.object({ password: z.string().max(PASSWORD_MAX).optional() });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
export const DeleteAccountResponseSchema = dataOf(z.object({ deleted: z.literal(true) }));

/** The signed-out deletion form. */
export const DeleteAccountSignedOutSchema = SignInSchema;

/**
 * Identity inputs (spec §5), shared by the server and the site's forms: written once here.
 * Browser-safe: zod only.
 */
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WALLET_MESSAGE_MAX_LENGTH,
  WALLET_MESSAGE_MIN_LENGTH,
} from './constants.ts';
// The rules' constants live in constants.ts (the site's forms read them without zod).

export const emailSchema = z
  .string({ error: 'must be an email' })
  .trim()
  .max(320)
  .regex(EMAIL_PATTERN, 'must be an email')
  .transform((v) => v.toLowerCase());
export const passwordSchema = z
  .string({ error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Login and registration: `login` is the email. */
export const emailAndPasswordSchema = z.object({ login: emailSchema, password: passwordSchema });
/** `language`: of the mail (default: the site's default language). */
export const forgotPasswordSchema = z.object({ email: emailSchema, language: z.enum(LANGUAGES).optional() });
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: passwordSchema,
    code: z.string({ error: 'must be a string' }).min(1, 'is required').max(200),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'must equal password',
    path: ['passwordConfirmation'],
  });
/** The code of an email-verification mail (its link carries it as `?code=`). */
export const verifyEmailSchema = z.object({
  code: z.string({ error: 'must be a string' }).min(1, 'is required').max(200),
});
/** Mail the verification link again; `language` of the mail. */
export const resendVerificationSchema = z.strictObject({ language: z.enum(LANGUAGES).optional() });
export const changePasswordSchema = z.object({ password: passwordSchema, newPassword: passwordSchema });
export const createEmailIdentitySchema = z.strictObject({ email: emailSchema, password: passwordSchema });

export const walletSignInSchema = z.object({
  message: z
    .string({ error: 'must be a string' })
    .min(WALLET_MESSAGE_MIN_LENGTH, `must be at least ${WALLET_MESSAGE_MIN_LENGTH} characters`)
    .max(WALLET_MESSAGE_MAX_LENGTH),
  signature: z.string({ error: 'must be a hex string' }).regex(/^0x[0-9a-fA-F]{2,1024}$/, 'must be a hex string'),
  address: z.string({ error: 'must be an address' }).regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'),
});

/**
 * Telegram sign-in: the Login Widget's fields as Telegram hands them to the page (any field it adds is kept, the
 * signature covers it), or a Mini App's `initData` query string. Both are checked against the bot token.
 */
const telegramWidgetSchema = z
  .object({
    id: z.number({ error: 'must be a number' }).int().positive(),
    first_name: z.string({ error: 'must be a string' }).min(1).max(256),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(2048).optional(),
    auth_date: z.number({ error: 'must be a number' }).int().positive(),
    hash: z.string({ error: 'must be a hex string' }).regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters'),
  })
  .catchall(z.union([z.string().max(2048), z.number(), z.boolean()]));
const telegramInitDataSchema = z.strictObject({
  initData: z
    .string({ error: 'must be a string' })
    .min(1, 'is required')
    .max(8192)
    .describe("a Mini App's Telegram.WebApp.initData, as is"),
});
export const telegramSignInSchema = z.union([telegramInitDataSchema, telegramWidgetSchema], {
  error: 'must be the Login Widget fields (id, first_name, auth_date, hash, ...) or { initData }',
});
export type TelegramSignIn = z.infer<typeof telegramSignInSchema>;

/** `GET .../ethereum-virtual-machine/nonce`: with an address, the answer also holds the message to sign. */
export const walletNonceQuerySchema = z.strictObject({
  address: z
    .string({ error: 'must be an address' })
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
    .optional(),
  chainId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1)
    .optional(),
});
export type WalletNonceQuery = z.infer<typeof walletNonceQuerySchema>;

export const refreshSchema = z.object({ refresh: z.string({ error: 'is required' }).min(1, 'is required').max(200) });

/**
 * Identity update: `password` (the current one) with either `email` (the new address) or `newPassword`. An
 * access token alone must not move an account to another address.
 */
export const identityUpdateSchema = z
  .object({
    email: emailSchema.optional().describe('The new sign-in address (with `password`)'),
    password: passwordSchema.optional().describe('The current password: required to change the email or the password'),
    newPassword: passwordSchema.optional().describe('The new password (with `password`)'),
  })
  .refine((v) => (v.email === undefined) !== (v.newPassword === undefined), {
    message: 'give either email and password, or password and newPassword',
  })
  .refine((v) => v.password !== undefined, { message: 'is required: the current password', path: ['password'] });

/** What `is-authorized` is asked about: a method (default GET) on an API path. */
export const authorizationQuestionSchema = z.object({
  method: z
    .string()
    .default('GET')
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  path: z.string({ error: 'is required' }).regex(/^\/\S{0,2000}$/, 'must be a path starting with /'),
});

import { z } from 'zod';

/** An email as every form and endpoint takes it: trimmed, lower-cased, checked. */
export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254));

export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MINUTES = 10;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** Codes a single email, or a single client address, may ask for within the window. */
export const LOGIN_RATE_WINDOW_MINUTES = 15;
export const LOGIN_CODES_PER_EMAIL = 5;
export const LOGIN_CODES_PER_IP = 20;
/** Codes one email may be sent from all requesters together within the window (a cap on mail to one inbox). */
export const LOGIN_CODES_PER_EMAIL_ANYWHERE = 30;
/**
 * Wrong-or-right code guesses per email per 24 hours from browsers that never signed in to it
 * (decision 023): at most 30 in a million a day for a guesser. The emailed link and a browser that
 * signed in before are not held to it.
 */
export const LOGIN_GUESSES_PER_EMAIL_PER_DAY = 30;

/** The texts the sign-in endpoints answer with (the web shows `error` as it is). */
export const AUTH_MESSAGES = {
  codeSent: 'We sent a 6-digit code and a sign-in link to your email. They work for 10 minutes.',
  tooManyCodes: 'Too many sign-in codes requested. Please wait a few minutes and try again.',
  mailFailed: 'We could not send the email. Please try again.',
  codeExpired: 'This code has expired or was not requested. Please ask for a new code.',
  tooManyTries: 'Too many wrong codes. Please ask for a new code.',
  tooManyGuessesToday:
    'Too many codes were tried for this address today. Use the sign-in link in the email instead, or sign in from a browser you used before.',
  /** 'That code is not right. 3 tries left.' */
  wrongCode: (triesLeft: number): string => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  linkExpired: 'This sign-in link has expired or was already used. Please ask for a new code.',
} as const;

/**
 * The signed-in user as the browser stores it (spec 000 §3, 001 §3). `plan_type` is the plan in
 * force (a lapsed monthly plan reads 'free'); `purchases` are the purchase names still granting
 * something. The server decides access; the web only displays it.
 */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  plan_type: z.string(),
  plan_expires_at: z.string().nullable(),
  purchases: z.array(z.string()),
  subscription_status: z.enum(['active', 'expired', 'none']),
  debt_scans_used: z.number().int(),
  credit_scans_used: z.number().int(),
  /** Debt scans allowed in all (999 when unlimited). */
  analyses_limit: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /api/auth/login: sends a one-time code and a sign-in link by email. */
export const LoginRequestSchema = z.object({ email: EmailSchema });
export const LoginResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/verify-code */
export const VerifyCodeRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

/** POST /api/auth/verify-link: the secret of the emailed sign-in link. */
export const VerifyLinkRequestSchema = z.object({ token: z.string().min(16).max(200) });

/** What a successful sign-in answers (the spec's login shape). */
export const AuthSuccessResponseSchema = z.object({ success: z.literal(true), token: z.string(), user: UserSchema });

/** GET /api/auth/verify and GET /api/user/profile */
export const UserResponseSchema = z.object({ success: z.literal(true), user: UserSchema });

/** POST /api/auth/logout */
export const LogoutResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/dev/outbox (outside production only), optionally only the mail to one address. */
export const OutboxQuerySchema = z.object({ to: EmailSchema.optional() });
export const OutboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** Attached files (a deadline reminder's calendar file). */
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
      created_at: z.string(),
    }),
  ),
});

import {
  AUTH_MESSAGES,
  AuthSuccessResponseSchema,
  ErrorResponseSchema,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODES_PER_EMAIL,
  LOGIN_CODES_PER_EMAIL_ANYWHERE,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
  UserResponseSchema,
  VerifyCodeRequestSchema,
  VerifyLinkRequestSchema,
  type User,
} from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, createSession, hashToken, randomToken, requireUser, revokeSession } from '../../platform/auth';
import { requireLocalCaller } from '../../platform/local-only';
import { AppError } from '../../platform/errors';
import { ErrorResponses } from '../../platform/responses';
import {
  consumeCodeById,
  consumeCodeByLink,
  consumeLoginCode,
  countRecentCodes,
  findLiveCode,
  insertLoginCode,
  listOutbox,
  takeTry,
  upsertUserByEmail,
} from './auth.repository';
import { LOGIN_MAIL_SUBJECT, generateLoginCode, loginCodeMatches, loginMailText, publicBaseUrl, signInLink } from './login-code';
import { loadPresentedUser } from './present-user';

const tags = ['auth'];
const SignedInErrors = { ...ErrorResponses, 401: ErrorResponseSchema } as const;

/** What a mail failure may say in the log: never its message (it can quote the address). */
const mailErrorForLog = (error: unknown) => {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; responseCode?: unknown };
  return {
    name: typeof e.name === 'string' ? e.name : undefined,
    code: typeof e.code === 'string' ? e.code : undefined,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
  };
};

/**
 * Sign-in by a one-time code (or link) sent by email, sessions, the profile, and the dev outbox.
 * Login is email only in the spec; proving the address by a code is what keeps it from being
 * "anyone can sign in as anyone".
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const baseUrl = publicBaseUrl(app.config);

  /**
   * Uses up a code (by `consume`), creates the user on first sign-in and opens a session, in one
   * transaction: if anything fails the code stays usable; two at once cannot both succeed.
   */
  const signIn = async (
    consume: (tx: Database, now: Date) => Promise<string | null>,
    refusal: AppError,
  ): Promise<{ success: true; token: string; user: User }> => {
    const now = new Date();
    const opened = await db.transaction(async (tx) => {
      const email = await consume(tx, now);
      if (!email) return null;
      const user = await upsertUserByEmail(tx, email);
      const session = await createSession(tx, user.id, app.config.SESSION_TTL_DAYS, now);
      return { user, token: session.token };
    });
    if (!opened) throw refusal;
    return { success: true, token: opened.token, user: await loadPresentedUser(db, opened.user, now) };
  };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Email a one-time 6-digit sign-in code and link (answers the same for every address)',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { email } = request.body;
      const now = new Date();
      const ipHash = hashToken(request.ip);
      const recent = await countRecentCodes(db, email, ipHash, now);
      // Per email AND requester: someone flooding another person's address is stopped without locking that person out.
      if (recent.byPair >= LOGIN_CODES_PER_EMAIL || recent.byIp >= app.config.LOGIN_CODES_PER_IP || recent.byEmail >= LOGIN_CODES_PER_EMAIL_ANYWHERE) {
        throw new AppError('rate_limited', AUTH_MESSAGES.tooManyCodes);
      }

      const code = generateLoginCode();
      const linkSecret = randomToken();
      const { id } = await insertLoginCode(db, { email, code, linkHash: hashToken(linkSecret), ipHash }, now);
      try {
        await app.mailer.send({
          to: email,
          subject: LOGIN_MAIL_SUBJECT,
          text: loginMailText(code, signInLink(baseUrl, email, linkSecret)),
          summary: 'code sent',
        });
      } catch (error) {
        // A code nobody received must not stay usable.
        await consumeLoginCode(db, id, new Date());
        request.log.error({ mailError: mailErrorForLog(error) }, 'sign-in mail could not be sent');
        throw new AppError('unavailable', AUTH_MESSAGES.mailFailed);
      }
      return { success: true as const, message: AUTH_MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/auth/verify-code',
    {
      schema: {
        tags,
        summary: 'Sign in with the emailed code: a session token and the user (10 minutes, 5 tries)',
        body: VerifyCodeRequestSchema,
        response: { 200: AuthSuccessResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      const now = new Date();
      const live = await findLiveCode(db, email, now);
      if (!live) throw new AppError('invalid_input', AUTH_MESSAGES.codeExpired);
      // The try is taken before the code is compared: parallel guesses never get more than 5 comparisons.
      const used = await takeTry(db, live.id, now);
      if (used === null) {
        // No try left, or the code was used (another verification won) or expired meanwhile.
        const still = await findLiveCode(db, email, now);
        if (still?.id === live.id && still.attempts >= LOGIN_CODE_MAX_ATTEMPTS) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyTries);
        throw new AppError('invalid_input', AUTH_MESSAGES.codeExpired);
      }

      if (!loginCodeMatches(live.codeHash, live.id, code)) {
        const left = LOGIN_CODE_MAX_ATTEMPTS - used;
        if (left <= 0) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyTries);
        throw new AppError('invalid_input', AUTH_MESSAGES.wrongCode(left));
      }
      return signIn((tx, now) => consumeCodeById(tx, live.id, now), new AppError('invalid_input', AUTH_MESSAGES.codeExpired));
    },
  );

  app.post(
    '/api/auth/verify-link',
    {
      schema: {
        tags,
        summary: "Sign in with the emailed link's secret (single use, 10 minutes)",
        body: VerifyLinkRequestSchema,
        response: { 200: AuthSuccessResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const linkHash = hashToken(request.body.token);
      return signIn((tx, now) => consumeCodeByLink(tx, linkHash, now), new AppError('invalid_input', AUTH_MESSAGES.linkExpired));
    },
  );

  app.get(
    '/api/auth/verify',
    {
      schema: {
        tags,
        summary: 'The signed-in user (401 when the token is missing, expired or revoked)',
        response: { 200: UserResponseSchema, ...SignedInErrors },
      },
    },
    async (request) => ({ success: true as const, user: await loadPresentedUser(db, requireUser(request)) }),
  );

  app.get(
    '/api/user/profile',
    { schema: { tags, summary: "The signed-in user's profile: plan, purchases, scans", response: { 200: UserResponseSchema, ...SignedInErrors } } },
    async (request) => ({ success: true as const, user: await loadPresentedUser(db, requireUser(request)) }),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Revoke the current session (succeeds when not signed in too)', response: { 200: LogoutResponseSchema, ...ErrorResponses } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeSession(db, token);
      return { success: true as const };
    },
  );

  // Only for development without SMTP: in production the route does not exist (404).
  if (app.config.NODE_ENV !== 'production' && app.mailer.kind === 'outbox') {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags,
          summary: 'Mail written instead of sent, newest first (development only; not in production)',
          querystring: OutboxQuerySchema,
          response: { 200: OutboxResponseSchema, ...ErrorResponses },
        },
      },
      async (request) => {
        requireLocalCaller(request);
        const rows = await listOutbox(db, request.query.to);
        return {
          success: true as const,
          messages: rows.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            ...(Array.isArray(m.attachments) ? { attachments: m.attachments as { filename: string; contentType: string; content: string }[] } : {}),
            created_at: m.createdAt.toISOString(),
          })),
        };
      },
    );
  }
};

import {
  AUTH_MESSAGES,
  AuthSuccessResponseSchema,
  ErrorResponseSchema,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODES_PER_EMAIL,
  LOGIN_CODES_PER_EMAIL_ANYWHERE,
  LOGIN_GUESSES_PER_EMAIL_PER_DAY,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  DEVICE_TTL_DAYS,
  findLiveCode,
  findLoginDevice,
  guessesToday,
  insertLoginCode,
  insertLoginDevice,
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

/** The cookie of a browser that signed in before (decision 023): HttpOnly, sent to the sign-in routes only. */
export const DEVICE_COOKIE = 'ds_device';

const deviceCookieOf = (request: FastifyRequest): string | null => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
    }
  }
  return null;
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
  const secureCookie = app.config.NODE_ENV === 'production' || baseUrl.startsWith('https:');
  /** The known browser of this request for this email (its cookie), or null. */
  const knownDevice = async (request: FastifyRequest, email: string, now: Date): Promise<string | null> => {
    const token = deviceCookieOf(request);
    return token ? findLoginDevice(db, email, hashToken(token), now) : null;
  };

  const signIn = async (
    reply: FastifyReply,
    consume: (tx: Database, now: Date) => Promise<string | null>,
    refusal: AppError,
  ): Promise<{ success: true; token: string; user: User }> => {
    const now = new Date();
    const deviceToken = randomToken();
    const opened = await db.transaction(async (tx) => {
      const email = await consume(tx, now);
      if (!email) return null;
      const user = await upsertUserByEmail(tx, email);
      const session = await createSession(tx, user.id, app.config.SESSION_TTL_DAYS, now);
      // This browser is known to this email from now on: it can still ask for codes when strangers
      // have spent the email's shared budget, and its guesses do not count against the daily one.
      await insertLoginDevice(tx, email, hashToken(deviceToken), now);
      return { user, token: session.token };
    });
    if (!opened) throw refusal;
    void reply.header(
      'Set-Cookie',
      `${DEVICE_COOKIE}=${deviceToken}; Path=/api/auth; Max-Age=${DEVICE_TTL_DAYS * 86_400}; HttpOnly; SameSite=Strict${secureCookie ? '; Secure' : ''}`,
    );
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
      const [recent, deviceId] = await Promise.all([countRecentCodes(db, email, ipHash, now), knownDevice(request, email, now)]);
      // Per email AND requester: someone flooding another person's address is stopped without locking that person out.
      // The email's shared budget binds strangers only: a browser that signed in to it before is not held to it.
      if (
        recent.byPair >= LOGIN_CODES_PER_EMAIL ||
        recent.byIp >= app.config.LOGIN_CODES_PER_IP ||
        (deviceId === null && recent.byEmail >= LOGIN_CODES_PER_EMAIL_ANYWHERE)
      ) {
        throw new AppError('rate_limited', AUTH_MESSAGES.tooManyCodes);
      }

      const code = generateLoginCode();
      const linkSecret = randomToken();
      const { id } = await insertLoginCode(db, { email, code, linkHash: hashToken(linkSecret), ipHash, deviceId }, now);
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
    async (request, reply) => {
      const { email, code } = request.body;
      const now = new Date();
      const deviceId = await knownDevice(request, email, now);
      // Guesses per account per day, counted in the database, for browsers that never signed in to it.
      if (deviceId === null && (await guessesToday(db, email, now)) >= LOGIN_GUESSES_PER_EMAIL_PER_DAY) {
        throw new AppError('rate_limited', AUTH_MESSAGES.tooManyGuessesToday);
      }
      const live = await findLiveCode(db, email, now, deviceId);
      if (!live) throw new AppError('invalid_input', AUTH_MESSAGES.codeExpired);
      // The try is taken before the code is compared: parallel guesses never get more than 5 comparisons.
      const used = await takeTry(db, live.id, now);
      if (used === null) {
        // No try left, or the code was used (another verification won) or expired meanwhile.
        const still = await findLiveCode(db, email, now, deviceId);
        if (still?.id === live.id && still.attempts >= LOGIN_CODE_MAX_ATTEMPTS) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyTries);
        throw new AppError('invalid_input', AUTH_MESSAGES.codeExpired);
      }

      if (!loginCodeMatches(live.codeHash, live.id, code)) {
        const left = LOGIN_CODE_MAX_ATTEMPTS - used;
        if (left <= 0) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyTries);
        throw new AppError('invalid_input', AUTH_MESSAGES.wrongCode(left));
      }
      return signIn(reply, (tx, now) => consumeCodeById(tx, live.id, now), new AppError('invalid_input', AUTH_MESSAGES.codeExpired));
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
    async (request, reply) => {
      const linkHash = hashToken(request.body.token);
      return signIn(reply, (tx, now) => consumeCodeByLink(tx, linkHash, now), new AppError('invalid_input', AUTH_MESSAGES.linkExpired));
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

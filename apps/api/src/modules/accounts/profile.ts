import { addressLines, ErrorResponseSchema, ProfileResponseSchema, UpdateProfileRequestSchema, type Profile } from '@debtshield/contracts';
import { redactText } from '@debtshield/analyzer';
import type { Database } from '@debtshield/db';
import { users } from '@debtshield/db';
import type { ConsumerDetails } from '@debtshield/letters';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { ErrorResponses } from '../../platform/responses';

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export const loadProfile = async (db: Database, userId: string): Promise<Profile> => {
  const [row] = await db.select({ name: users.name, mailingAddress: users.mailingAddress }).from(users).where(eq(users.id, userId)).limit(1);
  return { name: blankToNull(row?.name), mailing_address: blankToNull(row?.mailingAddress) };
};

/**
 * The signed-in person's details as a letter takes them (issue 27): what they filled once in the
 * profile fills every letter, in place of [YOUR FULL NAME] and the address blanks. Nothing filled:
 * undefined, and the letter keeps what the collector's letter says, or its marked blanks.
 */
export const profileConsumer = async (db: Database, userId: string | null | undefined): Promise<ConsumerDetails | undefined> => {
  if (!userId) return undefined;
  const profile = await loadProfile(db, userId);
  return consumerFromProfile(profile.name, profile.mailing_address);
};

/** The sender block from a profile's name and address as stored; undefined when neither is filled. */
export const consumerFromProfile = (storedName: string | null, mailingAddress: string | null): ConsumerDetails | undefined => {
  const name = blankToNull(storedName);
  const lines = addressLines(mailingAddress);
  if (!name && lines.length === 0) return undefined;
  return { ...(name ? { name } : {}), ...(lines.length > 0 ? { addressLines: lines } : {}) };
};

/** GET and PUT /api/user/letter-details: the person's own name and mailing address, owner only. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const tags = ['accounts'];
  const SignedIn = { ...ErrorResponses, 401: ErrorResponseSchema } as const;

  app.get(
    '/api/user/letter-details',
    {
      schema: { tags, summary: 'The name and mailing address printed on the signed-in user’s letters', response: { 200: ProfileResponseSchema, ...SignedIn } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, profile: await loadProfile(db, user.id) };
    },
  );

  app.put(
    '/api/user/letter-details',
    {
      schema: {
        tags,
        summary: 'Save the name and mailing address printed on every letter (an empty field clears it)',
        body: UpdateProfileRequestSchema,
        response: { 200: ProfileResponseSchema, ...SignedIn },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A number typed by mistake (an account or SSN) is masked like everything else stored.
      const name = blankToNull(redactText(request.body.name));
      const address = blankToNull(addressLines(redactText(request.body.mailing_address)).join('\n'));
      await db.update(users).set({ name, mailingAddress: address, updatedAt: new Date() }).where(eq(users.id, user.id));
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, profile: { name, mailing_address: address } };
    },
  );
};

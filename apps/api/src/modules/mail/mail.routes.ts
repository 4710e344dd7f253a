import { createHash } from 'node:crypto';
import { redactText } from '@debtshield/analyzer';
import {
  CERTIFIED_MAIL_MESSAGES as M,
  CertifiedMailStatusResponseSchema,
  DevLobAdvanceRequestSchema,
  DevLobAdvanceResponseSchema,
  ErrorResponseSchema,
  LobWebhookResponseSchema,
  MailCancelRequestSchema,
  MailPreviewRequestSchema,
  MailSendRequestSchema,
  MailingResponseSchema,
  type MailAddress,
} from '@debtshield/contracts';
import { certifiedMailings, type Database } from '@debtshield/db';
import { computeAccess } from '@debtshield/plans';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { requireLocalCaller } from '../../platform/local-only';
import { createCertifiedMailGateway, type CertifiedMailGateway } from '../../platform/lob/gateway';
import { isLobError } from '../../platform/lob/lob-error';
import { LobEventSchema } from '../../platform/lob/types';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyLobSignature } from '../../platform/lob/webhook-signature';
import { ErrorResponses } from '../../platform/responses';
import { loadAccountState } from '../accounts/accounts.repository';
import { DISPUTE_NOT_FOUND } from '../disputes/disputes.routes';
import { findOwnDispute } from '../disputes/disputes.repository';
import { hasLetterBlanks, readLetterAddresses } from './address';
import { buildEvidencePack } from './evidence-pack';
import { applyLobEvent, type LobWebhookOutcome } from './handle-lob-webhook';
import {
  claimMailing,
  dfyLettersIncluded,
  findOwnMailing,
  generatedLetterOf,
  latestMailing,
  lettersMailed,
  mailingEvents,
  presentMailing,
  type MailingRow,
} from './mail.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lob, the built-in Lob simulator, or nothing (platform/lob/gateway.ts). */
    certifiedMail: CertifiedMailGateway;
  }
}

const tags = ['certified-mail'];
const Errors = {
  ...ErrorResponses,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
} as const;
const DisputeParams = z.object({ id: z.uuid({ error: 'this is not a dispute id' }) });
const MailingParams = z.object({ mailingId: z.uuid({ error: 'this is not a mailing id' }) });

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** An address with every line masked like letter text (a name line can carry an account number). */
const maskAddress = (address: MailAddress | null): MailAddress | null =>
  address && (Object.fromEntries(Object.entries(address).map(([k, v]) => [k, typeof v === 'string' ? redactText(v) : v])) as MailAddress);

export type WebhookReceipt = { status: 401 | 503; message: string } | { status: 200; outcome: LobWebhookOutcome };

/** Signature and timestamp first (over the raw bytes), then the event's shape, then the event once. */
export const receiveLobWebhook = async (
  db: Database,
  gateway: CertifiedMailGateway,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookReceipt> => {
  if (gateway.mode === 'disabled') return { status: 503, message: M.disabled };
  if (!gateway.webhookSecret) return { status: 503, message: M.webhookNotConfigured };
  const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : undefined);
  const check = verifyLobSignature({ secret: gateway.webhookSecret, rawBody, signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) });
  if (!check.ok) return { status: 401, message: M.badSignature };
  let json: unknown;
  try {
    json = JSON.parse(rawBody) as unknown;
  } catch {
    throw new AppError('invalid_input', 'The request body is not valid JSON.');
  }
  const event = LobEventSchema.safeParse(json);
  if (!event.success) throw new AppError('invalid_input', 'This is not a Lob event (id, event_type, date_created and body are required).');
  return { status: 200, outcome: await applyLobEvent(db, event.data) };
};

/** Decorates the gateway (tests reach the simulator through app.certifiedMail) and registers the routes. */
export const registerCertifiedMail = async (app: FastifyInstance, gateway: CertifiedMailGateway = createCertifiedMailGateway(app.config)): Promise<void> => {
  app.decorate<CertifiedMailGateway>('certifiedMail', gateway);
  if (gateway.mode === 'lob')
    app.log.info(
      `certified mail: Lob Print & Mail at ${app.config.LOB_API_BASE}${gateway.webhookSecret ? '' : ' (LOB_WEBHOOK_SECRET not set: webhooks are refused)'}`,
    );
  else if (gateway.mode === 'simulator') app.log.warn('certified mail: LOB_API_KEY not set: the built-in Lob simulator handles letters (nothing is mailed)');
  else app.log.warn('certified mail: LOB_API_KEY not set in production: mailing letters is disabled');
  await app.register(mailRoutes);
  await app.register(lobWebhookRoute);
};

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const gateway = app.certifiedMail;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });

  const ownDispute = async (userId: string, id: string) => {
    const dispute = await findOwnDispute(db, userId, id);
    if (!dispute) throw new AppError('not_found', DISPUTE_NOT_FOUND);
    return dispute;
  };
  const access = async (userId: string) => {
    const purchased = computeAccess(await loadAccountState(db, userId)).hasDfyService;
    return { purchased, letters_included: purchased ? await dfyLettersIncluded(db, userId) : 0, letters_used: await lettersMailed(db, userId) };
  };
  const requireMailing = () => {
    if (gateway.mode === 'disabled') throw new AppError('unavailable', M.disabled);
    return gateway;
  };
  const requireDfy = async (userId: string) => {
    const a = await access(userId);
    if (!a.purchased) throw new AppError('forbidden', M.requiresDfy);
    return a;
  };
  const present = async (m: MailingRow) => presentMailing(m, await mailingEvents(db, m.id));
  const ownMailing = async (userId: string, mailingId: string) => {
    const m = await findOwnMailing(db, userId, mailingId);
    if (!m) throw new AppError('not_found', M.mailingNotFound);
    return m;
  };

  app.get(
    '/api/dispute/:id/certified-mail',
    {
      schema: {
        tags,
        summary: 'Certified mail for a dispute: whether it is available, the latest mailing and its USPS tracking events',
        params: DisputeParams,
        response: { 200: CertifiedMailStatusResponseSchema, ...Errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const dispute = await ownDispute(user.id, request.params.id);
      const m = await latestMailing(db, dispute.id);
      return { success: true as const, mail_mode: gateway.mode, access: await access(user.id), mailing: m ? await present(m) : null };
    },
  );

  app.post(
    '/api/dispute/:id/certified-mail/preview',
    {
      schema: {
        tags,
        summary: 'Prepare the letter for certified mail: the exact PDF with its SHA-256, the recipient and return addresses and their sources (Done-for-you)',
        params: DisputeParams,
        body: MailPreviewRequestSchema,
        response: { 200: MailingResponseSchema, ...Errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const dispute = await ownDispute(user.id, request.params.id);
      const g = requireMailing();
      await requireDfy(user.id);
      const previous = await latestMailing(db, dispute.id);
      if (previous && previous.status !== 'previewed' && previous.status !== 'returned_to_sender') throw new AppError('conflict', M.alreadyMailed);
      const given = request.body.letter_text ?? (await generatedLetterOf(db, { ...dispute, userId: user.id }));
      if (!given) throw new AppError('invalid_input', M.noLetter);
      // SSNs and full account or card numbers are masked (to the last 4) before the PDF is made and
      // stored, as in every letter DebtShield writes (decision 023): what is approved is what is kept.
      const text = redactText(given);
      if (hasLetterBlanks(text)) throw new AppError('invalid_input', M.blanks);
      const read = readLetterAddresses(text);
      const recipient: MailAddress | null = maskAddress(request.body.recipient ?? read.recipient);
      if (!recipient) throw new AppError('invalid_input', M.recipientUnreadable);
      const returnAddress: MailAddress | null = maskAddress(request.body.return_address ?? read.sender);
      if (!returnAddress) throw new AppError('invalid_input', M.returnUnreadable);
      const pdf = await app.pdfRenderer.render(text, 'Letter');
      const pageCount = (await PDFDocument.load(pdf)).getPageCount();
      // One preview at a time: an earlier one that was never approved is withdrawn.
      await db
        .update(certifiedMailings)
        .set({ status: 'canceled' })
        .where(and(eq(certifiedMailings.disputeId, dispute.id), eq(certifiedMailings.status, 'previewed')));
      const [row] = await db
        .insert(certifiedMailings)
        .values({
          disputeId: dispute.id,
          userId: user.id,
          mode: g.mode,
          pdfBase64: Buffer.from(pdf).toString('base64'),
          pdfSha256: sha256(pdf),
          pageCount,
          recipient,
          recipientSource: request.body.recipient ? 'user_entered' : 'letter_text',
          returnAddress,
          returnAddressSource: request.body.return_address ? 'user_entered' : 'letter_text',
        })
        .returning();
      return { success: true as const, mailing: await present(row!) };
    },
  );

  app.post(
    '/api/dispute/:id/certified-mail/send',
    {
      schema: {
        tags,
        summary: 'Mail the approved letter by USPS certified mail with electronic return receipt (the approved PDF hash must match; Done-for-you)',
        params: DisputeParams,
        body: MailSendRequestSchema,
        response: { 200: MailingResponseSchema, ...Errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const dispute = await ownDispute(user.id, request.params.id);
      const g = requireMailing();
      const m = await ownMailing(user.id, request.body.mailing_id);
      if (m.disputeId !== dispute.id) throw new AppError('not_found', M.mailingNotFound);
      if (m.status === 'canceled' || request.body.approved_pdf_sha256 !== m.pdfSha256) throw new AppError('conflict', M.hashMismatch);
      // Sending again what was already sent answers what happened (a double click mails once).
      if (m.status !== 'previewed') return { success: true as const, mailing: await present(m) };
      await requireDfy(user.id);
      const claim = await claimMailing(db, user.id, m.id, new Date());
      if (claim === 'no_letters_left') throw new AppError('forbidden', M.noLettersLeft);
      if (claim === 'taken') return { success: true as const, mailing: await present((await findOwnMailing(db, user.id, m.id))!) };
      try {
        const letter = await g.client.createLetter({
          idempotencyKey: `debtshield-mailing-${m.id}`,
          description: `DebtShield dispute letter ${dispute.id.slice(0, 8)}`,
          to: m.recipient as MailAddress,
          from: m.returnAddress as MailAddress,
          pdf: new Uint8Array(Buffer.from(m.pdfBase64, 'base64')),
          metadata: { mailing_id: m.id, dispute_id: dispute.id },
          extraService: 'certified_return_receipt',
        });
        const [updated] = await db
          .update(certifiedMailings)
          .set({
            lobLetterId: letter.id,
            trackingNumber: letter.tracking_number ?? null,
            expectedDeliveryDate: letter.expected_delivery_date ?? null,
            submittedAt: new Date(),
          })
          .where(eq(certifiedMailings.id, m.id))
          .returning();
        return { success: true as const, mailing: await present(updated!) };
      } catch (error) {
        // Nothing was mailed: the approval is undone (the same Idempotency-Key makes a retry safe).
        await db.update(certifiedMailings).set({ status: 'previewed', approvedAt: null }).where(eq(certifiedMailings.id, m.id));
        if (isLobError(error)) {
          request.log.warn({ lobError: { kind: error.kind, status: error.status, code: error.lobCode } }, 'Lob refused or failed a letter');
          if (error.kind === 'invalid')
            throw new AppError('invalid_input', `${M.lobRefused}: ${error.message.replace(/^Lob create letter failed: HTTP \d+ \w+: /, '')}`);
          if (error.kind === 'rate_limited') throw new AppError('rate_limited', M.lobUnavailable);
          throw new AppError('upstream_failed', M.lobUnavailable, { cause: error });
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/dispute/:id/certified-mail/cancel',
    {
      schema: {
        tags,
        summary:
          "Cancel a letter sent to the mail service before it is mailed (Lob's DELETE /letters/{id}, only before its send date); the letter is not counted",
        params: DisputeParams,
        body: MailCancelRequestSchema,
        response: { 200: MailingResponseSchema, ...Errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const dispute = await ownDispute(user.id, request.params.id);
      const g = requireMailing();
      const m = await ownMailing(user.id, request.body.mailing_id);
      if (m.disputeId !== dispute.id) throw new AppError('not_found', M.mailingNotFound);
      if (m.status === 'canceled') return { success: true as const, mailing: await present(m) };
      if (m.status !== 'submitted' || !m.lobLetterId) throw new AppError('conflict', m.status === 'previewed' ? M.notPreviewed : M.notCancellable);
      try {
        await g.client.cancelLetter(m.lobLetterId);
      } catch (error) {
        if (isLobError(error) && (error.kind === 'not_deletable' || error.kind === 'not_found')) throw new AppError('conflict', M.notCancellable);
        if (isLobError(error)) throw new AppError('upstream_failed', M.lobUnavailable, { cause: error });
        throw error;
      }
      const [updated] = await db.update(certifiedMailings).set({ status: 'canceled' }).where(eq(certifiedMailings.id, m.id)).returning();
      return { success: true as const, mailing: await present(updated!) };
    },
  );

  app.get(
    '/api/certified-mail/:mailingId/letter.pdf',
    {
      schema: {
        tags,
        summary: 'The exact PDF previewed (and, once approved, mailed): its SHA-256 is the one to approve',
        params: MailingParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const m = await ownMailing(user.id, request.params.mailingId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'inline; filename="letter-to-mail.pdf"')
        .header('X-Content-SHA256', m.pdfSha256)
        .send(Buffer.from(m.pdfBase64, 'base64'));
    },
  );

  app.get(
    '/api/certified-mail/:mailingId/evidence.pdf',
    {
      schema: {
        tags,
        summary:
          'The evidence pack: the mailed PDF and its hash, the address and its source, the tracking history and the delivery or return (one PDF, the mailed PDF attached inside)',
        params: MailingParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const m = await ownMailing(user.id, request.params.mailingId);
      if (m.status === 'previewed' || m.status === 'canceled') throw new AppError('not_found', M.notMailed);
      const dispute = await ownDispute(user.id, m.disputeId);
      const now = new Date();
      const pack = await buildEvidencePack(
        await present(m),
        new Uint8Array(Buffer.from(m.pdfBase64, 'base64')),
        { collectorName: dispute.collectorName, generatedAt: now },
        (text, title) => app.pdfRenderer.render(text, title),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certified-mail-evidence-${now.toISOString().slice(0, 10)}.pdf"`)
        .send(Buffer.from(pack));
    },
  );

  app.post(
    '/api/dev/lob/advance',
    {
      schema: {
        tags,
        summary: "Simulator only, this machine only: move the Lob simulator's clock; the tracking events that come due go through the webhook's own checks",
        body: DevLobAdvanceRequestSchema,
        response: { 200: DevLobAdvanceResponseSchema, ...Errors },
      },
    },
    async (request) => {
      requireLocalCaller(request);
      if (gateway.mode !== 'simulator') throw new AppError('not_found', 'Not found.');
      if (request.body.next_scenario) gateway.simulator.nextScenario(request.body.next_scenario);
      const deliveries = gateway.simulator.advance(request.body.hours * 3_600_000);
      for (const d of deliveries) await receiveLobWebhook(db, gateway, d.body, d.headers);
      return { success: true as const, delivered: deliveries.length };
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    lobRawBody?: string;
  }
}

/** Lob's webhook: its own JSON parser keeps the raw bytes the signature covers. */
const lobWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.lobRawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('invalid_input', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.post(
    '/api/webhooks/lob',
    {
      schema: {
        tags,
        summary: "Lob's webhook (letter.certified.*): Lob-Signature / Lob-Signature-Timestamp checked, each event applied once",
        response: { 200: LobWebhookResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const receipt = await receiveLobWebhook(app.db.db, app.certifiedMail, request.lobRawBody ?? '', request.headers);
      if (receipt.status !== 200) throw new AppError(receipt.status === 401 ? 'unauthenticated' : 'unavailable', receipt.message);
      return reply.send({ success: true as const, status: receipt.outcome });
    },
  );
};

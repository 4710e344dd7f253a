import {
  EnhanceLetterRequestSchema,
  EnhanceLetterResponseSchema,
  ErrorResponseSchema,
  GenerateLetterRequestSchema,
  GenerateLetterResponseSchema,
  GeneratePdfRequestSchema,
  GenerateSettlementRequestSchema,
  GenerateSettlementResponseSchema,
  SuccessSchema,
  TrackDownloadRequestSchema,
  UPLOAD_MESSAGES,
} from '@debtshield/contracts';
import { enhanceLetter, generateLetter, generateSettlementLetter, letterKindForStrategy, type CollectorLetterKind } from '@debtshield/letters';
import { computeAccess } from '@debtshield/plans';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { requestLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { loadAccountState } from '../accounts/accounts.repository';
import { analysisKey } from '../analysis/analysis-key';
import { findAnalysis } from '../analysis/analysis.repository';
import { readAccess } from '../analysis/decide-access';
import { summaryAsOf } from '../analysis/history-summary';
import { requireOwnAnalysis } from '../analysis/rerun-analysis';
import { findGeneratedFile, insertDispute, insertGeneratedFile } from './letters.repository';
import { presentLetter } from './present-letter';
import { profileConsumer } from '../accounts/profile';

/** A download of a letter whose analysis is no longer paid for (a refund). */
export const DOWNLOAD_REVOKED_MESSAGE = 'This letter is no longer part of your plan, so it cannot be downloaded. See the plans to get full access again.';

const Errors = { ...ErrorResponses, 401: ErrorResponseSchema, 402: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema } as const;
const today = () => new Date().toISOString().slice(0, 10);
const toNumber = (value: number | string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

export const lettersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  /**
   * Paid access for a letter, decided now: the analysis's access as it is read (its owner's plan, or
   * the single scan it used, not refunded), or (no analysis) whether the user has a paid plan.
   */
  const letterContext = async (request: FastifyRequest, analysisId: string | undefined) => {
    const user = request.user;
    const row = analysisId ? await requireOwnAnalysis(db, analysisId, user, analysisKey(request)) : null;
    const flags = computeAccess(user ? await loadAccountState(db, user.id) : null);
    const full = row ? (await readAccess(db, row, user)).level === 'full' : flags.isLoggedIn && !flags.isFreeTier;
    // Past the analysis's hour, letters are written from the history part only (no quotes, no name or address).
    return { row, summary: row ? summaryAsOf(row) : null, flags, full };
  };

  app.post(
    '/api/generate-letter',
    {
      schema: {
        tags: ['letters'],
        summary: 'Write the response letter for an analysis (opens a dispute)',
        body: GenerateLetterRequestSchema,
        response: { 200: GenerateLetterResponseSchema, ...Errors },
      },
    },
    async (request) => {
      const { body } = request;
      const { row, summary, full } = await letterContext(request, body.analysis_id);
      const kind: CollectorLetterKind = letterKindForStrategy(body.letter_kind ?? body.strategy ?? summary?.strategy);
      const collectorName = body.collector_info?.name ?? summary?.collectorName ?? undefined;
      // The person's profile (issue 27) fills the sender block; without it, what the letter says, or blanks.
      const consumer = await profileConsumer(db, request.user?.id);
      const letter = generateLetter({
        kind,
        date: today(),
        ...(consumer ? { consumer } : {}),
        facts: summary?.facts,
        findings: summary?.findings,
        state: body.user_state ?? summary?.state,
        sol: summary?.sol,
        collector: summary?.facts.collector?.name ? undefined : collectorName ? { name: collectorName } : undefined,
      });
      let disputeId: string | null = null;
      let downloadUrl: string | null = null;
      if (request.user) {
        disputeId = await insertDispute(db, {
          userId: request.user.id,
          analysisId: row?.id ?? null,
          collectorName: collectorName ?? null,
          debtAmount: toNumber(body.collector_info?.amount) ?? summary?.debtAmount ?? null,
          accountLast4: summary?.facts.accountNumbers?.find((a) => a.kind === 'account')?.last4 ?? null,
          letterKind: kind,
        });
        if (full)
          downloadUrl = `/api/download/${await insertGeneratedFile(db, { userId: request.user.id, analysisId: row?.id ?? null, kind, fileName: `${kind}-letter.pdf`, content: letter.body })}`;
      }
      return { success: true as const, letter: presentLetter(letter, full, requestLang(request)), dispute_id: disputeId, download_url: downloadUrl };
    },
  );

  app.post(
    '/api/generate-settlement',
    {
      schema: {
        tags: ['letters'],
        summary: 'Write a settlement offer letter (sign-in required)',
        body: GenerateSettlementRequestSchema,
        response: { 200: GenerateSettlementResponseSchema, ...Errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { body } = request;
      const { row, summary, full } = await letterContext(request, body.analysis_id);
      const collectorName = body.collector_info?.name ?? summary?.collectorName ?? undefined;
      const consumer = await profileConsumer(db, user.id);
      const letter = generateSettlementLetter({
        date: today(),
        ...(consumer ? { consumer } : {}),
        facts: summary?.facts,
        findings: summary?.findings,
        state: body.user_state ?? summary?.state,
        sol: summary?.sol,
        collector: summary?.facts.collector?.name ? undefined : collectorName ? { name: collectorName } : undefined,
        offer: body.option.amount !== undefined ? { amount: body.option.amount } : { percent: body.option.percentage },
        balance: body.collector_info?.original_amount ?? summary?.debtAmount ?? undefined,
      });
      const downloadUrl = full
        ? `/api/download/${await insertGeneratedFile(db, { userId: user.id, analysisId: row?.id ?? null, kind: 'settlement', fileName: 'settlement-letter.pdf', content: letter.body })}`
        : null;
      return { success: true as const, letter: presentLetter(letter, full, requestLang(request)), download_url: downloadUrl };
    },
  );

  app.post(
    '/api/enhance-letter',
    {
      schema: {
        tags: ['letters'],
        summary: "Improve the user's own letter (monthly, lifetime or bundle)",
        body: EnhanceLetterRequestSchema,
        response: { 200: EnhanceLetterResponseSchema, ...Errors },
      },
    },
    async (request) => {
      requireUser(request);
      const { body } = request;
      const { summary, flags } = await letterContext(request, body.analysis_id);
      if (!flags.canEnhance) throw new AppError('forbidden', UPLOAD_MESSAGES.enhanceRequiresPlan);
      const enhanced = enhanceLetter({
        userLetter: body.letter_content,
        findings: summary?.findings ?? [],
        facts: summary?.facts ?? {},
        strategy: body.strategy ?? summary?.strategy,
        date: today(),
      });
      return {
        success: true as const,
        enhanced_letter: enhanced.enhanced,
        enhanced: enhanced.enhanced,
        changes: enhanced.changes.map((c) => ({ kind: c.kind, text: c.text, reason: c.reason })),
        tips: [...enhanced.tips],
      };
    },
  );

  app.post(
    '/api/generate-pdf',
    {
      schema: {
        tags: ['letters'],
        summary: 'A print-ready US-Letter PDF of a letter (paid access)',
        body: GeneratePdfRequestSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...Errors },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { full } = await letterContext(request, request.body.analysis_id);
      if (!full) throw new AppError('payment_required', 'Downloading the letter as a PDF is part of the paid plans.');
      const pdf = await app.pdfRenderer.render(request.body.content, 'Response letter');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="response-letter.pdf"')
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/download/:file',
    {
      schema: {
        tags: ['letters'],
        summary: 'Download a generated letter (its owner only, until the link expires)',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await findGeneratedFile(db, request.params.file);
      if (!row || row.userId !== user.id || row.expiresAt <= new Date())
        throw new AppError('not_found', 'This download link has expired or is not yours. Generate the letter again.');
      // A letter written for an analysis follows that analysis's access now: a refund stops its downloads.
      if (row.analysisId) {
        const analysis = await findAnalysis(db, row.analysisId);
        if (!analysis || (await readAccess(db, analysis, user)).level !== 'full') throw new AppError('payment_required', DOWNLOAD_REVOKED_MESSAGE);
      }
      const pdf = await app.pdfRenderer.render(row.content, row.fileName);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${row.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/api/track-download',
    {
      schema: {
        tags: ['letters'],
        summary: 'Count a download (no personal data kept)',
        body: TrackDownloadRequestSchema,
        response: { 200: SuccessSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      request.log.info({ downloadType: request.body.type }, 'letter downloaded');
      return { success: true as const };
    },
  );
};

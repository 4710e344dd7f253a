import { PassThrough } from 'node:stream';
import {
  AnalysisAnswersRequestSchema,
  AnalyzeResponseSchema,
  DisputeListResponseSchema,
  ErrorResponseSchema,
  MAX_UPLOAD_BYTES,
  SaveAnalysisRequestSchema,
  SaveLeadRequestSchema,
  SuccessSchema,
} from '@debtshield/contracts';
import type { FastifyReply } from 'fastify';
import { analysisKey } from './analysis-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken, requireUser } from '../../platform/auth';
import { checkAnonymousBudget, recordAnonymousCost } from './anonymous-budget';
import { AppError, errorBody, toAppError } from '../../platform/errors';
import { requestLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { insertLead, listDisputes, markSavedToHistory } from './analysis.repository';
import { analyzeLetter, type AnalysisProgress } from './analyze-letter';
import { readingJobsOn } from '../../config';
import { followReading, needsReadingJob, queueReading, readingStallMs } from './reading-jobs';
import { readAnalyzeUpload } from './read-upload';
import { claimAnalysis, presentStoredAnalysis, requireOwnAnalysis, rerunAnalysis } from './rerun-analysis';

const UploadErrorResponses = { ...ErrorResponses, 413: ErrorResponseSchema, 415: ErrorResponseSchema } as const;

export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analyze-strategic',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Analyze a collection letter (multipart: file or files[], state, flow_type, …; spec 000 §7)',
        description:
          'Send `Accept: application/x-ndjson` to receive progress lines (`{"type":"progress",…}`) before the final `{"type":"result","data":…}` or `{"type":"error",…}` line.',
        consumes: ['multipart/form-data'],
        response: { 200: AnalyzeResponseSchema, ...UploadErrorResponses },
      },
      bodyLimit: 2 * MAX_UPLOAD_BYTES + 1024 * 1024,
      // Progress lines must reach the page as they are written: never held back by a compressor.
      compress: false,
      // The caller's account is read with the session, in one statement (platform/auth.ts).
      config: { rateLimit: { max: app.config.ANALYZE_RATE_LIMIT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS }, withAccount: true },
    },
    async (request, reply) => {
      // Visitors who are not signed in spend a budget of reading time per address (OCR is the cost).
      const anonymous = request.user === null;
      const ipHash = hashToken(request.ip);
      if (anonymous) await checkAnonymousBudget(app.db.db, ipHash, app.config.ANONYMOUS_ANALYSIS_BUDGET_SECONDS, new Date());
      const upload = await readAnalyzeUpload(request);
      let started = performance.now();
      const charge = () =>
        anonymous ? recordAnonymousCost(app.db.db, ipHash, performance.now() - started, new Date()).catch(() => undefined) : Promise.resolve();
      const streaming = String(request.headers.accept ?? '').includes('application/x-ndjson');
      // Photos and scans are read by a worker process when reading jobs are on (issue 29, reading-jobs.ts).
      const boss = readingJobsOn(app.config) && needsReadingJob(upload) ? app.jobQueue.boss : null;
      const queued = boss
        ? await queueReading({ db: app.db.db, boss, vault: app.caseFileVault, upload, user: request.user, lang: requestLang(request) })
        : null;
      // The reading goes on without the caller (the analysis is stored under its id); only the waiting stops.
      // Only a queued reading is waited for this way: an analysis here has no waiting to stop.
      const callerGone = queued ? new AbortController() : null;
      if (callerGone) reply.raw.once('close', () => callerGone.abort());
      const run = (onProgress?: (p: AnalysisProgress) => void) =>
        queued
          ? followReading({
              db: app.db.db,
              id: queued.analysisId,
              user: request.user,
              lang: requestLang(request),
              analysisKey: queued.analysisKey,
              disputeId: upload.disputeId,
              stallMs: readingStallMs(app.config.READING_JOB_TIMEOUT_SECONDS),
              onProgress,
              // A visitor's budget pays for reading, not for waiting in the queue.
              onStarted: () => (started = performance.now()),
              signal: callerGone?.signal,
            })
          : analyzeLetter({
              db: app.db.db,
              upload,
              user: request.user,
              account: request.account,
              pool: app.analysisPool,
              lang: requestLang(request),
              onProgress,
            });
      if (!streaming) {
        try {
          return await run();
        } finally {
          await charge();
        }
      }

      // Progress as newline-delimited JSON; the result (or the error) is the last line.
      const stream = new PassThrough();
      const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
      // A stream bypasses the response serializer; the result line is parsed with the contract above.
      void (reply as unknown as FastifyReply).header('Content-Type', 'application/x-ndjson; charset=utf-8').header('Cache-Control', 'no-store').send(stream);
      // A queued reading is named at once: the page (or a client that lost the stream) can read it by id once done.
      if (queued) line({ type: 'queued', analysis_id: queued.analysisId, ...(queued.analysisKey ? { analysis_key: queued.analysisKey } : {}) });
      // Followed, so a shutdown waits for it even after the caller has left (platform/shutdown.ts).
      const analysis = run((p) => line({ type: 'progress', ...p }))
        .then((data) => line({ type: 'result', data: AnalyzeResponseSchema.parse(data) }))
        .catch((error: unknown) => {
          const appError = toAppError(error);
          if (appError.statusCode >= 500) request.log.error({ err: appError.cause ?? appError }, 'analysis failed');
          line({ type: 'error', ...errorBody(appError.code, appError.statusCode >= 500 ? 'Failed to analyze letter' : appError.message) });
        })
        .finally(() => {
          stream.end();
          return charge();
        });
      app.inFlight.track(analysis);
      return reply;
    },
  );

  app.post(
    '/api/analysis/:id/answers',
    {
      schema: {
        tags: ['analysis'],
        summary: "Re-run an analysis with the user's answers to its questions",
        params: z.object({ id: z.uuid() }),
        body: AnalysisAnswersRequestSchema,
        response: { 200: AnalyzeResponseSchema, 404: ErrorResponseSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      rerunAnalysis({
        db: app.db.db,
        id: request.params.id,
        user: request.user,
        key: analysisKey(request),
        answers: request.body.answers,
        lang: requestLang(request),
      }),
  );

  app.get(
    '/api/analysis/:id',
    {
      schema: {
        tags: ['analysis'],
        summary: "A stored analysis, presented for the caller's access now (owner only: the signed-in owner, or the browser holding its X-Analysis-Key)",
        params: z.object({ id: z.uuid() }),
        response: { 200: AnalyzeResponseSchema, 404: ErrorResponseSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const row = await requireOwnAnalysis(app.db.db, request.params.id, request.user, analysisKey(request));
      const lang = requestLang(request);
      void reply.header('Cache-Control', 'private, no-store').header('Content-Language', lang).header('Vary', 'Accept-Language');
      return presentStoredAnalysis({ db: app.db.db, row, user: request.user, lang });
    },
  );

  app.post(
    '/api/analysis/:id/claim',
    {
      schema: {
        tags: ['analysis'],
        summary:
          'Attach an analysis made before signing in to the signed-in account (its X-Analysis-Key proves the browser made it); a single scan left pays for it',
        params: z.object({ id: z.uuid() }),
        response: { 200: AnalyzeResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'private, no-store');
      return claimAnalysis({ db: app.db.db, id: request.params.id, user, key: analysisKey(request), lang: requestLang(request) });
    },
  );

  app.post(
    '/api/save-analysis',
    {
      schema: {
        tags: ['analysis'],
        summary: "Add an analysis to the signed-in user's history",
        body: SaveAnalysisRequestSchema,
        response: { 200: SuccessSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await requireOwnAnalysis(app.db.db, request.body.analysis_id, user);
      if (row.userId !== user.id) throw new AppError('invalid_input', 'Only analyses made while signed in can be saved to your history.');
      await markSavedToHistory(app.db.db, row.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/save-lead',
    {
      schema: {
        tags: ['analysis'],
        summary: "Keep the email left at the results page's gate",
        body: SaveLeadRequestSchema,
        response: { 200: SuccessSchema, ...ErrorResponses },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      await insertLead(app.db.db, { email: request.body.email, strategy: request.body.strategy, confidence: request.body.confidence });
      return { success: true as const };
    },
  );

  app.get(
    '/api/disputes',
    {
      schema: {
        tags: ['disputes'],
        summary: "The signed-in user's disputes (empty when signed out)",
        querystring: z.object({ status: z.enum(['active', 'awaiting_user_action', 'resolved']).optional() }),
        response: { 200: DisputeListResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      if (!request.user) return { success: true as const, disputes: [] };
      const rows = await listDisputes(app.db.db, request.user.id, request.query.status);
      return {
        success: true as const,
        disputes: rows.map((d) => ({
          dispute_id: d.id,
          type: d.type,
          collector_name: d.collectorName,
          status: d.status,
          created_at: d.createdAt.toISOString(),
          letter_kind: d.letterKind,
          analysis_id: d.analysisId,
        })),
      };
    },
  );
};

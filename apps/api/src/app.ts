import { readFileSync } from 'node:fs';
import type { DbHandle } from '@debtshield/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { vaultFromConfig, type Vault } from './platform/case-file-vault';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { MAX_JSON_BODY_BYTES, MAX_LETTER_FILES, MAX_UPLOAD_BYTES } from '@debtshield/contracts';
import { setOcrPoolSize } from '@debtshield/analyzer';
import { createAnalysisPool, type AnalysisPool } from './modules/analysis/analysis-pool';
import { createPdfRenderer, type PdfRenderer } from './modules/letters/pdf-pool';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { forwardingRoutes } from './modules/forwarding/forwarding.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { creditCenterRoutes } from './modules/credit/credit-center.routes';
import { creditRoutes } from './modules/credit/credit.routes';
import { lettersRoutes } from './modules/letters/letters.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { caseFilesRoutes } from './modules/disputes/case-files';
import { disputesRoutes } from './modules/disputes/disputes.routes';
import { intelRoutes } from './modules/intel/intel.routes';
import { lawsuitsRoutes } from './modules/lawsuits/lawsuits.routes';
import { registerCertifiedMail } from './modules/mail/mail.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import { profileRoutes } from './modules/accounts/profile';
import { registerAuth } from './platform/auth';
import { registerJobs } from './platform/jobs';
import { serializerCompiler } from './platform/response-serializer';
import { createMailer, registerMail, type Mailer } from './platform/mail';
import { frameworkErrorHandler, registerErrorHandling } from './platform/errors';
import { registerInputGuard } from './platform/input-guard';
import { registerInFlight } from './platform/shutdown';
import { loggerOptions } from './platform/logger';
import { registerOpenApi, registerOpenApiRoute } from './platform/openapi';
import { registerSecurity } from './platform/security';
import { registerSpa } from './platform/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DbHandle;
    appVersion: string;
    /** Worker threads for text-layer analyses; null when ANALYSIS_WORKERS is 0. */
    analysisPool: AnalysisPool | null;
    /** Letter PDFs, drawn off the event loop with a time limit (on this thread when ANALYSIS_WORKERS is 0). */
    pdfRenderer: PdfRenderer;
    /** Encrypts the files kept in a dispute's case file; null when keeping files is not offered (production without CASE_FILE_KEY). */
    caseFileVault: Vault | null;
  }
}

export type BuildAppOptions = {
  config: Config;
  db: DbHandle;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Replaces SMTP / the dev outbox (tests). */
  mailer?: Mailer;
};

const APP_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Builds the whole server without listening. Tests build it in-process with their own database. */
export const buildApp = async ({ config, db, logStream, mailer }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: MAX_JSON_BODY_BYTES,
    // A hop count trusts that many proxies in front (Fastify's own rule for a number); addresses are passed as they are.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number) : config.TRUST_PROXY,
    // Same origin only: no CORS plugin is registered on purpose.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('appVersion', APP_VERSION);
  // Before the first reading creates the process-wide OCR pools (unset: one thread per core).
  setOcrPoolSize(config.OCR_THREADS);
  const analysisPool = config.ANALYSIS_WORKERS > 0 ? createAnalysisPool(config.ANALYSIS_WORKERS) : null;
  app.decorate('analysisPool', analysisPool);
  const pdfRenderer = createPdfRenderer(config.ANALYSIS_WORKERS);
  app.decorate('pdfRenderer', pdfRenderer);
  app.decorate('caseFileVault', vaultFromConfig(config));
  // Before any route: a shutdown waits for every handler, even one whose caller has left.
  registerInFlight(app);
  app.addHook('onClose', async () => {
    await analysisPool?.close();
    await pdfRenderer.close();
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  // JSON answers compressed as the browser accepts (brotli, gzip); the built web app is precompressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app, APP_VERSION);

  // Uploads stay in memory (never on disk) and are bounded: 10 MB a file, a letter's pages, short fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_LETTER_FILES + 1, fields: 30, fieldSize: 100_000, parts: MAX_LETTER_FILES + 31 },
  });
  registerAuth(app);
  registerMail(app, mailer ?? createMailer(config, db));
  registerJobs(app);

  registerOpenApiRoute(app);
  await app.register(healthRoutes);
  await app.register(analysisRoutes);
  await app.register(lettersRoutes);
  await app.register(dashboardRoutes);
  await app.register(profileRoutes);
  await app.register(disputesRoutes);
  await app.register(caseFilesRoutes);
  await app.register(intelRoutes);
  await app.register(lawsuitsRoutes);
  await app.register(resourcesRoutes);
  await app.register(creditRoutes);
  await app.register(creditCenterRoutes);
  await app.register(geoRoutes);
  await app.register(authRoutes);
  await app.register(paymentsRoutes);
  await app.register(feedbackRoutes);
  await app.register(forwardingRoutes);
  await registerCertifiedMail(app);

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
};

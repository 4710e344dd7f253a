import { generatedFiles } from '@debtshield/db';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredText } from '../modules/analysis/analysis.repository';

/** Every 5 minutes: letter text past its hour and expired downloads go. Idempotent; safe on every instance. */
export const PURGE_INTERVAL_MS = 5 * 60 * 1000;

export const purgeExpired = async (app: FastifyInstance, now = new Date()): Promise<{ analyses: number; files: number }> => {
  const analyses = await purgeExpiredText(app.db.db, now);
  const files = await app.db.db.delete(generatedFiles).where(lt(generatedFiles.expiresAt, now)).returning({ id: generatedFiles.id });
  return { analyses, files: files.length };
};

export const registerJobs = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpired(app)
      .then((counts) => {
        if (counts.analyses || counts.files) app.log.info(counts, 'purged expired letter text and downloads');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

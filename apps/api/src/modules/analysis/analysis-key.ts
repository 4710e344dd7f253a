import { ANALYSIS_KEY_HEADER } from '@debtshield/contracts';
import type { FastifyRequest } from 'fastify';

/** The secret of an analysis made before signing in (X-Analysis-Key), or null. */
export const analysisKey = (request: FastifyRequest): string | null => {
  const value = request.headers[ANALYSIS_KEY_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
};

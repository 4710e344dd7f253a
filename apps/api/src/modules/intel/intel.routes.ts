import { CollectorIntelParamsSchema, CollectorIntelResponseSchema, ErrorResponseSchema } from '@debtshield/contracts';
import { computeAccess } from '@debtshield/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAccountState } from '../accounts/accounts.repository';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ErrorResponses } from '../../platform/responses';
import { collectorKey } from './collector-key';
import { cfpbParentKey } from './cfpb-aliases';
import { findCfpbCompany, findCfpbDataset, searchCfpbCompanies, type CfpbCompanyRow, type CfpbDatasetRow } from './intel.repository';
import { createIntelCache, productIntel } from './product-intel';

const tags = ['intel'];
/** How long our own figures for one collector are reused before they are counted again. */
export const INTEL_CACHE_MS = 5 * 60 * 1000;
const top = <K extends string>(counts: unknown, label: K, n = 5) =>
  Object.entries((counts ?? {}) as Record<string, number>)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k, count]) => ({ [label]: k, count }) as { [P in K]: string } & { count: number });

const presentDataset = (d: CfpbDatasetRow | undefined) =>
  d
    ? {
        kind: d.kind === 'sample' ? ('sample' as const) : ('import' as const),
        source: d.source,
        complaints: d.complaints,
        data_from: d.dataFrom,
        data_through: d.dataThrough,
        loaded_at: d.loadedAt.toISOString(),
      }
    : null;

const byYear = (counts: unknown) =>
  Object.entries((counts ?? {}) as Record<string, number>)
    .filter(([year]) => /^\d{4}$/.test(year))
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([year, count]) => ({ year: Number(year), count }));

const presentCfpb = (row: CfpbCompanyRow, dataset: CfpbDatasetRow | undefined) => ({
  company: row.companyName,
  complaints: row.complaints,
  top_issues: top(row.issues, 'issue'),
  top_sub_issues: top(row.subIssues, 'sub_issue'),
  timely_response_rate: row.timelyKnown > 0 ? row.timelyYes / row.timelyKnown : null,
  timely_responses_known: row.timelyKnown,
  company_responses: top(row.responses, 'response', 8),
  first_received: row.firstReceived,
  last_received: row.lastReceived,
  imported_at: row.importedAt.toISOString(),
  by_year: byYear(row.years),
  dataset: presentDataset(dataset),
});

/**
 * Collector intel (spec 001 §2.2, §7), for users whose plan includes it: DebtShield's own analyses
 * across users (above a minimum of distinct users) and the CFPB's public complaint data as imported.
 */
export const intelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  // Our own figures per collector, counted by the database and kept five minutes (decision 023).
  const ownIntel = createIntelCache<Awaited<ReturnType<typeof productIntel>>>({ ttlMs: INTEL_CACHE_MS, maxEntries: 1_000 });
  // Personal answers: never stored by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/api/collector-intel/:collector',
    {
      schema: {
        tags,
        summary: 'What is known about a collector: our own analyses across users (when enough users) and CFPB complaints',
        params: CollectorIntelParamsSchema,
        response: { 200: CollectorIntelResponseSchema, ...ErrorResponses, 401: ErrorResponseSchema, 402: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = computeAccess(await loadAccountState(db, user.id));
      if (!access.canAccessIntel) throw new AppError('payment_required', 'Collector intel is part of the monthly, lifetime and bundle plans.');
      const query = request.params.collector;
      const key = collectorKey(query);
      if (key.length < 2) throw new AppError('invalid_input', 'Please type at least two letters of the collector’s name.');
      // The CFPB lists some collectors under their parent company (Midland: Encore Capital Group).
      const parentKey = cfpbParentKey(key);
      const [exact, parent, similar, dataset] = await Promise.all([
        findCfpbCompany(db, key),
        parentKey ? findCfpbCompany(db, parentKey) : undefined,
        searchCfpbCompanies(db, key, 6),
        findCfpbDataset(db),
      ]);
      const cfpb = exact ?? parent ?? similar[0];
      const ownKey = cfpb ? cfpb.companyKey : key;
      const product = await ownIntel.get(ownKey, () => productIntel(db, ownKey));
      return {
        success: true as const,
        intel: {
          query,
          product,
          cfpb: cfpb ? presentCfpb(cfpb, dataset) : null,
          cfpb_dataset: presentDataset(dataset),
          matches: similar.filter((r) => r.companyKey !== cfpb?.companyKey).map((r) => r.companyName),
        },
      };
    },
  );
};

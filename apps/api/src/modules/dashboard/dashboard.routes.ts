import {
  CheckCombosRequestSchema,
  CheckCombosResponseSchema,
  ErrorResponseSchema,
  PowerLetterRequestSchema,
  PowerLetterResponseSchema,
  UserAddedViolationRequestSchema,
  UserAddedViolationResponseSchema,
  UserAnalysesQuerySchema,
  UserAnalysesResponseSchema,
  UserStatsResponseSchema,
  UserViolationsResponseSchema,
} from '@debtshield/contracts';
import { computeAccess, dashboardAlerts, planLabel, UNLIMITED } from '@debtshield/plans';
import { redactText } from '@debtshield/analyzer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAccountState } from '../accounts/accounts.repository';
import { profileConsumer } from '../accounts/profile';
import { requireUser, type AuthUser } from '../../platform/auth';
import { historyAccess } from '../analysis/decide-access';
import { AppError } from '../../platform/errors';
import { requestLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { generateViolationNotice } from '@debtshield/letters';
import { presentLetter } from '../letters/present-letter';
import { COMBO_PATTERNS, findCombos } from './combos';
import { countActiveDisputes, countUserAnalyses, insertUserViolation, listUserAnalysisSummaries, listUserViolations } from './dashboard.repository';
import { potentialValue } from './potential-value';
import { onePerLetter } from './same-letter';
import { localizeCombo, localizeViolation } from './dashboard-texts';
import { analysisViolations, userAddedViolation } from './violation-history';

const tags = ['dashboard'];
const SignedInErrors = { ...ErrorResponses, 401: ErrorResponseSchema } as const;
/** Analyses read to build stats and the violation history (a person with more sees the newest). */
const HISTORY_LIMIT = 500;

const severityBand = (score: number): 'high' | 'medium' | 'low' => (score > 70 ? 'high' : score > 40 ? 'medium' : 'low');
const startOfUtcDay = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The signed-in home (spec 001 §2.2, §2.4, §7): the user's own figures and history, owner only —
 * every query is scoped to the signed-in user; there is no id of another user to ask for.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  // Personal answers: never stored by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });

  /**
   * The user's violations as their plan shows them now (decision 023): an analysis read as a preview
   * gives the one finding its preview shows; the rest are only counted (`hidden`), never named,
   * cited, quoted, combined or written into a letter. Decided at every read, so a refund or a lapsed
   * plan hides them again. A letter analysed again counts once (issue 27): its newest analysis stands for it.
   */
  const allViolations = async (user: AuthUser) => {
    const [rows, added] = await Promise.all([listUserAnalysisSummaries(db, user.id, HISTORY_LIMIT), listUserViolations(db, user.id)]);
    const readsFull = await historyAccess(db, user, rows);
    let hidden = 0;
    const visible = onePerLetter(rows).map((r) => {
      if (readsFull(r)) return r;
      const findings = r.summary.findings ?? [];
      hidden += Math.max(0, findings.length - 1);
      return { ...r, summary: { ...r.summary, findings: findings.slice(0, 1) } };
    });
    return { rows, hidden, violations: [...analysisViolations(visible), ...added.map(userAddedViolation)] };
  };

  app.get(
    '/api/user/stats',
    { schema: { tags, summary: "The signed-in user's own figures for the dashboard overview", response: { 200: UserStatsResponseSchema, ...SignedInErrors } } },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      const [{ rows, violations, hidden }, total, today, activeDisputes, account] = await Promise.all([
        allViolations(user),
        countUserAnalyses(db, user.id),
        countUserAnalyses(db, user.id, startOfUtcDay(now)),
        countActiveDisputes(db, user.id),
        loadAccountState(db, user.id),
      ]);
      const access = computeAccess(account, now);
      const created = new Map(rows.map((r) => [r.id, r.createdAt.toISOString()]));
      const value = potentialValue(
        violations.map((v) => ({ collectorName: v.collectorName, date: v.letterDate, fallbackDate: (v.analysisId && created.get(v.analysisId)) || v.date })),
        now,
      );
      return {
        success: true as const,
        stats: {
          totalAnalyses: total,
          violationsFound: violations.length + hidden,
          analysesToday: today,
          potentialValue: value,
          // The credit-report reader is not built yet: no credit errors have been found, none invented.
          creditErrorsFound: 0,
          creditScansRemaining: access.remainingCreditScans,
          creditScansUnlimited: access.creditScansLimit === UNLIMITED,
          activeDisputes,
          creditBureausScanned: 0,
          // Only what the user records as won counts; recording outcomes comes with the tracker.
          totalSavingsUsd: 0,
        },
        access: {
          planType: access.planType,
          planLabel: planLabel(access, account?.purchases ?? []),
          isFreeTier: access.isFreeTier,
          hasBundle: access.hasBundle,
          hasDfyService: access.hasDfyService,
          canAccessDebt: access.canAccessDebt,
          canAccessCredit: access.canAccessCredit,
          canAccessTemplates: access.canAccessTemplates,
          canAccessIntel: access.canAccessIntel,
          remainingDebtScans: access.remainingDebtScans,
          hasUnlimitedDebtScans: access.hasUnlimitedDebtScans,
        },
        alerts: dashboardAlerts(access),
      };
    },
  );

  app.get(
    '/api/user/analyses',
    {
      schema: {
        tags,
        summary: "The signed-in user's analyses, newest first, with the total and today's count",
        querystring: UserAnalysesQuerySchema,
        response: { 200: UserAnalysesResponseSchema, ...SignedInErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      const [rows, total, today] = await Promise.all([
        listUserAnalysisSummaries(db, user.id, request.query.limit),
        countUserAnalyses(db, user.id),
        countUserAnalyses(db, user.id, startOfUtcDay(now)),
      ]);
      return {
        success: true as const,
        // One row per letter (issue 27): the same letter analysed again is not listed again.
        analyses: onePerLetter(rows).map((r) => ({
          id: r.id,
          collector_name: r.summary.collectorName ?? null,
          created_at: r.createdAt.toISOString(),
          violations_count: r.summary.violationCount ?? r.summary.findings?.length ?? 0,
          severity_score: r.summary.severityScore ?? 0,
          severity: severityBand(r.summary.severityScore ?? 0),
          letter_date: r.summary.letterDate ?? null,
        })),
        stats: { total, today },
      };
    },
  );

  app.get(
    '/api/user/violations/all',
    {
      schema: {
        tags,
        summary: "Every likely violation across the signed-in user's analyses, and the ones they added",
        response: { 200: UserViolationsResponseSchema, ...SignedInErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { violations, hidden } = await allViolations(user);
      const lang = requestLang(request);
      return { success: true as const, violations: violations.map((v) => localizeViolation(v, lang)), hidden_count: hidden };
    },
  );

  app.post(
    '/api/violations/user-added',
    {
      schema: {
        tags,
        summary: 'Add a violation that happened outside a letter (a call, a visit, a message); labelled "added by you"',
        body: UserAddedViolationRequestSchema,
        response: { 200: UserAddedViolationResponseSchema, ...SignedInErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const v = request.body.violation;
      if (!v.has_evidence && !v.confirmed_without_evidence) {
        throw new AppError('invalid_input', 'Without evidence, this violation may be harder to prove. Continue anyway?');
      }
      const row = await insertUserViolation(db, {
        userId: user.id,
        type: v.type,
        // Free text may hold an account number or an SSN: masked before it is stored.
        description: redactText(v.description),
        collectorName: v.collector_name ? redactText(v.collector_name) : null,
        occurredOn: v.date ?? null,
        hasEvidence: v.has_evidence,
      });
      return { success: true as const, violation: localizeViolation(userAddedViolation(row), requestLang(request)) };
    },
  );

  app.post(
    '/api/violations/check-combos',
    {
      schema: {
        tags,
        summary: "Patterns among the signed-in user's violations that strengthen a complaint (never more money than 15 U.S.C. 1692k allows)",
        body: CheckCombosRequestSchema,
        response: { 200: CheckCombosResponseSchema, ...SignedInErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { violations } = await allViolations(user);
      const wanted = new Set(request.body.violations);
      // Only the user's own violations: ids of anyone else's simply match nothing.
      const chosen = wanted.size > 0 ? violations.filter((v) => wanted.has(v.id)) : violations;
      const lang = requestLang(request);
      const combos = findCombos(chosen).map((c) => localizeCombo(c, lang));
      return { success: true as const, combos, combo: combos[0] ?? null };
    },
  );

  app.post(
    '/api/violations/power-letter',
    {
      schema: {
        tags,
        summary: "One letter to the collector citing the signed-in user's chosen violations (a combo's Power Letter); full text with debt access",
        body: PowerLetterRequestSchema,
        response: { 200: PowerLetterResponseSchema, ...SignedInErrors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [{ violations }, account, consumer] = await Promise.all([allViolations(user), loadAccountState(db, user.id), profileConsumer(db, user.id)]);
      const wanted = new Set(request.body.violation_ids);
      const chosen = violations.filter((v) => wanted.has(v.id));
      if (chosen.length === 0) throw new AppError('not_found', 'None of these violations is in your history.');
      const combo = request.body.combo ? findCombos(chosen).find((c) => c.name === request.body.combo) : undefined;
      const pattern = combo ? COMBO_PATTERNS.find((p) => p.name === combo.name) : undefined;
      const collectorName = combo?.collector_name ?? chosen.find((v) => v.collectorName)?.collectorName ?? undefined;
      const letter = generateViolationNotice({
        date: new Date().toISOString().slice(0, 10),
        // The profile (issue 27): the power letter is signed with the person's name and address.
        ...(consumer ? { consumer } : {}),
        ...(collectorName ? { collector: { name: collectorName } } : {}),
        violations: chosen.map((v) => ({
          title: v.title,
          citation: v.law,
          // The person's own account of what happened; a finding from a letter is named by its title and law.
          ...(v.source === 'user_added' ? { account: v.description } : {}),
          ...(v.source === 'user_added' && v.letterDate ? { when: v.letterDate } : {}),
        })),
        ...(pattern ? { pattern: { title: pattern.title, law: pattern.law } } : {}),
      });
      const full = computeAccess(account).canAccessDebt;
      return {
        success: true as const,
        letter: presentLetter(letter, full, requestLang(request)),
        combo: pattern ? localizeCombo({ name: pattern.name, title: pattern.title, law: pattern.law }, requestLang(request)) : null,
        violations_cited: chosen.length,
      };
    },
  );
};

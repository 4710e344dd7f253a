import type {
  AnswerDeadlineView,
  AnswerRuleView,
  CaliforniaAnswerResponse,
  DefenseView,
  Lawsuit,
  RuleCheckView,
  TexasAnswerResponse,
} from '@debtshield/contracts';
import type { lawsuits } from '@debtshield/db';
import {
  CALIFORNIA_FILING,
  TEXAS_ANSWER_CHECKS,
  TEXAS_JP_FILING,
  TEXAS_TRIAL_COURT_ANSWER_CHECKS,
  TEXAS_TRIAL_COURT_FILING,
  exemptionsFor,
  helpFor,
  type AnswerDeadline,
  type AnswerRule,
  type CaliforniaAnswerDraft,
  type Defense,
  type DefenseFact,
  type ExemptionFact,
  type RuleCheck,
  type TexasAnswerDraft,
} from '@debtshield/lawsuits';

/** The package's values in the contracts' snake_case (pure). */

/** A check in the contracts' snake_case (decisions 045, 046). */
export const presentCheck = (c: RuleCheck): RuleCheckView =>
  c.status === 'verified'
    ? { status: 'verified', kind: c.kind, quote: c.quote, source: c.source, source_title: c.sourceTitle, retrieved: c.retrieved, comment: c.comment ?? null }
    : { status: 'unverified', searched: c.searched };

const presentFactOf = (f: ExemptionFact) => ({ id: f.id, citation: f.citation, values: { ...(f.values ?? {}) }, check: presentCheck(f.check) });

export const presentRule = (r: AnswerRule): AnswerRuleView => ({
  level: r.level,
  courts: r.courts,
  clock:
    r.clock.type === 'days_after_service'
      ? {
          type: 'days_after_service',
          days: r.clock.days,
          by_mail: r.clock.byMail ?? null,
          out_of_state: r.clock.outOfState ?? null,
          not_in_hand: r.clock.notInHand ?? null,
        }
      : r.clock.type === 'monday_after_days'
        ? { type: 'monday_after_days', days: r.clock.days }
        : { type: 'date_on_papers', what: r.clock.what, plus_days: r.clock.plusDays ?? 0 },
  what: r.what,
  citation: r.citation,
  source: r.source,
  check: presentCheck(r.check),
  note: r.note ?? null,
  counts_from: r.from ?? 'service',
});

export const presentDeadline = (d: AnswerDeadline): AnswerDeadlineView => ({
  state: d.state as AnswerDeadlineView['state'],
  state_name: d.stateName,
  level: d.level,
  rule: presentRule(d.rule),
  due_date: d.dueDate,
  due_by: d.dueBy,
  length: d.length,
  served_on: d.servedOn,
  counted_from: d.countedFrom,
  start_date: d.startDate,
  status: d.status,
  days_remaining: d.daysRemaining,
  why: d.why.map((w) => ({
    kind: w.kind,
    from: w.kind === 'moved_past_closed_day' ? w.from : null,
    stated: w.kind === 'papers_state_fewer_days' || w.kind === 'papers_state_more_days' ? w.stated : null,
    table: w.kind === 'papers_state_fewer_days' || w.kind === 'papers_state_more_days' ? w.table : null,
    days: w.kind === 'longer_for_service_method' ? w.days : null,
  })),
});

const presentFact = (f: DefenseFact): DefenseView['facts'][number] => {
  switch (f.kind) {
    case 'sol_ran_out':
      return { kind: f.kind, state: f.state, years: f.years, runs_out_on: f.runsOutOn, filed_on: f.filedOn };
    case 'sol_answered_past':
      return { kind: f.kind, state: f.state, years: f.years, filed_on: f.filedOn };
    case 'sol_answered_within':
      return { kind: f.kind, state: f.state, years: f.years };
    case 'sol_unknown':
      return { kind: f.kind, state: f.state, years: f.years };
    case 'plaintiff_not_original_creditor':
      return { kind: f.kind, plaintiff: f.plaintiff, original_creditor: f.originalCreditor };
    case 'dispute_sent_no_verification':
      return { kind: f.kind, sent_on: f.sentOn };
    case 'amounts':
      return { kind: f.kind, claimed: f.claimedCents / 100, letters: f.letterCents.map((c) => c / 100) };
    case 'identity_theft_reported':
      return { kind: f.kind };
    case 'bankruptcy_discharged':
      return { kind: f.kind, discharged_on: f.dischargedOn };
    case 'arbitration_clause':
      return { kind: f.kind, known: f.known };
    case 'letter_findings':
      return { kind: f.kind, rule_ids: f.ruleIds, latest_letter_date: f.latestLetterDate };
  }
};

export const presentDefense = (d: Defense): DefenseView => ({
  id: d.id,
  strength: d.strength,
  facts: d.facts.map(presentFact),
  proof: d.proof,
  citation: d.citation,
  answer_text: d.answerText,
});

export const presentHelp = (state: string) => {
  const h = helpFor(state);
  return {
    national: [...h.national],
    state: h.state ? { state: h.state.state, bar: h.state.bar, legal_help: h.state.legalHelp } : null,
    as_of: h.asOf,
    checked_online: h.checkedOnline,
  };
};

export const presentExemptions = (state: string) => {
  const e = exemptionsFor(state);
  return {
    federal: [...e.federal],
    state: e.state
      ? {
          state: e.state.state,
          wage: presentFactOf(e.state.wage),
          bank: e.state.bank ? presentFactOf(e.state.bank) : null,
          homestead: e.state.homestead ? presentFactOf(e.state.homestead) : null,
        }
      : null,
  };
};

export const presentCaliforniaDraft = (d: CaliforniaAnswerDraft): CaliforniaAnswerResponse => ({
  success: true,
  draft: { form: { ...d.form }, allowed: d.allowed, items: d.items, text: d.text },
  filing: {
    steps: [...CALIFORNIA_FILING.steps],
    proof_of_service_form: CALIFORNIA_FILING.proofOfServiceForm,
    fee_waiver_form: CALIFORNIA_FILING.feeWaiverForm,
    fees: CALIFORNIA_FILING.fees.map((f) => ({ case: f.case, amount: f.cents / 100, citation: f.citation })),
    fees_source: CALIFORNIA_FILING.feesSource,
    fees_source_url: CALIFORNIA_FILING.feesSourceUrl,
    fees_as_of: CALIFORNIA_FILING.feesAsOf,
    self_help: CALIFORNIA_FILING.selfHelp,
  },
});

/** A Texas draft with what its court's filing rests on: the justice court's (decision 053) or a county or district court's (decision 064). */
export const presentTexasDraft = (d: TexasAnswerDraft): TexasAnswerResponse => {
  const justice = d.courtKind === 'justice';
  const checks = justice ? TEXAS_ANSWER_CHECKS : TEXAS_TRIAL_COURT_ANSWER_CHECKS;
  const filing = justice ? TEXAS_JP_FILING : TEXAS_TRIAL_COURT_FILING;
  return {
    success: true,
    draft: {
      court_kind: d.courtKind,
      form: { ...d.form },
      items: d.items,
      text: d.text,
      checks: {
        general_denial: presentCheck(checks.general_denial),
        form: presentCheck(checks.form),
        no_official_form: presentCheck(TEXAS_ANSWER_CHECKS.no_official_form),
        sworn_denial: justice ? null : presentCheck(TEXAS_TRIAL_COURT_ANSWER_CHECKS.sworn_denial),
      },
    },
    filing: {
      steps: [...filing.steps],
      steps_check: presentCheck(filing.stepsCheck),
      fees: filing.fees.map((f) => ({ case: f.case, amount: f.cents / 100, citation: f.citation })),
      fees_check: presentCheck(filing.feesCheck),
      fees_vary_by_county: justice ? false : TEXAS_TRIAL_COURT_FILING.feesVaryByCounty,
      fee_schedules: justice ? [] : TEXAS_TRIAL_COURT_FILING.feeSchedules.map((f) => ({ ...f })),
      cost_waiver_check: justice ? null : presentCheck(TEXAS_TRIAL_COURT_FILING.costWaiverCheck),
      fees_as_of: filing.feesAsOf,
      self_help: filing.selfHelp,
    },
  };
};

export const presentLawsuit = (row: typeof lawsuits.$inferSelect): Lawsuit => ({
  id: row.id,
  dispute_id: row.disputeId,
  state: row.state as Lawsuit['state'],
  court_level: row.courtLevel as Lawsuit['court_level'],
  served_on: row.servedOn,
  answer_due: row.answerDue,
  answered_on: row.answeredOn,
  court: row.court,
  case_number: row.caseNumber,
  plaintiff: row.plaintiff,
  citation: row.citation,
  created_at: row.createdAt.toISOString(),
});

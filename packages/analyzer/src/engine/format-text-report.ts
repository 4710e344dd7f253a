import type { Span } from '../types';
import type { AnalysisResult } from './analyze';
import { formatLongDate } from '@debtshield/clocks';
import { lineOf } from './locate-evidence';
import { createRedactor } from './redact-text';

/**
 * The analysis as text for a terminal (the CLI without --json): every finding with the quoted line
 * and a caret under the words, then the statute of limitations, score, strategy, deadlines and
 * questions. Account numbers are masked (same length, so the caret still lines up).
 */

const WIDTH = 100;

const money = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The quoted line with a caret line under the span, cut to a window around it when long. */
export const caretLines = (text: string, span: Span, redact: (s: string) => string = (s) => s): string[] => {
  const { line, from, to } = lineOf(text, span);
  const clean = redact(line).replace(/\t/g, ' ');
  let start = 0;
  if (clean.length > WIDTH) start = Math.max(0, Math.min(from - 20, clean.length - WIDTH));
  const shown = clean.slice(start, start + WIDTH);
  const prefix = start > 0 ? '…' : '';
  const suffix = start + WIDTH < clean.length ? '…' : '';
  const caretFrom = from - start + prefix.length;
  const caretLen = Math.max(1, Math.min(to, start + WIDTH) - from);
  return [`${prefix}${shown}${suffix}`, `${' '.repeat(caretFrom)}${'^'.repeat(caretLen)}`];
};

const indent = (lines: string[], by = '     '): string[] => lines.map((l) => (l ? `${by}${l}` : l));

export const formatTextReport = (result: AnalysisResult, title = 'DebtShield letter analysis'): string => {
  const { documentText: text, redact } = createRedactor(result.context.text, result.facts);
  const out: string[] = [];
  const ex = result.extraction;

  out.push(`${title} (as of ${formatLongDate(result.today)})`);
  out.push(`Read as ${ex.method}, ${ex.pages} page${ex.pages === 1 ? '' : 's'}, confidence ${Math.round(ex.confidence * 100)}%.`);
  for (const w of ex.warnings) out.push(`  ! ${w}`);
  if (ex.lowConfidence) out.push('  ! Parts of the letter were hard to read: check the quoted words against your copy.');
  out.push('');

  const violations = result.findings.filter((f) => f.level === 'violation').length;
  out.push(`FINDINGS (${result.findings.length}${violations !== result.findings.length ? `, ${violations} as violations` : ''})`);
  if (result.findings.length === 0) out.push('  No likely violation found in the text of this letter.');
  result.findings.forEach((f, i) => {
    out.push(`  ${i + 1}. ${f.headline}`);
    out.push(`     [${f.kind} · ${f.confidence} confidence · severity ${f.severity}/10 · ${f.id}]`);
    out.push(...indent(redact(f.message).split('\n')));
    for (const e of f.evidence) {
      out.push(`     page ${e.page}, line ${e.line}:`);
      out.push(...indent(caretLines(text, e), '       '));
    }
    for (const a of f.assumptions) out.push(`     Assumed: ${redact(a)}`);
    out.push('');
  });
  if (result.findings.length === 0) out.push('');

  const sol = result.sol;
  out.push('STATUTE OF LIMITATIONS');
  const statusText = { within: 'within the period', likely_expired: 'likely expired', unknown: 'unknown' }[sol.status];
  out.push(
    `  ${statusText}${sol.state ? ` (${sol.state}${sol.years ? `, ${sol.years} years` : ''})` : ''}${sol.runsOutOn ? `: runs out on ${formatLongDate(sol.runsOutOn)}` : ''}`,
  );
  out.push(`  ${sol.basis}`);
  if (sol.question) out.push(`  To settle it: ${sol.question.text}`);
  for (const n of sol.notes) out.push(`  - ${n}`);
  out.push('');

  const s = result.strategy;
  out.push('SCORE AND STRATEGY');
  out.push(`  Severity ${result.score.severity}/100 · urgency ${result.urgency.level}`);
  for (const m of result.urgency.messages) out.push(`  ! ${m.message}`);
  out.push(`  Recommended: ${s.recommendedStrategy} (success estimate ${s.successProbability}%)`);
  out.push(`  ${s.explanation}`);
  out.push(`  The ${s.successProbability}% is ${s.successProbabilityBasis.charAt(0).toLowerCase()}${s.successProbabilityBasis.slice(1)}`);
  if (result.score.totalValue > 0) out.push(`  Possible statutory damages: up to ${money(result.score.totalValue)}. ${result.score.valueNote}`);
  if (s.settlementOptions.length) {
    out.push(
      `  Settlement options on ${money(s.debtAmount ?? 0)}: ${s.settlementOptions.map((o) => `${o.percentage}% = ${money(o.amount)} (saves ${money(o.savings)})`).join('; ')}`,
    );
    if (s.settlementNote) out.push(`  ! ${s.settlementNote}`);
  }
  out.push('');

  if (result.deadlines.length) {
    out.push('DEADLINES');
    for (const d of result.deadlines) {
      const when = d.daysLeft < 0 ? `${-d.daysLeft} days ago` : d.daysLeft === 0 ? 'today' : `in ${d.daysLeft} days`;
      out.push(`  ${d.date} (${when}): ${d.label} [${redact(d.source)}]`);
    }
    out.push('');
  }

  if (result.questions.length) {
    out.push('QUESTIONS (answer them in an --answers file and run again)');
    for (const q of result.questions) out.push(`  - ${q.id} (${q.type}): ${q.text} [asked by ${q.askedBy.join(', ')}]`);
    out.push('');
  }

  const notes = [...result.gateNotes, ...result.assumptions.map((a) => a.text)];
  if (notes.length) {
    out.push('ASSUMPTIONS');
    for (const n of notes) out.push(`  - ${redact(n)}`);
    out.push('');
  }

  if (result.errors.length) {
    out.push('INTERNAL ERRORS (these checks were skipped)');
    for (const e of result.errors) out.push(`  - ${e.ruleId}: ${e.message}`);
    out.push('');
  }

  out.push(result.disclaimer);
  return `${out.join('\n')}\n`;
};

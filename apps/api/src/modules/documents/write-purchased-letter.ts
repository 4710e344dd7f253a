import { analyses, userDocuments, users, type Database } from '@debtshield/db';
import { generateCeaseLetter, generateDisputeLetter, generateTimeBarredLetter, generateValidationRequest, type Letter } from '@debtshield/letters';
import { desc, eq } from 'drizzle-orm';
import { historySummary } from '../analysis/history-summary';
import type { AnalysisSummary } from '../letters/letter-inputs';

const TITLES: Record<string, string> = {
  validation: 'Debt validation request',
  cease: 'Cease and desist',
  dispute: 'Dispute letter',
  statute: 'Statute of limitations letter',
};

/**
 * A $7 letter, once paid: written from the user's details and the history part of their latest
 * analysis (collector, address, amounts, dates, last 4 digits; never the uploaded letter's words), and
 * kept in their documents. Without an analysis it is the letter with marked blanks.
 */
export const writePurchasedLetter = async (db: Database, input: { userId: string; orderId: string; template: string; now: Date }): Promise<void> => {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId)).limit(1);
  const [latest] = await db
    .select({ id: analyses.id, summary: analyses.summary })
    .from(analyses)
    .where(eq(analyses.userId, input.userId))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  // A kept document outlives the letter's hour: it is written from the history part only (no quotes,
  // no name or address read from the letter), whenever it is bought.
  const summary = latest ? historySummary(latest.summary as AnalysisSummary) : null;
  const base = {
    date: input.now.toISOString().slice(0, 10),
    ...(user?.name ? { consumer: { name: user.name } } : {}),
    ...(summary ? { facts: summary.facts, findings: summary.findings, state: summary.state, sol: summary.sol } : {}),
  };
  const letter: Letter =
    input.template === 'cease'
      ? generateCeaseLetter(base)
      : input.template === 'dispute'
        ? generateDisputeLetter(base)
        : input.template === 'statute'
          ? generateTimeBarredLetter(base)
          : generateValidationRequest(base);
  await db.insert(userDocuments).values({
    userId: input.userId,
    kind: letter.kind,
    title: TITLES[input.template] ?? TITLES.validation!,
    content: JSON.stringify({ subject: letter.subject, body: letter.body, paragraphs: letter.paragraphs, notes: letter.notes }),
    analysisId: latest?.id ?? null,
    orderId: input.orderId,
    createdAt: input.now,
  });
};

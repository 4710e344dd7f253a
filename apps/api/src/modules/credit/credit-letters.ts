import type { Lang } from '@debtshield/analyzer';
import { type GenerateCreditDisputesRequestSchema, type CreditBureau, type CreditLetter } from '@debtshield/contracts';
import { generateBureauDisputes } from '@debtshield/letters';
import type { z } from 'zod';
import { letterNoteText } from '../letters/letter-notes-texts';

type Request = z.output<typeof GenerateCreditDisputesRequestSchema>;

const present = (value: string | undefined): string | undefined => (value && value.trim() ? value.trim() : undefined);

/** The .txt name of a bureau's letter: by bureau and date (spec 001 §2.7). */
export const creditLetterFileName = (bureau: CreditBureau, date: string): string => `${bureau}-dispute-${date}.txt`;

/**
 * One bureau dispute per bureau (packages/letters: 15 U.S.C. 1681i; fraud items ask for the
 * 1681c-2 block). The SSN is printed as XXX-XX-last4 and account numbers as their last 4 by the
 * letters package; nothing here is stored or logged.
 */
export const creditDisputeLetters = (body: Request, date: string, lang: Lang = 'en'): Partial<Record<CreditBureau, CreditLetter>> => {
  const info = body.user_info;
  const c = info.customization;
  const letters = generateBureauDisputes({
    date,
    bureaus: body.bureaus,
    consumer: { name: info.name, addressLines: [info.address, info.city_state_zip], ...(present(info.ssn_last4) ? { ssnLast4: info.ssn_last4 } : {}) },
    items: body.disputes.map((d) => ({
      id: d.id,
      category: d.category,
      text: d.text,
      ...(present(d.creditor) ? { creditor: d.creditor } : {}),
      ...(present(d.account_number) ? { accountNumber: d.account_number } : {}),
    })),
    customization: {
      ...(present(c?.specificErrors) ? { specificErrors: c?.specificErrors } : {}),
      ...(c?.hardshipReason ? { hardshipReason: c.hardshipReason } : {}),
      ...(present(c?.specificHarm) ? { specificHarm: c?.specificHarm } : {}),
      ...(present(c?.debtDate) ? { debtDate: c?.debtDate } : {}),
    },
    ...(body.after_free_annual_report ? { afterFreeAnnualReport: true } : {}),
  });
  return Object.fromEntries(
    Object.entries(letters).map(([bureau, letter]) => [
      bureau,
      {
        bureau: bureau as CreditBureau,
        content: letter.body,
        bureau_address: letter.bureauAddress,
        file_name: creditLetterFileName(bureau as CreditBureau, date),
        // The letter goes to the bureau in English; its notes are for the person, in their language.
        notes: letter.notes.map((n) => letterNoteText(n, lang)),
        follow_up_date: letter.followUpDate ?? null,
      },
    ]),
  );
};

const asArray = (value: unknown): unknown[] | undefined =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? undefined : [value];

/**
 * Reads POST /api/credit-repair/disputes/generate's names into the generator's request: `disputes`
 * or `selected_errors`; `bureaus`, or one `bureau` / `uploaded_bureau`. Unknown bureau names are left
 * for the schema to refuse.
 */
export const fromCreditRepairRequest = (body: Record<string, unknown>): unknown => ({
  disputes: body.disputes ?? body.selected_errors ?? [],
  bureaus: asArray(body.bureaus) ?? asArray(body.bureau) ?? asArray(body.uploaded_bureau) ?? [],
  user_info: body.user_info,
  legal_notice_accepted: body.legal_notice_accepted,
  ...(body.after_free_annual_report !== undefined ? { after_free_annual_report: body.after_free_annual_report } : {}),
});

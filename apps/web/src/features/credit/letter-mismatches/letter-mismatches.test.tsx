import type { LetterReportMismatch } from '@debtshield/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { LetterMismatches } from './letter-mismatches';

afterEach(async () => {
  await changeLanguage('en');
});

const amount: LetterReportMismatch = {
  field: 'amount',
  bureau: 'transunion',
  account: 'GRANITE PORTFOLIO SERVICES (…6777)',
  letter: 'a-1',
  letterValue: '$3,836',
  letterWords: 'Amount due: $3,836',
  reportValue: '$3,336',
  evidence: { page: 2, text: 'Balance: $3,336' },
  section: 'FDCPA 807(2)(A) (15 U.S.C. 1692e(2)(A))',
};
const dofd: LetterReportMismatch = {
  ...amount,
  field: 'first_delinquency',
  letterValue: '2024-08-15',
  letterWords: 'delinquent since August 15, 2024',
  reportValue: '2023-08-15',
  inferred: 'Not printed by this bureau: inferred from the removal date',
};

describe('LetterMismatches: the letter side of a letter/report disagreement (issue 16)', () => {
  it("shows each disagreement with the letter's words, the report's printed value and page, and the law", () => {
    render(<LetterMismatches mismatches={[amount, dofd]} context="letter" />);
    const region = screen.getByRole('region', { name: 'This letter and your credit report disagree (2 differences)' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Amount owed: the letter and your TransUnion report (GRANITE PORTFOLIO SERVICES (…6777)) do not match.');
    expect(items[0]).toHaveTextContent('The letter says: $3,836');
    expect(items[0]).not.toHaveTextContent('In its words');
    // A date as printed says more than its value: quoted.
    expect(items[1]).toHaveTextContent('In its words: delinquent since August 15, 2024');
    expect(items[0]).toHaveTextContent('Your TransUnion report says: $3,336');
    expect(items[0]).toHaveTextContent('Balance: $3,336');
    expect(items[0]).toHaveTextContent(/page 2/i);
    expect(items[0]).toHaveTextContent('1692e(2)(A)');
    // A date the report does not print is said to be worked out, in the reader's language.
    expect(items[1]).toHaveTextContent('The report does not print this date');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('with a report, it is a sub-section (h3), and it says nothing when there is no disagreement', () => {
    const { container, rerender } = render(<LetterMismatches mismatches={[]} context="report" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LetterMismatches mismatches={[amount]} context="report" />);
    expect(screen.getByRole('heading', { level: 3, name: 'A collection letter you analysed disagrees with this report' })).toBeInTheDocument();
  });

  it('speaks Spanish; the quoted words stay as printed, and are not repeated when they are only the value', async () => {
    await changeLanguage('es');
    render(<LetterMismatches mismatches={[amount]} context="letter" />);
    expect(screen.getByRole('heading', { name: 'Esta carta y su informe de crédito no coinciden' })).toBeInTheDocument();
    expect(screen.getByText(/Monto adeudado: la carta y su informe de TransUnion/)).toBeInTheDocument();
    expect(screen.getByText(/\$3,836/)).toBeInTheDocument();
    expect(screen.queryByText('Con sus palabras:')).toBeNull();
  });
});

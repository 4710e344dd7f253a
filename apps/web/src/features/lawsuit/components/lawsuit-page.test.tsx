import type { CourtPaper } from '@debtshield/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { changeLanguage } from '../../../i18n';
import { json, mockApi } from '../../../testing/mock-api';
import { CourtPaperNotice } from './court-paper-notice';
import { LawsuitPage } from './lawsuit-page';

const rule = {
  level: 'limited',
  courts: 'Justice Court (debt claim case, up to $20,000)',
  clock: { type: 'days_after_service', days: 14, by_mail: null, out_of_state: null, not_in_hand: null },
  what: 'written_answer',
  citation: 'Tex. R. Civ. P. 502.5(a), 501.1(c)',
  source: 'https://texaslawhelp.org/',
  check: {
    status: 'verified',
    kind: 'rule_text',
    quote: 'Your answer is due by the end of the 14th day after the day you were served with these papers.',
    source: 'casetext.com',
    source_title: 'Tex. R. Civ. P. 501.1(c) as stored at casetext.com',
    retrieved: '2026-11-23',
    comment: null,
  },
  note: null,
};
const plan = {
  success: true,
  today: '2026-11-23',
  deadline: {
    state: 'TX',
    state_name: 'Texas',
    level: 'limited',
    rule,
    due_date: '2026-12-04',
    due_by: null,
    length: 14,
    served_on: '2026-11-20',
    status: 'open',
    days_remaining: 11,
    why: [],
  },
  rules: { general: { ...rule, level: 'general', clock: { type: 'monday_after_days', days: 20 } }, limited: rule },
  defenses: [
    {
      id: 'standing_debt_buyer',
      strength: 'points_to_it',
      facts: [{ kind: 'plaintiff_not_original_creditor', plaintiff: 'LVNV Funding LLC', original_creditor: null }],
      proof: ['chain_of_assignment'],
      citation: '',
      answer_text: 'Plaintiff lacks standing.',
    },
  ],
  known_from: { dispute_id: null, analyses: 0 },
  help: {
    national: [{ id: 'naca', name: 'NACA', url: 'https://www.consumeradvocates.org/find-an-attorney/' }],
    state: { state: 'TX', bar: 'State Bar of Texas', legal_help: null },
    as_of: '2026-11-23',
    checked_online: false,
  },
  exemptions: {
    federal: [{ id: 'federal_benefits_in_bank', citation: '31 CFR Part 212 (212.5, 212.6)' }],
    state: {
      state: 'TX',
      wage: { id: 'tx_current_wages_exempt', citation: 'Tex. Const. art. XVI, 28', values: {}, check: { status: 'unverified', searched: null } },
      bank: null,
      homestead: {
        id: 'homestead_at_least',
        citation: 'Ohio Rev. Code 2329.66(A)(1)',
        values: { amount: 145425 },
        check: {
          status: 'verified',
          kind: 'secondary',
          quote: 'The figure set in the 2022 inflation adjustment was $145,425 per debtor',
          source: 'https://observed.org/property-exempt-from-creditors-in-ohio/',
          source_title: 'observed.org, "Property exempt from creditors in Ohio"',
          retrieved: '2026-11-23',
          comment: null,
        },
      },
    },
  },
  answer_forms: ['CA'],
};

const courtPaper = {
  is_court_paper: true,
  kinds: ['summons', 'complaint'],
  found: ['caption', 'case_number', 'parties', 'title', 'sued_notice', 'plaintiff_attorney', 'clerk'],
  missing: [],
  claims_court_without_parts: false,
  court: 'JUSTICE COURT, PRECINCT 1, PLACE 2, HARRIS COUNTY, TEXAS',
  case_number: '241200354487',
  plaintiff: 'LVNV FUNDING LLC',
  defendant: 'ROBERT T. HALE',
  plaintiff_attorney: null,
  stated_days_to_answer: 14,
  caption_state: 'TX',
  court_level: 'limited',
} satisfies CourtPaper;

const renderPage = (state?: unknown) => {
  const router = createMemoryRouter(
    [
      { path: '/lawsuit', element: <LawsuitPage /> },
      { path: '/results', element: <CourtPaperNotice courtPaper={courtPaper} state="TX" analysisId="a1" /> },
    ],
    { initialEntries: [state ? { pathname: '/lawsuit', state } : '/lawsuit'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the lawsuit page', () => {
  it('prefills from the court paper and shows the deadline first, with its rule and "verify with the clerk"', async () => {
    const api = mockApi({ 'POST /api/lawsuits/plan': () => json(plan) });
    renderPage({ courtPaper, state: 'TX', analysisId: '7d1f9a52-3c4b-4e5f-8a9b-0c1d2e3f4a5b' });
    expect(screen.getByText("This is a summons and a complaint (the plaintiff's claim). It was not checked as a collection letter.")).toBeInTheDocument();
    expect(screen.getByLabelText('State where you were sued')).toHaveValue('TX');
    expect(screen.getByLabelText('Plaintiff (who is suing you)')).toHaveValue('LVNV FUNDING LLC');
    await userEvent.type(screen.getByLabelText(/Day the papers reached you/), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show my deadline' }));
    const deadline = await screen.findByRole('region', { name: 'Answer by' });
    expect(within(deadline).getByTestId('answer-due')).toHaveTextContent('2026');
    expect(deadline).toHaveTextContent('11 days left');
    expect(deadline).toHaveTextContent('Tex. R. Civ. P. 502.5(a)');
    expect(deadline).toHaveTextContent('Verify this date with the court clerk');
    // How the rule was checked: the words, the kind of source and where they were read.
    expect(deadline).toHaveTextContent("the rule's own text:");
    expect(deadline).toHaveTextContent('Your answer is due by the end of the 14th day');
    expect(deadline).toHaveTextContent('Tex. R. Civ. P. 501.1(c) as stored at casetext.com (casetext.com)');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Answer by')).toBeLessThan(headings.indexOf('Your deadline'));
    expect(api.callsTo('POST', '/api/lawsuits/plan')[0]?.body).toMatchObject({
      state: 'TX',
      court_level: 'limited',
      served_on: '2026-11-20',
      stated_days: 14,
      plaintiff: 'LVNV FUNDING LLC',
    });
    expect(screen.getByRole('region', { name: 'Answer the lawsuit' })).toHaveTextContent('For Texas');
    expect(screen.getByRole('region', { name: 'If a judgment is entered' })).toHaveTextContent('31 CFR Part 212');
    const judgment = screen.getByRole('region', { name: 'If a judgment is entered' });
    // Each state exemption says how it was checked; amounts are formatted for the reader.
    expect(judgment).toHaveTextContent('Current wages cannot be garnished for an ordinary consumer debt.');
    expect(judgment).toHaveTextContent('Not verified yet against a stored source. Ask legal aid to confirm it.');
    expect(judgment).toHaveTextContent('At least $145,425 of your equity in the home you live in is protected');
    expect(judgment).toHaveTextContent('The figure set in the 2022 inflation adjustment was $145,425 per debtor');
    expect(screen.getByRole('region', { name: 'Get a lawyer or free legal help' })).toHaveTextContent('does not file papers, appear in court or advise you');
  });

  it('reads in Spanish', async () => {
    mockApi({ 'POST /api/lawsuits/plan': () => json(plan) });
    await changeLanguage('es');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuando el cobrador lo demanda' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Día en que le llegaron los documentos/), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Ver mi plazo' }));
    expect(await screen.findByRole('region', { name: 'Responda a más tardar el' })).toHaveTextContent('Quedan 11 días');
  });

  it('says plainly when a rule is not verified, and what was searched, in Spanish too', async () => {
    const searched = 'Mass. R. Civ. P. 12(a): pages corpus for the rule text; nothing relevant found (searched 2026-11-23)';
    const unverified = { ...plan, deadline: { ...plan.deadline, rule: { ...rule, check: { status: 'unverified', searched } } } };
    mockApi({ 'POST /api/lawsuits/plan': () => json(unverified) });
    await changeLanguage('es');
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Día en que le llegaron los documentos/), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Ver mi plazo' }));
    const deadline = await screen.findByRole('region', { name: 'Responda a más tardar el' });
    expect(deadline).toHaveTextContent('Sin verificar: no encontramos las palabras de esta regla');
    expect(deadline).toHaveTextContent(`Lo que buscamos: ${searched}`);
    expect(deadline).toHaveTextContent('Verifique esta fecha con la secretaría del tribunal');
  });

  it('names a court paper on the results page and links to the deadline', async () => {
    const router = createMemoryRouter(
      [
        { path: '/results', element: <CourtPaperNotice courtPaper={courtPaper} state="TX" analysisId="a1" /> },
        { path: '/lawsuit', element: <p>lawsuit</p> },
      ],
      {
        initialEntries: ['/results'],
      },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const notice = screen.getByRole('region', { name: 'What you uploaded is a court paper' });
    expect(notice).toHaveTextContent('The deadline to answer matters more than anything else');
    await userEvent.click(within(notice).getByRole('link', { name: 'See your answer deadline' }));
    expect(router.state.location.pathname).toBe('/lawsuit');
    expect(router.state.location.state).toMatchObject({ courtPaper: { plaintiff: 'LVNV FUNDING LLC' }, state: 'TX' });
  });

  it('says a paper may be fake legal process when it claims a court without a court’s parts', () => {
    render(
      <AppProviders>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/',
                element: (
                  <CourtPaperNotice courtPaper={{ ...courtPaper, is_court_paper: false, claims_court_without_parts: true }} state="TX" analysisId="a1" />
                ),
              },
            ],
            { initialEntries: ['/'] },
          )}
        />
      </AppProviders>,
    );
    expect(screen.getByRole('region', { name: 'This may be fake legal process' })).toHaveTextContent('1692e(9), (13)');
  });
});

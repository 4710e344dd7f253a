import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { changeLanguage } from '../../../i18n';
import { json, mockApi } from '../../../testing/mock-api';
import { CourtPaperNotice } from './court-paper-notice';
import { LawsuitPage } from './lawsuit-page';
import { courtPaperFixture } from '../../../testing/court-paper-fixture';

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
  counts_from: 'service',
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
    counted_from: 'service',
    start_date: '2026-11-20',
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
  answer_forms: ['CA', 'TX'],
};

/** A rule check as the API sends it: verified, with the words it rests on. */
const check = (quote: string, source: string, kind = 'secondary') => ({
  status: 'verified',
  kind,
  quote,
  source,
  source_title: 'A stored page',
  retrieved: '2026-11-23',
  comment: null,
});

/** Opens the page from the Texas court paper, asks for the deadline, and returns the answer card. */
const openTexasAnswer = async () => {
  renderPage({ courtPaper, state: 'TX', analysisId: '7d1f9a52-3c4b-4e5f-8a9b-0c1d2e3f4a5b' });
  await userEvent.type(screen.getByLabelText(/Day the papers reached you/), '2026-11-20');
  await userEvent.click(screen.getByRole('button', { name: 'Show my deadline' }));
  return screen.findByRole('region', { name: 'Answer the lawsuit' });
};

const courtPaper = courtPaperFixture;

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
    expect(screen.getByRole('region', { name: 'Answer the lawsuit' })).toHaveTextContent('For a Texas justice court, a written answer can be a simple denial');
    expect(screen.getByRole('region', { name: 'If a judgment is entered' })).toHaveTextContent('31 CFR Part 212');
    const judgment = screen.getByRole('region', { name: 'If a judgment is entered' });
    // Each state exemption says how it was checked; amounts are formatted for the reader.
    expect(judgment).toHaveTextContent('Current wages cannot be garnished for an ordinary consumer debt.');
    expect(judgment).toHaveTextContent('Not verified yet against a stored source. Ask legal aid to confirm it.');
    expect(judgment).toHaveTextContent('At least $145,425 of your equity in the home you live in is protected');
    expect(judgment).toHaveTextContent('The figure set in the 2022 inflation adjustment was $145,425 per debtor');
    expect(screen.getByRole('region', { name: 'Get a lawyer or free legal help' })).toHaveTextContent('does not file papers, appear in court or advise you');
  });

  it('drafts a Texas justice-court answer from what the person entered, and shows the steps and the fee with the words they rest on', async () => {
    const api = mockApi({
      'POST /api/lawsuits/plan': () => json(plan),
      'POST /api/lawsuits/answer/texas': () =>
        json({
          success: true,
          draft: {
            court_kind: 'justice',
            form: {
              id: 'CV-ANS-103',
              title: 'Debt Collection Answer for Justice Court',
              publisher: 'TexasLawHelp.org and Texas Appleseed',
              url: 'https://texaslawhelp.org/for-debt-collection-defendants-in-harris-county-pct1-pl2',
              citation: 'Tex. R. Civ. P. 502.5, 508',
            },
            items: [
              { item: 'Court', label: 'Court', value: 'In the Justice Court, Precinct 1, Place 2, Harris County, Texas' },
              {
                item: 'General denial',
                label: 'General denial',
                value: "Defendant Robert T. Hale denies all of the plaintiff's claims and asks that the plaintiff be required to prove them.",
              },
            ],
            text: 'DRAFT',
            checks: {
              general_denial: check(
                "The answer can be a simple denial of all the plaintiff's allegations.",
                'https://www.law.uh.edu/peopleslawyer/legal-topics/smallclaims/sued.html',
              ),
              form: check('the official form for this is the CV-ANS-103', 'https://legalclarity.org/x/'),
              no_official_form: check('Texas publishes no official statewide answer form', 'https://answeredlaw.com/x'),
              sworn_denial: null,
            },
          },
          filing: {
            steps: ['out_of_state_first', 'sign', 'file_with_justice_court', 'send_copy_to_plaintiff', 'certificate_of_service', 'keep_copy'],
            steps_check: check('File the Answer with the court where you are being sued.', 'https://texaslawhelp.org/x'),
            fees: [{ case: 'answer_justice_court', amount: 0, citation: 'Tex. R. Civ. P. 502.2(b): the plaintiff pays the filing fee' }],
            fees_check: check('Fee: filing an answer costs nothing in Texas.', 'https://answeredlaw.com/debt-lawsuit-answer-form/texas'),
            fees_vary_by_county: false,
            fee_schedules: [],
            cost_waiver_check: null,
            fees_as_of: '2026-07-02',
            self_help: 'https://texaslawhelp.org/x',
          },
        }),
    });
    const answer = await openTexasAnswer();
    await userEvent.type(within(answer).getByLabelText('Your full name, as on the citation'), 'Robert T. Hale');
    await userEvent.type(within(answer).getByLabelText('Your mailing address'), '77 Bay St, Houston, TX 77002');
    await userEvent.type(within(answer).getByLabelText('County of the court'), 'Harris');
    await userEvent.type(within(answer).getByLabelText('Justice of the peace precinct (on the citation)'), '1');
    await userEvent.type(within(answer).getByLabelText('Place (optional, on the citation)'), '2');
    await userEvent.selectOptions(within(answer).getByLabelText('How you will send the copy to the plaintiff'), 'mail');
    // The plaintiff and the cause number come from the court paper; the debt-buyer defense is ticked from the plan.
    expect(within(answer).getByLabelText('Plaintiff (who is suing you)')).toHaveValue('LVNV FUNDING LLC');
    expect(within(answer).getByLabelText('Cause (case) number')).toHaveValue('241200354487');
    await userEvent.click(within(answer).getByRole('button', { name: 'Fill my answer' }));
    const items = await within(answer).findByTestId('answer-items');
    expect(items).toHaveTextContent('In the Justice Court, Precinct 1, Place 2, Harris County, Texas');
    expect(api.callsTo('POST', '/api/lawsuits/answer/texas')[0]?.body).toEqual({
      defendant_name: 'Robert T. Hale',
      defendant_address: '77 Bay St, Houston, TX 77002',
      defendant_phone: null,
      county: 'Harris',
      court_kind: 'justice',
      precinct: '1',
      place: '2',
      plaintiff: 'LVNV FUNDING LLC',
      plaintiff_service_address: null,
      case_number: '241200354487',
      service_method: 'mail',
      defenses: [{ id: 'standing_debt_buyer', answer_text: 'Plaintiff lacks standing.' }],
      date: '2026-11-23',
    });
    // It says it is not the form's own text, why a general denial is enough, the steps and a $0 fee with its source.
    expect(answer).toHaveTextContent("not the text of TexasLawHelp.org and Texas Appleseed's form CV-ANS-103");
    expect(answer).toHaveTextContent("The answer can be a simple denial of all the plaintiff's allegations.");
    expect(answer).toHaveTextContent('If you do not live in Texas, talk with a lawyer before you file anything');
    expect(answer).toHaveTextContent('Answer in a justice court: $0.00');
    expect(answer).toHaveTextContent('Fee: filing an answer costs nothing in Texas.');
    expect(within(answer).getByRole('link', { name: "TexasLawHelp's answer guide and form CV-ANS-103" })).toHaveAttribute(
      'href',
      'https://texaslawhelp.org/for-debt-collection-defendants-in-harris-county-pct1-pl2',
    );

    // The same in Spanish (the answer's own words stay English, as filed).
    await changeLanguage('es');
    expect(answer).toHaveTextContent('no el texto del formulario CV-ANS-103');
    expect(answer).toHaveTextContent('Respuesta en un juzgado de paz');
    expect(items).toHaveTextContent('In the Justice Court, Precinct 1, Place 2, Harris County, Texas');
  });

  it('drafts a Texas district-court answer: the court is chosen, a Rule 92 denial, the sworn-account warning, and fees linked by county, never a figure', async () => {
    const general = { ...rule, level: 'general', courts: 'District Court or County Court', clock: { type: 'monday_after_days', days: 20 } };
    const generalPlan = { ...plan, deadline: { ...plan.deadline, level: 'general', rule: general, due_date: '2026-12-14', due_by: '10:00', length: 20 } };
    const api = mockApi({
      'POST /api/lawsuits/plan': () => json(generalPlan),
      'POST /api/lawsuits/answer/texas': () =>
        json({
          success: true,
          draft: {
            court_kind: 'district',
            form: {
              id: 'CV-ANS-102',
              title: 'Civil Answer',
              publisher: 'TexasLawHelp.org',
              url: 'https://texaslawhelp.org/guide/i-want-to-file-an-answer-in-a-non-family-law-case',
              citation: 'Tex. R. Civ. P. 92, 99(b)',
            },
            items: [{ item: 'Court', label: 'Court', value: 'In the District Court of Harris County, Texas, 133rd Judicial District' }],
            text: 'DRAFT',
            checks: {
              general_denial: check('A general denial of matters pleaded by the adverse party', 'http://stcl.edu/lib/x', 'rule_text'),
              form: check('For district or county court, use the general Civil Answer form.', 'https://answeredlaw.com/x'),
              no_official_form: check('Texas publishes no official statewide answer form', 'https://answeredlaw.com/x'),
              sworn_denial: check('a general denial is insufficient; a defendant must provide a verified denial', 'http://www.houston-opinions.com/x'),
            },
          },
          filing: {
            steps: ['out_of_state_first', 'sign', 'file_with_clerk_who_issued_citation', 'by_ten_on_answer_day', 'sworn_account_check'],
            steps_check: check('All pleadings to be filed in the District Courts can be filed at the Civil Window', 'http://www.co.bell.tx.us/x', 'court_page'),
            fees: [],
            fees_check: check('Civil Cases (Non-Family) | $350 | $350', 'http://www.brazoscountytx.gov/208/Court-Fees', 'court_page'),
            fees_vary_by_county: true,
            fee_schedules: [{ name: 'Brazos County District Clerk, Court Fees', url: 'http://www.brazoscountytx.gov/208/Court-Fees' }],
            cost_waiver_check: check('must file the Statement of Inability to Afford Payment of Court Costs', 'http://www.stcl.edu/lib/y', 'rule_text'),
            fees_as_of: '2026-11-23',
            self_help: 'https://texaslawhelp.org/x',
          },
        }),
    });
    const answer = await openTexasAnswer();
    expect(answer).toHaveTextContent('In a Texas county or district court, a written answer can be a general denial');
    // No justice-court fields at this level; the court is chosen, a district court by default.
    expect(within(answer).queryByLabelText('Justice of the peace precinct (on the citation)')).toBeNull();
    expect(within(answer).getByLabelText('Court on your citation')).toHaveValue('district');
    await userEvent.type(within(answer).getByLabelText('Your full name, as on the citation'), 'Robert T. Hale');
    await userEvent.type(within(answer).getByLabelText('Your mailing address'), '77 Bay St, Houston, TX 77002');
    await userEvent.type(within(answer).getByLabelText('County of the court'), 'Harris');
    await userEvent.type(within(answer).getByLabelText('District court number (on the citation, for example 101st)'), '133');
    await userEvent.click(within(answer).getByRole('button', { name: 'Fill my answer' }));
    await within(answer).findByTestId('answer-items');
    expect(api.callsTo('POST', '/api/lawsuits/answer/texas')[0]?.body).toMatchObject({ court_kind: 'district', court_number: '133', county: 'Harris' });
    expect(api.callsTo('POST', '/api/lawsuits/answer/texas')[0]?.body).not.toHaveProperty('precinct');
    expect(answer).toHaveTextContent('When a general denial is not enough: some denials must be sworn');
    expect(answer).toHaveTextContent('File it with the clerk who issued your citation');
    expect(answer).toHaveTextContent('It must be filed by 10:00 a.m. on your answer day');
    // Fees: no amount, the schedule read linked, Rule 145's statement for those who cannot pay.
    expect(answer).toHaveTextContent('Each county sets and publishes its own court fees');
    expect(answer).not.toHaveTextContent('$0.00');
    expect(within(answer).getByRole('link', { name: 'Brazos County District Clerk, Court Fees' })).toHaveAttribute(
      'href',
      'http://www.brazoscountytx.gov/208/Court-Fees',
    );
    expect(answer).toHaveTextContent('Statement of Inability to Afford Payment of Court Costs');

    // A county court at law: its number is optional.
    await userEvent.selectOptions(within(answer).getByLabelText('Court on your citation'), 'county');
    expect(within(answer).getByLabelText('County court at law number (optional, on the citation)')).not.toBeRequired();

    await changeLanguage('es');
    expect(answer).toHaveTextContent('Cada condado fija y publica sus propias tarifas judiciales');
    expect(answer).toHaveTextContent('Cuando una negación general no basta');
  });

  it('asks a Vermont small claims defendant served by mail for the mailing date, in plain words, and counts from it (decision 065)', async () => {
    const vtRule = {
      ...rule,
      courts: 'Superior Court, small claims',
      clock: { type: 'days_after_service', days: 30, by_mail: null, out_of_state: null, not_in_hand: null },
      citation: 'V.R.S.C.P. 3(b)(1), (2), (d)',
      counts_from: 'mailing',
    };
    const vtPlan = {
      ...plan,
      deadline: {
        ...plan.deadline,
        state: 'VT',
        state_name: 'Vermont',
        rule: vtRule,
        due_date: '2026-12-14',
        length: 30,
        served_on: '2026-11-17',
        counted_from: 'mailing',
        start_date: '2026-11-13',
        days_remaining: 21,
      },
      rules: { general: { ...vtRule, level: 'general', counts_from: 'service' }, limited: vtRule },
    };
    const api = mockApi({ 'POST /api/lawsuits/plan': () => json(vtPlan) });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('State where you were sued'), 'VT');
    // Handed over by the sheriff: the days count from service, so no mailing date is asked.
    expect(screen.queryByLabelText(/Day the papers were mailed to you/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('How they reached you'), 'mail');
    const mailed = screen.getByLabelText(/Day the papers were mailed to you/);
    expect(mailed).toBeRequired();
    expect(screen.getByText(/Look for the postmark on the envelope/)).toHaveTextContent('certificate of service');
    await userEvent.type(screen.getByLabelText(/Day the papers reached you/), '2026-11-17');
    await userEvent.type(mailed, '2026-11-13');
    await userEvent.click(screen.getByRole('button', { name: 'Show my deadline' }));
    const deadline = await screen.findByRole('region', { name: 'Answer by' });
    expect(deadline).toHaveTextContent('30 calendar days after Friday, November 13, 2026, the day the papers were mailed to you (not the day they arrived)');
    expect(deadline).toHaveTextContent('V.R.S.C.P. 3(b)(1), (2), (d)');
    expect(deadline).toHaveTextContent('Verify this date with the court clerk');
    expect(api.callsTo('POST', '/api/lawsuits/plan')[0]?.body).toMatchObject({
      state: 'VT',
      court_level: 'limited',
      served_on: '2026-11-17',
      service_method: 'mail',
      mailed_on: '2026-11-13',
    });

    // Spanish: the question and the count.
    await changeLanguage('es');
    expect(screen.getByLabelText(/Día en que le enviaron los documentos por correo/)).toHaveValue('2026-11-13');
    expect(screen.getByRole('region', { name: 'Responda a más tardar el' })).toHaveTextContent('el día en que le enviaron los documentos por correo');
  });

  it('says the mailing date is needed when the plan comes back without it', async () => {
    const needs = {
      ...plan,
      deadline: { ...plan.deadline, due_date: null, length: null, status: 'needs_mailing_date', counted_from: 'mailing', days_remaining: null },
    };
    mockApi({ 'POST /api/lawsuits/plan': () => json(needs) });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Day the papers reached you/), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show my deadline' }));
    const deadline = await screen.findByRole('region', { name: 'Answer by' });
    expect(deadline).toHaveTextContent('This court counts from the day the papers were mailed to you. Enter the postmark date');
    expect(within(deadline).queryByTestId('answer-due')).not.toBeInTheDocument();
  });

  it('asks whether the time limit to sue had passed, and shows the defense that rests on the answer with no date counted, in Spanish too (decision 264)', async () => {
    const answered = {
      ...plan,
      defenses: [
        {
          id: 'statute_of_limitations',
          strength: 'points_to_it',
          facts: [{ kind: 'sol_answered_past', state: 'TX', years: 4, filed_on: '2026-11-20' }],
          proof: ['time_bar_source', 'last_payment_record', 'charge_off_date', 'no_payment_since'],
          citation: '12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), 1692f',
          answer_text: 'The claims are barred by the applicable statute of limitations.',
        },
        ...plan.defenses,
      ],
    };
    const api = mockApi({ 'POST /api/lawsuits/plan': () => json(answered) });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Day the papers reached you/), '2026-11-20');
    await userEvent.click(screen.getByText('What else do you know? (optional)'));
    const question = screen.getByRole('group', { name: /had the time limit to sue you on this debt passed/ });
    expect(within(question).getByRole('radio', { name: 'I am not sure' })).toBeChecked();
    await userEvent.click(within(question).getByRole('radio', { name: 'Yes, it had passed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show my deadline' }));
    const card = await screen.findByRole('region', { name: 'What you may be able to raise' });
    expect(api.callsTo('POST', '/api/lawsuits/plan')[0]?.body).toMatchObject({ past_limitation_period: true, last_payment_date: null });

    const item = within(card).getByRole('heading', { name: 'Too late to sue (statute of limitations)' }).closest('li')!;
    expect(item).toHaveTextContent('What we know points to it');
    expect(item).toHaveTextContent(
      'You told us the time limit to sue on this debt had passed. No date was counted: this rests on what you told us, not on a date.',
    );
    expect(item).toHaveTextContent('The period in Texas is 4 years; the suit was filed or served on Friday, November 20, 2026.');
    expect(item).toHaveTextContent("What told you the time limit had passed: a court order or a lawyer's letter, if you have it in writing");
    expect(item).toHaveTextContent('Bank or card statements showing your last payment');
    expect(item).not.toHaveTextContent(/ran out on/);
    expect(item).toHaveTextContent('Law: 12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), 1692f');
    expect([...item.querySelectorAll('.whitespace-nowrap')].map((e) => e.textContent)).toEqual(['12 CFR 1006.26(b)', '15 U.S.C. 1692e(2)(A)', '1692f']);

    await changeLanguage('es');
    const es = within(screen.getByRole('region', { name: 'Lo que quizá pueda plantear' }))
      .getByRole('heading', { name: 'Demasiado tarde para demandar (prescripción)' })
      .closest('li')!;
    expect(es).toHaveTextContent('Lo que sabemos apunta a esto');
    expect(es).toHaveTextContent(
      'Usted nos dijo que el plazo para demandarlo por esta deuda ya había vencido. No contamos ninguna fecha: esto se basa en lo que usted nos dijo, no en una fecha.',
    );
    expect(es).toHaveTextContent('El plazo en Texas es de 4 años; la demanda se presentó o entregó el viernes, 20 de noviembre de 2026.');
    expect(es).toHaveTextContent('Lo que le indicó que el plazo había vencido: una orden del tribunal o una carta de un abogado, si lo tiene por escrito');
    expect(screen.getByRole('group', { name: /había vencido el plazo para demandarlo por esta deuda/ })).toBeInTheDocument();
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
    const searched = 'Mass. R. Civ. P. 12(a): pages corpus for the rule text; nothing relevant found (searched November 23, 2026)';
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

  it('carries the time bar the person answered on the results page to the form (decision 275)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/results', element: <CourtPaperNotice courtPaper={courtPaper} state="TX" analysisId="a1" pastLimitationPeriod /> },
        { path: '/lawsuit', element: <LawsuitPage /> },
      ],
      { initialEntries: ['/results'] },
    );
    const api = mockApi({ 'POST /api/lawsuits/plan': () => json(plan) });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.click(
      within(screen.getByRole('region', { name: 'What you uploaded is a court paper' })).getByRole('link', { name: 'See your answer deadline' }),
    );
    await userEvent.click(await screen.findByText('What else do you know? (optional)'));
    const question = screen.getByRole('group', { name: /had the time limit to sue you on this debt passed/ });
    expect(within(question).getByRole('radio', { name: 'Yes, it had passed' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/Day the papers reached you/), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show my deadline' }));
    await screen.findByRole('region', { name: 'Answer by' });
    expect(api.callsTo('POST', '/api/lawsuits/plan')[0]?.body).toMatchObject({ past_limitation_period: true, analysis_id: 'a1' });
  });

  it.each([
    [null, 'I am not sure'],
    [false, 'No, it had not passed'],
  ] as const)('starts the time bar from the answer the results handed on (%s: "%s")', async (pastLimitationPeriod, checked) => {
    renderPage({ courtPaper, state: 'TX', analysisId: 'a1', pastLimitationPeriod });
    await userEvent.click(await screen.findByText('What else do you know? (optional)'));
    const question = screen.getByRole('group', { name: /had the time limit to sue you on this debt passed/ });
    expect(within(question).getByRole('radio', { name: checked })).toBeChecked();
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

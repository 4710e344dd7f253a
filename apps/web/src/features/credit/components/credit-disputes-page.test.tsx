import { CATALOGUE, formatUsd } from '@debtshield/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { clearSession, setSession } from '../../../lib/session';
import { apiError, json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const user = (plan_type: string, purchases: string[]) => ({
  id: 'u1',
  email: 'jordan@example.com',
  name: null,
  plan_type,
  plan_expires_at: null,
  purchases,
  subscription_status: 'none' as const,
  debt_scans_used: 0,
  credit_scans_used: 0,
  analyses_limit: 0,
});

const letter = (bureau: string, address: string[]) => ({
  bureau,
  content: `Jordan Rivers\n12 Elm Street\n${'Dispute of information in my credit file. '.repeat(20)}THE END`,
  bureau_address: address,
  file_name: `${bureau}-dispute-2026-11-22.txt`,
  notes: [],
  follow_up_date: '2026-12-22',
});

const signedIn = (plan: string, purchases: string[], extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => {
  setSession('token-1', user(plan, purchases));
  return mockApi({ 'GET /api/auth/verify': () => json({ success: true, user: user(plan, purchases) }), ...extra });
};

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const chooseTwoErrors = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(await screen.findByRole('checkbox', { name: 'An account I did not open' }));
  await u.click(screen.getByRole('checkbox', { name: 'The balance is wrong' }));
};

describe('/credit-disputes (spec 001 §2.6, §5, §6)', () => {
  it('offers a signed-in user without credit access the two credit plans (never straight to $49), one bureau chosen from ?plan=single', async () => {
    const api = signedIn('single', ['debt_scan']);
    const u = userEvent.setup();
    const { location } = renderRoute('/credit-disputes?plan=single');
    await chooseTwoErrors(u);
    expect(location()).toBe('/credit-disputes?plan=single');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const choice = await screen.findByRole('group', { name: 'Choose your credit plan' });
    expect(within(choice).getByRole('radio', { name: /Credit Dispute: One Bureau · \$29/ })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /Credit Dispute: All 3 Bureaus · \$49/ })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Generate my letters' })).not.toBeInTheDocument();
    // One bureau is what the $29 plan covers.
    await u.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    await u.click(screen.getByRole('checkbox', { name: 'TransUnion' }));
    await u.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jordan Rivers');
    await u.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm Street');
    await u.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'Columbus, OH 43004');
    await u.type(screen.getByRole('textbox', { name: /Last 4 digits/ }), '6789');
    await u.click(screen.getByRole('checkbox', { name: /I understand that these letters are legal information/ }));
    await u.click(screen.getByRole('button', { name: 'Continue to checkout ($29)' }));
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', { name: /one-bureau plan covers one credit bureau/ }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'TransUnion' }));
    await u.click(screen.getByRole('button', { name: 'Continue to checkout ($29)' }));
    await waitFor(() => expect(location()).toBe('/payment?product=credit_single'));
    // The chosen errors and details are kept for after the payment; the SSN digits are not.
    const kept = JSON.parse(window.sessionStorage.getItem('pendingCreditDispute') ?? '{}') as {
      plan: string;
      draft: { selected: string[]; name: string; ssnLast4: string };
    };
    expect(kept.plan).toBe('credit_single');
    expect(kept.draft.selected).toHaveLength(2);
    expect(kept.draft.name).toBe('Jordan Rivers');
    expect(kept.draft.ssnLast4).toBe('');
    expect(api.callsTo('POST', '/api/generate-credit-disputes')).toHaveLength(0);
  });

  it('lets a visitor choose errors and a plan, and takes them to the checkout of the plan chosen', async () => {
    const api = mockApi({});
    const u = userEvent.setup();
    const { location } = renderRoute('/credit-disputes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Already have a credit plan? Sign in' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/verify')).toHaveLength(0);
    await chooseTwoErrors(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Equifax' }));
    await u.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jordan Rivers');
    await u.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm Street');
    await u.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'Columbus, OH 43004');
    await u.click(screen.getByRole('checkbox', { name: /I understand that these letters are legal information/ }));
    await u.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', { name: 'Choose a credit plan: one bureau or all three.' }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: /All 3 Bureaus/ }));
    await u.click(screen.getByRole('button', { name: 'Continue to checkout ($49)' }));
    await waitFor(() => expect(location()).toBe('/payment?product=credit_all'));
  });

  it('comes back after the payment with the chosen errors and details, at step 2, ready to generate', async () => {
    window.sessionStorage.setItem(
      'pendingCreditDispute',
      JSON.stringify({
        plan: 'credit_single',
        draft: {
          selected: ['fraud_account'],
          items: {},
          specificErrors: '',
          hardshipReason: '',
          specificHarm: '',
          debtDate: '',
          bureaus: ['equifax'],
          name: 'Jordan Rivers',
          address: '12 Elm Street',
          cityStateZip: 'Columbus, OH 43004',
          ssnLast4: '1234',
          accepted: true,
        },
      }),
    );
    signedIn('credit_single', ['credit_single']);
    renderRoute('/credit-disputes?step=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Bureaus and your details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jordan Rivers');
    expect(screen.getByRole('checkbox', { name: 'Equifax' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Last 4 digits/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I understand that these letters are legal information/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate my letters' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Choose your credit plan' })).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('step 1: needs one error, shows the bundle banner over 3 errors with the catalogue price', async () => {
    signedIn('credit_all', ['credit_all']);
    const u = userEvent.setup();
    renderRoute('/credit-disputes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3: Choose the errors' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress through the letter steps' })).toHaveAttribute('aria-valuenow', '1');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(document.title).toMatch(/^Error: Dispute errors on your credit report/);
    expect(within(summary).getByRole('link', { name: 'Please select at least one error to dispute' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'An account I did not open' });
    expect(box.closest('fieldset')).toHaveAccessibleDescription(/Please select at least one error to dispute/);

    await chooseTwoErrors(u);
    await u.click(screen.getByRole('checkbox', { name: 'The same debt is listed more than once' }));
    expect(screen.queryByRole('complementary', { name: 'You may need both tools' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'A negative item older than 7 years' }));
    const banner = screen.getByRole('complementary', { name: 'You may need both tools' });
    expect(banner).toHaveTextContent(formatUsd(CATALOGUE.bundle.priceCents));
    expect(within(banner).getByRole('link', { name: 'See the bundle' })).toHaveAttribute('href', '/payment?product=bundle');
    // No success rates or promised results anywhere (15 U.S.C. 1679b(a)(3)-(4)).
    expect(document.body.textContent).not.toMatch(/%|success rate|points?\b/i);
  });

  it('step 2: the validation texts, the law instead of success rates, then letters per bureau with downloads', async () => {
    const api = signedIn('credit_all', ['credit_all'], {
      'POST /api/generate-credit-disputes': () =>
        json({
          success: true,
          letters: {
            equifax: letter('equifax', ['Equifax Information Services LLC', 'P.O. Box 740256', 'Atlanta, GA 30374-0256']),
            transunion: letter('transunion', ['TransUnion Consumer Solutions', 'P.O. Box 2000', 'Chester, PA 19016']),
          },
          dispute_id: null,
        }),
    });
    const u = userEvent.setup();
    const { location } = renderRoute('/credit-disputes');
    await chooseTwoErrors(u);
    await u.type(screen.getAllByRole('textbox', { name: 'Creditor or collector, as the report shows it (optional)' })[0] as HTMLElement, 'Apex Bank');
    await u.type(screen.getAllByRole('textbox', { name: 'Last 4 digits of the account number (optional)' })[0] as HTMLElement, '44x55');
    await u.click(screen.getByRole('radio', { name: 'Job loss' }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Bureaus and your details' });
    expect(heading).toHaveFocus();
    expect(location()).toBe('/credit-disputes?step=2');
    const law = screen.getByRole('region', { name: 'What the law says happens next' });
    expect(law).toHaveTextContent('within 30 days of receiving your letter, or 45 days');
    expect(law).toHaveTextContent('within 5 business days');
    expect(law).toHaveTextContent('Nobody can promise');

    // The SSN box takes digits only, at most 4 (issue 27).
    await u.type(screen.getByRole('textbox', { name: /Last 4 digits/ }), '12a-345');
    expect(screen.getByRole('textbox', { name: /Last 4 digits/ })).toHaveValue('1234');
    await u.click(screen.getByRole('button', { name: 'Generate my letters' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Please select which credit bureau this report is from',
      'Please fill in all required information (Name, Address, City/State/ZIP)',
      'Please read and accept the legal notice before generating your letters',
    ]);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Please fill in all required information (Name, Address, City/State/ZIP)',
    );
    expect(api.callsTo('POST', '/api/generate-credit-disputes')).toHaveLength(0);

    await u.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    await u.click(screen.getByRole('checkbox', { name: 'TransUnion' }));
    await u.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jordan Rivers');
    await u.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm Street');
    await u.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'Columbus, OH 43004');
    const ssn = screen.getByRole('textbox', { name: /Last 4 digits/ });
    await u.clear(ssn);
    await u.type(ssn, '6789');
    await u.click(screen.getByRole('checkbox', { name: /I understand that these letters are legal information/ }));
    await u.click(screen.getByRole('button', { name: 'Generate my letters' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Your letters' })).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/generate-credit-disputes');
    expect(call?.body).toMatchObject({
      bureaus: ['equifax', 'transunion'],
      disputes: [
        { id: 'fraud_account', category: 'fraud', creditor: 'Apex Bank', account_number: '4455' },
        { id: 'accounts_balance', category: 'accounts' },
      ],
      user_info: { name: 'Jordan Rivers', city_state_zip: 'Columbus, OH 43004', ssn_last4: '6789', customization: { hardshipReason: 'job loss' } },
      legal_notice_accepted: true,
    });
    const equifax = screen.getByRole('region', { name: 'Equifax' });
    expect(within(equifax).getByText('P.O. Box 740256')).toBeInTheDocument();
    const preview = within(equifax).getByLabelText('Preview (first 500 characters)');
    expect(preview.textContent).toHaveLength(500);
    expect(preview.textContent).not.toContain('THE END');
    expect(within(equifax).getByRole('button', { name: 'Download Equifax letter (.txt)' })).toBeInTheDocument();
    expect(within(equifax).getByRole('button', { name: 'Download Equifax letter (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'TransUnion' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next steps' })).toHaveTextContent('certified mail with a return receipt');
  });

  it('says in words that the generation failed', async () => {
    signedIn('credit_all', ['credit_all'], { 'POST /api/generate-credit-disputes': () => apiError(500, 'x', 'internal') });
    const u = userEvent.setup();
    renderRoute('/credit-disputes');
    await chooseTwoErrors(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Experian' }));
    await u.type(screen.getByRole('textbox', { name: 'Full name' }), 'A');
    await u.type(screen.getByRole('textbox', { name: 'Street address' }), 'B');
    await u.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'C');
    await u.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await u.click(screen.getByRole('button', { name: 'Generate my letters' }));
    expect(await screen.findByText('Failed to generate dispute letters. Please try again.')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    signedIn('bundle', ['bundle']);
    await changeLanguage('es');
    const u = userEvent.setup();
    renderRoute('/credit-disputes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 3: Elija los errores' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      within(screen.getByRole('alert', { name: 'Hay un problema' })).getByRole('link', { name: 'Seleccione al menos un error para disputar' }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Una cuenta que yo no abrí' }));
    await u.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('region', { name: 'Lo que dice la ley que pasa después' })).toHaveTextContent('dentro de 30 días');
    expect(screen.getByRole('checkbox', { name: /Acepto|Entiendo que estas cartas/ })).toBeInTheDocument();
  });

  // Decision 043: a single-bureau plan says which bureau it covers and refuses another before asking.
  const fillDetails = async (u: ReturnType<typeof userEvent.setup>) => {
    await u.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jordan Rivers');
    await u.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm Street');
    await u.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'Columbus, OH 43004');
    await u.click(screen.getByRole('checkbox', { name: /I understand that these letters are legal information/ }));
  };

  it('a single-bureau plan names the bureau it covers, and a letter to another bureau is refused before it is asked for', async () => {
    const api = signedIn('credit_single', ['credit_single'], {
      'GET /api/credit/dispute-bureaus': () => json({ success: true, bureaus_paid: 1, bureaus_covered: ['experian'] }),
      'POST /api/generate-credit-disputes': () =>
        json({ success: true, letters: { experian: letter('experian', ['Experian', 'P.O. Box 4500', 'Allen, TX 75013']) }, dispute_id: null }),
    });
    const u = userEvent.setup();
    renderRoute('/credit-disputes');
    await chooseTwoErrors(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const plan = await screen.findByRole('complementary', { name: 'Your plan: Credit dispute, one bureau' });
    expect(plan).toHaveTextContent('Your plan covers dispute letters to one credit bureau');
    expect(plan).toHaveTextContent('Covered by your plan: Experian.');
    expect(plan).toHaveTextContent(`plan for all 3 bureaus (${formatUsd(CATALOGUE.credit_all.priceCents)})`);
    await u.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Generate my letters' }));
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', {
        name: 'Your plan covers Experian. A letter to Equifax needs the plan for all 3 bureaus or another one-bureau purchase.',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/generate-credit-disputes')).toHaveLength(0);
    await u.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    await u.click(screen.getByRole('checkbox', { name: 'Experian' }));
    await u.click(screen.getByRole('button', { name: 'Generate my letters' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Your letters' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/generate-credit-disputes')[0]?.body).toMatchObject({ bureaus: ['experian'] });
  });

  it('a single-bureau plan not used yet takes one bureau, in Spanish', async () => {
    signedIn('credit_single', ['credit_single'], {
      'GET /api/credit/dispute-bureaus': () => json({ success: true, bureaus_paid: 1, bureaus_covered: [] }),
    });
    await changeLanguage('es');
    const u = userEvent.setup();
    renderRoute('/credit-disputes');
    await u.click(await screen.findByRole('checkbox', { name: 'Una cuenta que yo no abrí' }));
    await u.click(screen.getByRole('button', { name: 'Continuar' }));
    const plan = await screen.findByRole('complementary', { name: 'Su plan: disputa de crédito, una agencia' });
    expect(plan).not.toHaveTextContent('Cubierta por su plan');
    await u.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    await u.click(screen.getByRole('checkbox', { name: 'TransUnion' }));
    await u.click(screen.getByRole('button', { name: 'Generar mis cartas' }));
    expect(
      within(screen.getByRole('alert', { name: 'Hay un problema' })).getByRole('link', {
        name: 'Su plan cubre una agencia de crédito: elija una, o el plan de las 3 agencias.',
      }),
    ).toBeInTheDocument();
  });

  it('offers a lifetime member nothing: no bureau limit, no bundle', async () => {
    const api = signedIn('lifetime', ['debt_lifetime']);
    const u = userEvent.setup();
    renderRoute('/credit-disputes');
    await chooseTwoErrors(u);
    await u.click(screen.getByRole('checkbox', { name: 'The same debt is listed more than once' }));
    await u.click(screen.getByRole('checkbox', { name: 'A negative item older than 7 years' }));
    expect(screen.queryByRole('complementary', { name: 'You may need both tools' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Bureaus and your details' });
    expect(screen.queryByRole('complementary', { name: /Your plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /plan|bundle/i })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/credit/dispute-bureaus')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { dashboardRoutes, FREE_ACCESS, LIFETIME_ACCESS } from '../../../testing/dashboard-fixtures';
import { deferred, json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { ANALYSIS, CENTER_EMPTY, CENTER_ONE, CREATED, RECORDED, signIn, wire } from './center-fixtures';

beforeEach(() => {
  signIn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(async () => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the credit repair center at /dashboard/credit (spec 001 §2.5, §2.7; issue 16)', () => {
  it('sends a user without credit access to the credit payment page: by the access flags, or by the 403 of the center itself', async () => {
    // The flags come after the view's code and its title (held until then): the page waits for them
    // before it asks for the center, so a person without credit access never sends that call.
    const routes = dashboardRoutes(FREE_ACCESS);
    const statsHeld = deferred<void>();
    const api = mockApi({
      ...routes,
      ...wire.centerRefused(),
      'GET /api/user/stats': async (call) => {
        await statsHeld.promise;
        return routes['GET /api/user/stats']!(call);
      },
    });
    const first = renderRoute('/dashboard/credit');
    expect(await screen.findByRole('region', { name: 'Credit repair center' })).toBeInTheDocument();
    statsHeld.resolve();
    await waitFor(() => expect(first.location()).toBe('/payment?product=credit'));
    expect(api.callsTo('GET', '/api/credit-repair/center')).toHaveLength(0);
    first.unmount();

    mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), ...wire.centerRefused() });
    const second = renderRoute('/dashboard/credit');
    await waitFor(() => expect(second.location()).toBe('/payment?product=credit'));
  });

  it('reads a report: the errors with their evidence and FCRA section, values it is unsure of asked; then two errors to two bureaus, letters as text', async () => {
    const api = mockApi({
      ...dashboardRoutes(LIFETIME_ACCESS),
      ...wire.center(CENTER_EMPTY),
      ...wire.analyze(ANALYSIS, [{ status: 'reading', page: 12, pages: 54 }]),
      ...wire.create(CREATED),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/credit');
    // The title and lead are there before the person's data (decision 094); the tabs come with it.
    expect(await screen.findByRole('region', { name: 'Credit repair center' })).toHaveTextContent(/Read your credit report/);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.upload(screen.getByLabelText('Credit report file'), new File(['%PDF-1.4'], 'transunion.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Read my report' }));
    // The reading is followed page by page, said in a live region.
    expect(await screen.findByText('Reading page 12 of 54')).toHaveAttribute('aria-live', 'polite');
    const review = await screen.findByRole('heading', { level: 3, name: 'What your report says' }, { timeout: 5000 });
    await waitFor(() => expect(review).toHaveFocus());
    expect(api.callsTo('POST', wire.readingPath)[0]!.body).toBeInstanceOf(FormData);

    expect(screen.getByRole('heading', { name: '2 possible errors found' })).toBeInTheDocument();
    const reaged = screen.getByRole('checkbox', { name: /date of first delinquency was moved/ });
    const finding = reaged.closest('li')!;
    expect(within(finding).getByText(/1681s-2\(a\)\(5\)/)).toBeInTheDocument();
    expect(within(finding).getByText('Page 2:')).toBeInTheDocument();
    expect(within(finding).getByText('Date of 1st Delinquency: 03/2023')).toBeInTheDocument();
    expect(screen.getByLabelText('What balance does your report print for PINECREST RECOVERY LLC?')).toBeInTheDocument();

    // An item said to be accurate is never disputed.
    const accounts = screen.getByRole('heading', { name: '1 account' }).closest('section')!;
    await user.click(within(accounts).getByRole('radio', { name: 'This is accurate' }));
    const duplicate = screen.getByRole('checkbox', { name: /listed twice/ });
    expect(duplicate).toBeDisabled();

    await user.click(reaged);
    await user.click(screen.getByRole('button', { name: 'Write my letters' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Please fill in all required information (Name, Address, City/State/ZIP)' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());

    await user.click(screen.getByRole('checkbox', { name: 'Experian' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jordan Examplar');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Maple St');
    await user.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'Springfield IL 62701');
    await user.click(screen.getByRole('checkbox', { name: /I understand that these letters are legal information/ }));
    await user.click(screen.getByRole('button', { name: 'Write my letters' }));

    expect(await screen.findByRole('heading', { name: 'Your 2 letters are ready' })).toBeInTheDocument();
    const sent = api.callsTo('POST', wire.createPath)[0]!.body as Record<string, unknown>;
    expect(wire.sentFindings(sent)).toEqual(['f-1']);
    expect(wire.sentBureaus(sent)).toEqual(['transunion', 'experian']);
    const tu = screen.getByRole('region', { name: /TransUnion/ });
    expect(within(tu).getByText(/P\.O\. Box 2000/)).toBeInTheDocument();
    await user.click(within(tu).getByRole('button', { name: 'Download the text for TransUnion' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/%|success rate|points/i);
  });

  it("shows the API's error when the report cannot be read, and the manual path; nothing made up", async () => {
    mockApi({
      ...dashboardRoutes(LIFETIME_ACCESS),
      ...wire.center(CENTER_EMPTY),
      ...wire.readingFailed('We could not read this report. Upload the PDF from the bureau’s site.'),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/credit');
    await user.upload(await screen.findByLabelText('Credit report file'), new File(['x'], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Read my report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not read this report.');
    expect(within(alert).getByRole('link', { name: 'Choose the errors myself' })).toHaveAttribute('href', '/credit-disputes');
    expect(screen.queryByRole('heading', { name: 'What your report says' })).not.toBeInTheDocument();
  });

  it("lists disputes with each bureau's clock and records a verified answer: the method-of-verification letter is drafted and shown", async () => {
    const api = mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), ...wire.center(CENTER_ONE), ...wire.record(RECORDED) });
    const user = userEvent.setup();
    renderRoute('/dashboard/credit');
    await user.click(await screen.findByRole('tab', { name: 'Disputes' }));
    // Dates in the sentences as people write them (decision 255); the API's `due` stays ISO.
    expect(await screen.findByText('Answer due by December 20, 2026 (27 days left)')).toBeInTheDocument();
    expect(screen.getAllByText(/^Counted from [A-Z][a-z]+ \d{1,2}, 2026$/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Check which disputes need a follow-up' }));
    expect(screen.getByText('All disputes are on track! No follow-ups needed.')).toBeInTheDocument();
    expect(screen.getAllByText(/Law: FCRA 611\(a\)\(1\)/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Assumed delivered 5 days after mailing/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Record the answer of TransUnion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the answer of TransUnion' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    expect(within(dialog).getByText('Choose what they answered')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Verified/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    expect(await within(dialog).findByRole('heading', { name: /Method-of-verification request — TransUnion/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/611\(a\)\(7\)/)).toBeInTheDocument();
    expect(wire.sentResponse(api.callsTo('POST', wire.recordPath)[0]!.body as Record<string, unknown>)).toBe('verified');
  });

  it('says "Not mailed yet" until the person records the mailing (issue 27), then posts the date; the follow-up check reads the disputes shown', async () => {
    const draft = { ...CENTER_ONE.disputes[0]!, recipients: [{ ...CENTER_ONE.disputes[0]!.recipients[0]!, status: 'draft', clock: null }] };
    const needing = { ...CENTER_ONE.disputes[0]!, id: 'd-2', summary: 'Second dispute', needsFollowUp: true };
    const api = mockApi({
      ...dashboardRoutes(LIFETIME_ACCESS),
      ...wire.center({ ...CENTER_ONE, disputes: [draft, needing] }),
      'POST /api/credit-repair/disputes/d-1/mailed': () => json({ success: true }),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/credit');
    await user.click(await screen.findByRole('tab', { name: 'Disputes' }));
    const first = (await screen.findByRole('heading', { level: 3, name: draft.summary })).closest('li')!;
    expect(within(first).getByText('Not mailed yet')).toBeInTheDocument();
    expect(within(first).queryByText('Mailed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check which disputes need a follow-up' }));
    expect(screen.getByText('You have 1 dispute that needs follow-up!')).toBeInTheDocument();
    expect(screen.queryByText(/All disputes are on track/)).not.toBeInTheDocument();
    const date = screen.getByLabelText('Date you mailed the letter to TransUnion');
    await user.clear(date);
    await user.type(date, '2026-11-16');
    await user.click(screen.getByRole('button', { name: 'I mailed it' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/credit-repair/disputes/d-1/mailed')[0]?.body).toEqual({
        recipient: 'transunion',
        date: '2026-11-16',
        // The browser's zone goes with the date, so the server's "up to today" is the person's today.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
  });

  it('writes the FCRA 609 file-disclosure request from the Tools tab, saying it deletes nothing', async () => {
    const api = mockApi({
      ...dashboardRoutes(LIFETIME_ACCESS),
      ...wire.center(CENTER_EMPTY),
      'POST /api/credit-repair/letters/file-disclosure': () =>
        json({
          success: true,
          letter: {
            ...RECORDED.letter,
            recipient: 'experian',
            recipientName: 'Experian',
            kind: 'file_disclosure',
            content: 'Under 15 U.S.C. 1681g(a)…',
            address: ['Experian'],
          },
        }),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/credit');
    await user.click(await screen.findByRole('tab', { name: 'Tools' }));
    expect(screen.getByText(/it deletes nothing/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bureau' }), 'experian');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jordan Examplar');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elm St');
    await user.type(screen.getByRole('textbox', { name: 'City, state and ZIP code' }), 'Austin TX 78701');
    await user.click(screen.getByRole('button', { name: 'Write the request' }));
    expect(await screen.findByRole('heading', { name: /File-disclosure request — Experian/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/credit-repair/letters/file-disclosure')[0]?.body).toEqual({
      bureau: 'experian',
      userInfo: { name: 'Jordan Examplar', address: '12 Elm St', cityStateZip: 'Austin TX 78701', ssnLast4: '' },
    });
  });

  it('reads in Spanish, with no rate, score or removal promise', async () => {
    await changeLanguage('es');
    mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), ...wire.center(CENTER_ONE) });
    const user = userEvent.setup();
    renderRoute('/dashboard/credit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Centro de reparación de crédito' })).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Avance' }));
    expect(await screen.findByText(/No son una predicción/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/%|tasa de éxito|puntos/i);
    // Each bureau's clock with its dates in Spanish words (decision 255).
    await user.click(screen.getByRole('tab', { name: 'Disputas' }));
    expect(await screen.findByText('Respuesta debida a más tardar el 20 de diciembre de 2026 (quedan 27 días)')).toBeInTheDocument();
    expect(screen.getAllByText(/^Contado desde el \d{1,2} de [a-z]+ de 2026$/).length).toBeGreaterThan(0);
  });
});

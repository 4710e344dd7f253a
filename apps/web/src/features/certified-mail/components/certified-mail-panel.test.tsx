import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { changeLanguage } from '../../../i18n';
import { json, mockApi } from '../../../testing/mock-api';
import { CertifiedMailPanel } from './certified-mail-panel';

const DISPUTE = '7d1f9a52-3c4b-4e5f-8a9b-0c1d2e3f4a5b';
const MAILING = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const STATUS = `/api/dispute/${DISPUTE}/certified-mail`;
const HASH = 'ab'.repeat(32);
const LETTER = 'Jordan Reyes\n12 Elm St\nAustin, TX 78701\n\nMarch 2, 2026\n\nApex Recovery Partners\nPO Box 4410\nChicago, IL 60601\n\nI dispute this debt.';

const address = (name: string) => ({ name, address_line1: '12 Elm St', address_city: 'Austin', address_state: 'TX', address_zip: '78701' });
const mailing = (over: Record<string, unknown> = {}) => ({
  id: MAILING,
  status: 'previewed',
  simulated: true,
  pdf_sha256: HASH,
  page_count: 1,
  pdf_url: `/api/certified-mail/${MAILING}/letter.pdf`,
  recipient: address('Apex Recovery Partners'),
  recipient_source: 'letter_text',
  return_address: address('Jordan Reyes'),
  return_address_source: 'user_entered',
  tracking_number: null,
  expected_delivery_date: null,
  approved_at: null,
  submitted_at: null,
  delivered_on: null,
  returned_on: null,
  evidence_url: null,
  events: [],
  ...over,
});
const status = (over: Record<string, unknown> = {}) => ({
  success: true,
  mail_mode: 'simulator',
  access: { purchased: true, letters_included: 2, letters_used: 0 },
  mailing: null,
  ...over,
});

const renderPanel = (props: { initialLetterText?: string } = {}) => {
  const router = createMemoryRouter([{ path: '/', element: <CertifiedMailPanel disputeId={DISPUTE} {...props} /> }], { initialEntries: ['/'] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('CertifiedMailPanel', () => {
  it('without Done-for-you: says so and links to the purchase and the service page, nothing to mail', async () => {
    mockApi({ [`GET ${STATUS}`]: () => json(status({ access: { purchased: false, letters_included: 0, letters_used: 0 } })) });
    renderPanel();
    expect(await screen.findByText('Mailing a letter for you is part of the Done-for-you service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Done-for-you' })).toHaveAttribute('href', '/payment?product=dfy');
    expect(screen.getByRole('link', { name: 'What Done-for-you includes' })).toHaveAttribute('href', '/dfy');
    expect(screen.queryByRole('button', { name: /Mail it/ })).not.toBeInTheDocument();
  });

  it('when the server has mail disabled: says the letter can be mailed by hand', async () => {
    mockApi({ [`GET ${STATUS}`]: () => json(status({ mail_mode: 'disabled' })) });
    renderPanel();
    expect(await screen.findByText(/not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('prepares, shows the fingerprint and both addresses with their sources, and mails only after the approval box is ticked', async () => {
    let current: Record<string, unknown> = status();
    const api = mockApi({
      [`GET ${STATUS}`]: () => json(current),
      [`POST ${STATUS}/preview`]: () => {
        current = status({ mailing: mailing() });
        return json({ success: true, mailing: mailing() });
      },
      [`POST ${STATUS}/send`]: () => {
        const sent = mailing({ status: 'submitted', tracking_number: '9207190123456789012345', evidence_url: `/api/certified-mail/${MAILING}/evidence.pdf` });
        current = status({ mailing: sent });
        return json({ success: true, mailing: sent });
      },
    });
    renderPanel({ initialLetterText: LETTER });
    expect(
      await screen.findByText('Test mode: this server uses a mail simulator. Nothing is really mailed, and the scan dates are simulated.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 letters left to mail in your Done-for-you purchase.')).toBeInTheDocument();
    const letter = screen.getByRole('textbox', { name: 'Your letter, exactly as it should be printed' });
    expect(letter).toHaveValue(LETTER);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the letter for mailing' }));

    expect(await screen.findByText(HASH)).toBeInTheDocument();
    expect(api.callsTo('POST', `${STATUS}/preview`)[0]?.body).toEqual({ letter_text: LETTER });
    expect(screen.getByText('Mailed to (Read from your letter)')).toBeInTheDocument();
    expect(screen.getByText('Return address (Entered by you)')).toBeInTheDocument();
    expect(screen.getByText('Apex Recovery Partners')).toBeInTheDocument();

    const mail = screen.getByRole('button', { name: 'Mail it by certified mail' });
    expect(mail).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this letter and approve it for mailing' }));
    expect(mail).toBeEnabled();
    fireEvent.click(mail);
    await waitFor(() => expect(api.callsTo('POST', `${STATUS}/send`)).toHaveLength(1));
    expect(api.callsTo('POST', `${STATUS}/send`)[0]?.body).toEqual({ mailing_id: MAILING, approved_pdf_sha256: HASH, approved: true });
    expect(await screen.findByText('9207190123456789012345')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sent to the mail service');
    expect(screen.getByRole('button', { name: 'Download the evidence pack (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this mailing' })).toBeInTheDocument();

    // On a test server the simulated mail can be moved forward from the panel.
    const advanced = {
      ...mailing({ status: 'mailed', tracking_number: '9207190123456789012345' }),
      events: [
        {
          id: 'evt_1',
          event_type: 'letter.certified.mailed',
          name: 'Mailed',
          detail: 'package_accepted',
          description: null,
          location: '60601',
          action_required: false,
          occurred_at: '2026-03-03T15:00:00.000Z',
        },
      ],
    };
    const sim = mockApi({
      [`GET ${STATUS}`]: () => json(status({ mailing: advanced })),
      'POST /api/dev/lob/advance': () => json({ success: true, delivered: 1 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test mode: move the simulated mail forward one day' }));
    expect(within(await screen.findByRole('list')).getByText('Mailed')).toBeInTheDocument();
    expect(sim.callsTo('POST', '/api/dev/lob/advance')[0]?.body).toEqual({ hours: 24 });
  });

  it('shows a server refusal (a changed letter) as an alert', async () => {
    mockApi({
      [`GET ${STATUS}`]: () => json(status({ mailing: mailing() })),
      [`POST ${STATUS}/send`]: () =>
        json(
          {
            success: false,
            error: 'The letter changed since you approved it. Look at the preview again and approve the letter as it is now.',
            code: 'conflict',
          },
          409,
        ),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read this letter and approve it for mailing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mail it by certified mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The letter changed since you approved it');
  });

  it('shows the tracking timeline and the delivery date the deadlines start from, in Spanish too', async () => {
    const delivered = mailing({
      status: 'delivered',
      tracking_number: '9207190123456789012345',
      delivered_on: '2026-03-06',
      evidence_url: `/api/certified-mail/${MAILING}/evidence.pdf`,
      events: [
        {
          id: 'evt_1',
          event_type: 'letter.certified.mailed',
          name: 'Mailed',
          detail: 'package_accepted',
          description: 'Package has been accepted into the carrier network for delivery.',
          location: '78701',
          action_required: false,
          occurred_at: '2026-03-03T15:00:00.000Z',
        },
        {
          id: 'evt_2',
          event_type: 'letter.certified.delivered',
          name: 'Delivered',
          detail: 'delivered',
          description: 'Package has been delivered.',
          location: '60601',
          action_required: false,
          occurred_at: '2026-03-06T17:00:00.000Z',
        },
      ],
    });
    mockApi({ [`GET ${STATUS}`]: () => json(status({ mailing: delivered })) });
    renderPanel();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText(/Delivered on Mar 6, 2026\. Your deadlines now count from this date\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mail it by certified mail' })).not.toBeInTheDocument();
    await changeLanguage('es');
    expect(await screen.findByRole('button', { name: 'Descargar el paquete de pruebas (PDF)' })).toBeInTheDocument();
  });
});

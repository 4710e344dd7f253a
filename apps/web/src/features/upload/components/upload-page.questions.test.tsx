import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { FakeXhr } from '../testing/fake-xhr';
import { renderUpload } from '../testing/render-upload';
import { browseInput, installUploadTestKit, pdf, setupApi, user } from '../testing/upload-test-kit';

installUploadTestKit();

const open = async () => {
  window.sessionStorage.setItem('userState', 'TX');
  setupApi();
  renderUpload('/upload?flow=generate');
  await screen.findByText('Your state: Texas');
};

const sentAnswers = (): unknown => {
  const raw = FakeXhr.last().form.get('answers');
  return typeof raw === 'string' ? JSON.parse(raw) : raw;
};

describe('upload page: the decisive questions travel with the letter (issue 12)', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('en');
  });

  it('asks three skippable questions once a letter is added, and sends nothing when all are skipped', async () => {
    const u = user();
    await open();
    expect(screen.queryByRole('heading', { name: 'Three quick questions (optional)' })).not.toBeInTheDocument();
    await u.upload(browseInput(), pdf());
    const section = screen.getByRole('region', { name: 'Three quick questions (optional)' });
    expect(within(section).getByRole('group', { name: /first letter you have had from this collector/ })).toBeInTheDocument();
    expect(within(section).getByLabelText(/When did you last make a payment/)).toHaveAttribute('type', 'date');
    expect(within(section).getByLabelText(/printed on the envelope/)).toBeInTheDocument();
    // An answer taken back with "Not sure" is not sent.
    await u.click(screen.getByRole('radio', { name: 'Yes' }));
    await u.click(screen.getByRole('radio', { name: 'Not sure' }));
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    expect(FakeXhr.last().form.has('answers')).toBe(false);
  });

  it('sends the answers given as `answers` (the last choice, the envelope words trimmed)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00') });
    const u = user();
    await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('radio', { name: 'No' }));
    await u.click(screen.getByRole('radio', { name: 'Yes' }));
    await u.type(screen.getByLabelText(/When did you last make a payment/), '2019-03-15');
    await u.type(screen.getByLabelText(/printed on the envelope/), '  TIME SENSITIVE DOCUMENT  ');
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    expect(sentAnswers()).toEqual({ isFirstContact: true, lastPaymentDate: '2019-03-15', envelopeText: 'TIME SENSITIVE DOCUMENT' });
  });

  it('refuses a payment date in the future, names the problem and moves focus to the date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00') });
    const u = user();
    await open();
    await u.upload(browseInput(), pdf());
    const before = FakeXhr.instances.length;
    const date = screen.getByLabelText(/When did you last make a payment/);
    await u.type(date, '2027-01-05');
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    expect(FakeXhr.instances).toHaveLength(before);
    expect(screen.getByText('The date of your last payment cannot be in the future.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
  });

  it('asks in Spanish', async () => {
    await changeLanguage('es');
    const u = user();
    window.sessionStorage.setItem('userState', 'TX');
    setupApi();
    renderUpload('/upload?flow=generate');
    await screen.findByText(/Texas/);
    await u.upload(screen.getByLabelText<HTMLInputElement>('Elija una foto o un PDF de la carta'), pdf());
    expect(screen.getByRole('region', { name: 'Tres preguntas rápidas (opcionales)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No estoy seguro' })).toBeChecked();
  });
});

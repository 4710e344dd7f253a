import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUpload } from '../testing/render-upload';
import { browseInput, expectAlert, installUploadTestKit, pdf, setupApi, user } from '../testing/upload-test-kit';

installUploadTestKit();

const stateSelect = () => screen.getByLabelText<HTMLSelectElement>('Your state');

describe("upload page: 'First, select your state' (spec 000 §2)", () => {
  it('uses the state saved in the session, without asking the server, and lets the user change it', async () => {
    window.sessionStorage.setItem('userState', 'TX');
    window.localStorage.setItem('userState', 'OR');
    const api = setupApi({ geo: 'CA' });
    const u = user();
    renderUpload('/upload?flow=generate');
    expect(await screen.findByText('Your state: Texas')).toBeInTheDocument();
    expect(api.calls('/api/geo/state')).toHaveLength(0);
    expect(screen.queryByLabelText('Your state')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Change state' }));
    expect(stateSelect()).toHaveFocus();
    expect(stateSelect()).toHaveValue('TX');
    await u.selectOptions(stateSelect(), 'FL');
    expect(window.sessionStorage.getItem('userState')).toBe('FL');
    expect(window.localStorage.getItem('userState')).toBe('FL');
  });

  it('uses the state saved in local storage when the session has none', async () => {
    window.localStorage.setItem('userState', 'OR');
    setupApi();
    renderUpload('/upload?flow=generate');
    expect(await screen.findByText('Your state: Oregon')).toBeInTheDocument();
  });

  it("otherwise uses our server's guess, for this visit only", async () => {
    const api = setupApi({ geo: 'CA' });
    renderUpload('/upload?flow=generate');
    expect(await screen.findByText('It looks like you are in California, from your internet connection. Please check it.')).toBeInTheDocument();
    expect(api.calls('/api/geo/state')).toHaveLength(1);
    expect(window.sessionStorage.getItem('userState')).toBe('CA');
    expect(window.localStorage.getItem('userState')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change state' })).toBeInTheDocument();
  });

  it('shows the 50-state dropdown when the server has no guess, and saves the choice', async () => {
    setupApi({ geo: null });
    const u = user();
    renderUpload('/upload?flow=generate');
    const select = await screen.findByLabelText<HTMLSelectElement>('Your state');
    await waitFor(() => expect(screen.queryByText('Looking up your state…')).not.toBeInTheDocument());
    expect(select).toHaveValue('');
    const states = Array.from(select.options).filter((option) => option.value !== '');
    expect(states).toHaveLength(50);
    expect(states[0]?.textContent).toBe('Alabama');
    await u.selectOptions(select, 'NY');
    expect(window.sessionStorage.getItem('userState')).toBe('NY');
    expect(window.localStorage.getItem('userState')).toBe('NY');
    expect(select).toHaveValue('NY');
  });

  it('shows the dropdown when the guess fails', async () => {
    const api = setupApi({ geo: 'fail' });
    renderUpload('/upload?flow=generate');
    await waitFor(() => expect(api.calls('/api/geo/state')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Looking up your state…')).not.toBeInTheDocument());
    expect(stateSelect()).toHaveValue('');
  });

  it("says 'Please select your state first' when a letter is added before the state, and clears it once chosen", async () => {
    setupApi({ geo: null });
    const u = user();
    renderUpload('/upload?flow=generate');
    await waitFor(() => expect(screen.queryByText('Looking up your state…')).not.toBeInTheDocument());
    await u.upload(browseInput(), pdf());
    await expectAlert('Please select your state first');
    await waitFor(() => expect(stateSelect()).toHaveFocus());
    expect(stateSelect()).toHaveAttribute('aria-invalid', 'true');
    // The letter is kept, but it cannot be analyzed without a state.
    expect(screen.getByText('letter.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze for Violations' })).not.toBeInTheDocument();

    await u.selectOptions(stateSelect(), 'TX');
    expect(screen.queryByText('Please select your state first')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeInTheDocument();
  });
});

import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockApi } from '../../../testing/mock-api';
import { makeAnalysis, storeAnalysis } from '../testing/analysis-fixture';
import { useStoredAnalysis } from './use-stored-analysis';

/** Every state the hook hands to a render, in order. */
const renderStates = (requestedId: string | null) => {
  const seen: string[] = [];
  const Probe = () => {
    const { state } = useStoredAnalysis(requestedId);
    seen.push(state.status);
    return null;
  };
  render(
    <I18nextProvider i18n={i18n}>
      <Probe />
    </I18nextProvider>,
  );
  return seen;
};

describe('useStoredAnalysis: the first render', () => {
  it('shows the stored copy at once, never a loading state first (the results paint from data already here)', () => {
    mockApi({});
    storeAnalysis(makeAnalysis());
    const seen = renderStates(null);
    expect(seen[0]).toBe('ready');
    expect(seen).not.toContain('loading');
  });

  it('starts as missing when nothing is stored, so the page goes to /upload at once', () => {
    mockApi({});
    window.localStorage.removeItem('analysisResults');
    expect(renderStates(null)[0]).toBe('missing');
  });

  it('starts loading when ?analysis= names another analysis than the stored one (it is fetched by id)', () => {
    mockApi({});
    storeAnalysis(makeAnalysis());
    expect(renderStates('00000000-0000-4000-8000-000000000000')[0]).toBe('loading');
  });
});

import { describe, expect, it } from 'vitest';
import { pastResultsGate } from './past-results-gate';

describe('pastResultsGate', () => {
  it('is past the gate when signed in or when an email was given in this session, not otherwise', () => {
    expect(pastResultsGate()).toBe(false);
    window.localStorage.setItem('token', '   ');
    expect(pastResultsGate()).toBe(false);
    window.sessionStorage.setItem('userEmail', 'no-at-sign');
    expect(pastResultsGate()).toBe(false);
    window.sessionStorage.setItem('userEmail', 'pat@example.com');
    expect(pastResultsGate()).toBe(true);
    window.sessionStorage.clear();
    window.localStorage.setItem('token', 'a-session-token');
    expect(pastResultsGate()).toBe(true);
  });
});

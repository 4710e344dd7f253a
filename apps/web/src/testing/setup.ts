import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { addCatalogue } from '../i18n';
import { RESOURCES } from '../i18n/resources';

// The app fetches catalogue parts as pages need them; components rendered alone in tests get them all.
for (const lng of ['en', 'es'] as const) {
  addCatalogue(lng, 'home', RESOURCES[lng]);
  addCatalogue(lng, 'results', { results: RESOURCES[lng].results });
  addCatalogue(lng, 'dashboard', RESOURCES[lng]);
  addCatalogue(lng, 'credit', RESOURCES[lng]);
  addCatalogue(lng, 'pages', RESOURCES[lng]);
}

// Lazily loaded pages resolve in milliseconds alone but can take over a second on a loaded machine
// (the suites run side by side): findBy waits up to 5 s, and still fails when the element never comes.
configure({ asyncUtilTimeout: 5_000 });

// Noise is a failure: an unexpected console.error or console.warn fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.warn: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

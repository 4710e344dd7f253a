import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { disputesResponse, errorResponse, geoResponse } from './fixtures';
import { jsonResponse, mockApi } from './mock-api';

export type ApiSetup = {
  /** The server's guess: a state code, null (no guess) or a failure. */
  geo?: string | null | 'fail';
  /** How many active disputes, or a failure. */
  disputes?: number | 'fail';
};

/**
 * Registers what every upload page test needs: a fake XMLHttpRequest, object URLs (jsdom has
 * none), and a mocked API (geo guess and active disputes). Call at the top of a test file.
 */
export const installUploadTestKit = () => {
  const objectUrls = { created: [] as string[], revoked: [] as string[] };
  beforeEach(() => {
    FakeXhr.instances = [];
    objectUrls.created = [];
    objectUrls.revoked = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:test/${objectUrls.created.length + 1}`;
      objectUrls.created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      objectUrls.revoked.push(url);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return { objectUrls };
};

export const setupApi = ({ geo = null, disputes = 0 }: ApiSetup = {}) =>
  mockApi({
    '/api/geo/state': () => (geo === 'fail' ? jsonResponse(errorResponse('Something went wrong', 'internal'), 500) : jsonResponse(geoResponse(geo))),
    '/api/disputes?status=active': () =>
      disputes === 'fail' ? jsonResponse(errorResponse('Something went wrong', 'internal'), 500) : jsonResponse(disputesResponse(disputes)),
  });

export const signIn = (user: Record<string, unknown> | null, token = 'tok_test') => {
  window.localStorage.setItem('token', token);
  if (user) window.localStorage.setItem('user', JSON.stringify(user));
};

export const user = () => userEvent.setup({ applyAccept: false });

export const photo = (name = 'page.jpg', size = 2000) => {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
export const pdf = (name = 'letter.pdf', size = 2000) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

export const browseInput = () => screen.getByLabelText<HTMLInputElement>('Choose a photo or PDF of the letter');
export const cameraInput = () => screen.getByLabelText<HTMLInputElement>('Take a photo of the letter');

/** The text is shown inside a role="alert" region. */
export const expectAlert = async (text: string) => {
  const element = await screen.findByText(text);
  expect(element.closest('[role="alert"]')).not.toBeNull();
};

export const alertTexts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent?.trim() ?? '')
    .filter(Boolean);

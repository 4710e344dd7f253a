import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeXhr } from '../testing/fake-xhr';
import { analyzeResponse, errorResponse } from '../testing/fixtures';
import { renderUpload } from '../testing/render-upload';
import { browseInput, cameraInput, expectAlert, installUploadTestKit, pdf, photo, setupApi, signIn, user } from '../testing/upload-test-kit';

installUploadTestKit();

const open = async (url = '/upload?flow=generate') => {
  window.sessionStorage.setItem('userState', 'TX');
  setupApi();
  const view = renderUpload(url);
  await screen.findByText('Your state: Texas');
  return view;
};

const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite');

const strings = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
const fileNames = (form: FormData, key: string) => form.getAll(key).map((value) => (value instanceof File ? value.name : value));

describe('upload page: analyzing (spec 000 §2, §4, §7, §8)', () => {
  it("shows 'Analyze for Violations' only once a letter and a state exist", async () => {
    const u = user();
    await open();
    expect(screen.queryByRole('button', { name: 'Analyze for Violations' })).not.toBeInTheDocument();
    await u.upload(browseInput(), pdf());
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeInTheDocument();
  });

  it('shows real progress, stores the results and opens /results', async () => {
    const u = user();
    const { location } = await open('/upload?flow=generate&issue=harassment');
    await u.upload(cameraInput(), photo('page1.jpg'));
    await u.upload(cameraInput(), photo('page2.jpg'));
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));

    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/analyze-strategic');
    expect(xhr.requestHeaders.get('accept')).toBe('application/x-ndjson');
    expect(xhr.requestHeaders.get('x-user-state')).toBe('TX');
    expect(strings(xhr.form)).toEqual({
      state: 'TX',
      service_type: 'debt',
      user_issue: 'harassment',
      upload_context: 'new',
      flow_type: 'generate',
      is_multi_page: 'true',
    });
    expect(fileNames(xhr.form, 'files')).toEqual(['page1.jpg', 'page2.jpg']);

    const button = screen.getByRole('button', { name: 'Analyzing...' });
    expect(button).toBeDisabled();
    expect(status()).toHaveTextContent('Starting…');
    // The letter cannot change while it is being analyzed.
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove page 1' })).toBeDisabled();

    act(() => xhr.uploadProgress(45, 100));
    expect(status()).toHaveTextContent('Uploading… 45%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '45');

    act(() => {
      xhr.uploadProgress(100, 100);
      xhr.startStream();
      xhr.receiveLines({ type: 'progress', stage: 'reading', page: 1, pages: 2 });
      xhr.receiveLines({ type: 'progress', stage: 'reading', page: 2, pages: 2 });
    });
    expect(status()).toHaveTextContent('Reading page 2 of 2');

    act(() => xhr.receiveLines({ type: 'progress', stage: 'checking' }));
    expect(status()).toHaveTextContent('Checking the letter against the rules');

    const data = analyzeResponse({ dispute_id: 'disp-9' });
    act(() => {
      xhr.receiveLines({ type: 'result', data });
      xhr.finish();
    });

    await waitFor(() => expect(location()).toBe('/results'));
    const stored = JSON.parse(window.localStorage.getItem('analysisResults') ?? 'null');
    expect(stored).toMatchObject({ ...data, file_name: 'page1.jpg' });
    expect(new Date(stored.timestamp).toString()).not.toBe('Invalid Date');
    expect(JSON.parse(window.sessionStorage.getItem('analysisResults') ?? 'null')).toEqual(stored);
    expect(window.sessionStorage.getItem('currentDisputeId')).toBe('disp-9');
    expect(window.sessionStorage.getItem('debtLetterFileName')).toBe('page1.jpg');
  });

  it('rounds announced upload percentages to steps of 5', async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    act(() => FakeXhr.last().uploadProgress(47, 100));
    expect(status()).toHaveTextContent('Uploading… 45%');
  });

  it('sends one PDF as `file`, with the email, is_authenticated and the dispute when signed in', async () => {
    signIn({ email: 'sam@example.com', plan_type: 'lifetime', purchases: [] });
    const u = user();
    await open('/upload?flow=generate&context=response&dispute=d-7');
    await u.upload(browseInput(), pdf('collector.pdf'));
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    const xhr = FakeXhr.last();
    expect(xhr.requestHeaders.get('authorization')).toBe('Bearer tok_test');
    expect(fileNames(xhr.form, 'file')).toEqual(['collector.pdf']);
    expect(strings(xhr.form)).toEqual({
      state: 'TX',
      service_type: 'debt',
      user_issue: 'general',
      upload_context: 'response',
      flow_type: 'generate',
      user_email: 'sam@example.com',
      is_authenticated: 'true',
      dispute_id: 'd-7',
    });
  });

  it("shows the server's error text and returns to idle", async () => {
    const u = user();
    const { location } = await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    act(() => {
      const xhr = FakeXhr.last();
      xhr.startStream();
      xhr.receiveLines({ type: 'error', ...errorResponse('We could not read any text in this letter. Please take a clearer photo.', 'invalid_input') });
      xhr.finish();
    });
    await expectAlert('We could not read any text in this letter. Please take a clearer photo.');
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeEnabled();
    expect(status()).toHaveTextContent('');
    expect(location()).toBe('/upload?flow=generate');
    expect(window.localStorage.getItem('analysisResults')).toBeNull();
  });

  it("shows the spec's own texts from the server in the reader's words ('File size must be less than 10MB')", async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    act(() => FakeXhr.last().respond(413, JSON.stringify(errorResponse('File size must be less than 10MB', 'payload_too_large'))));
    await expectAlert('File size must be less than 10MB');
  });

  it("shows 'Failed to analyze letter' when the server fails without a readable text", async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    act(() => FakeXhr.last().respond(500, 'Internal Server Error', 'text/plain'));
    await expectAlert('Failed to analyze letter');
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeEnabled();
  });

  it("shows 'Failed to upload file. Please try again.' when the upload breaks off, and can retry", async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    act(() => {
      const xhr = FakeXhr.last();
      xhr.uploadProgress(30, 100);
      xhr.failNetwork();
    });
    await expectAlert('Failed to upload file. Please try again.');
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    expect(FakeXhr.instances).toHaveLength(2);
    expect(screen.queryByText('Failed to upload file. Please try again.')).not.toBeInTheDocument();
  });

  it('cancels a running upload when the page is left', async () => {
    const u = user();
    const { unmount } = await open();
    await u.upload(browseInput(), pdf());
    await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
    unmount();
    expect(FakeXhr.last().aborted).toBe(true);
  });
});

describe('upload page: the enhance flow (spec 000 §2, §5)', () => {
  it("asks for the user's letter in Step 2 and shows 'Enhance My Letter' only once it is given", async () => {
    const u = user();
    await open('/upload?flow=enhance');
    expect(screen.getByRole('heading', { name: "Step 1: Upload the collector's letter" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2: Your response letter' })).toBeInTheDocument();
    await u.upload(browseInput(), pdf('collector.pdf'));
    expect(screen.queryByRole('button', { name: 'Enhance My Letter' })).not.toBeInTheDocument();
    expect(screen.getByText('Add your response letter in Step 2 to continue.')).toBeInTheDocument();

    await u.type(screen.getByLabelText('Or type or paste your letter'), 'I dispute this debt.');
    await u.click(screen.getByRole('button', { name: 'Enhance My Letter' }));
    const xhr = FakeXhr.last();
    expect(strings(xhr.form)).toMatchObject({ flow_type: 'enhance', user_letter_text: 'I dispute this debt.' });
    expect(xhr.form.has('user_letter')).toBe(false);
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  });

  it("says 'Please provide your response letter to enhance' when the letter is emptied", async () => {
    const u = user();
    await open('/upload?flow=enhance');
    await u.upload(browseInput(), pdf('collector.pdf'));
    const box = screen.getByLabelText('Or type or paste your letter');
    await u.type(box, 'Hi');
    await u.clear(box);
    await u.tab();
    await expectAlert('Please provide your response letter to enhance');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Enhance My Letter' })).not.toBeInTheDocument();
    await u.type(box, 'Dear collector');
    expect(screen.queryByText('Please provide your response letter to enhance')).not.toBeInTheDocument();
  });

  it('reads a .txt file into the text box', async () => {
    const u = user();
    await open('/upload?flow=enhance');
    await u.upload(screen.getByLabelText('Your response letter file'), new File(['I do not owe this debt.'], 'mine.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByLabelText('Or type or paste your letter')).toHaveValue('I do not owe this debt.'));
    expect(screen.getByText('The text of mine.txt is in the box below. You can edit it.')).toBeInTheDocument();
  });

  it('sends a Word or PDF letter as user_letter, and can remove it again', async () => {
    const u = user();
    await open('/upload?flow=enhance');
    await u.upload(browseInput(), pdf('collector.pdf'));
    await u.upload(screen.getByLabelText('Your response letter file'), new File(['PK'], 'mine.docx'));
    expect(screen.getByText('Using your file: mine.docx', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Or type or paste your letter')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remove this file' }));
    expect(screen.getByRole('button', { name: 'Upload your letter' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Enhance My Letter' })).not.toBeInTheDocument();

    await u.upload(screen.getByLabelText('Your response letter file'), new File(['PK'], 'mine.docx'));
    await u.click(screen.getByRole('button', { name: 'Enhance My Letter' }));
    const xhr = FakeXhr.last();
    expect(fileNames(xhr.form, 'user_letter')).toEqual(['mine.docx']);
    expect(xhr.form.has('user_letter_text')).toBe(false);
  });

  it('refuses other response letter types', async () => {
    const u = user();
    await open('/upload?flow=enhance');
    await u.upload(screen.getByLabelText('Your response letter file'), new File(['x'], 'mine.odt'));
    await expectAlert('Your response letter must be a PDF, Word (.doc, .docx) or text (.txt) file.');
  });

  it("shows the server's refusal of an enhancement (no plan) as its text", async () => {
    const u = user();
    await open('/upload?flow=enhance');
    await u.upload(browseInput(), pdf('collector.pdf'));
    await u.type(screen.getByLabelText('Or type or paste your letter'), 'Dear collector');
    await u.click(screen.getByRole('button', { name: 'Enhance My Letter' }));
    act(() => FakeXhr.last().respond(402, JSON.stringify(errorResponse('Enhancement feature requires monthly or lifetime access', 'payment_required'))));
    await expectAlert('Enhancement feature requires monthly or lifetime access');
    expect(screen.getByRole('button', { name: 'Enhance My Letter' })).toBeEnabled();
  });
});

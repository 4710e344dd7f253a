import { describe, expect, it } from 'vitest';
import { buildAnalyzeForm, type AnalyzeFormInput } from './build-analyze-form';

const page = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

const base: AnalyzeFormInput = {
  pages: [new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' })],
  state: 'TX',
  flow: 'generate',
  serviceType: 'debt',
  userIssue: 'general',
  uploadContext: 'new',
  disputeId: null,
  isAuthenticated: false,
  userEmail: null,
  userLetterFile: null,
  userLetterText: '',
};

const names = (form: FormData, key: string) => form.getAll(key).map((value) => (value instanceof File ? value.name : value));

describe('buildAnalyzeForm (spec 000 §7)', () => {
  it('sends one file as `file` with state, service_type, user_issue, upload_context and flow_type', () => {
    const form = buildAnalyzeForm(base);
    expect(names(form, 'file')).toEqual(['letter.pdf']);
    expect(form.has('files')).toBe(false);
    expect(form.has('is_multi_page')).toBe(false);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      state: 'TX',
      service_type: 'debt',
      user_issue: 'general',
      upload_context: 'new',
      flow_type: 'generate',
    });
  });

  it('sends several photos as `files`, in page order, with is_multi_page=true', () => {
    const form = buildAnalyzeForm({ ...base, pages: [page('p1.jpg'), page('p2.jpg'), page('p3.jpg')] });
    expect(names(form, 'files')).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg']);
    expect(form.get('is_multi_page')).toBe('true');
    expect(form.has('file')).toBe(false);
  });

  it('adds user_email and is_authenticated when signed in, and dispute_id when given', () => {
    const form = buildAnalyzeForm({ ...base, isAuthenticated: true, userEmail: 'sam@example.com', disputeId: 'd-1' });
    expect(form.get('user_email')).toBe('sam@example.com');
    expect(form.get('is_authenticated')).toBe('true');
    expect(form.get('dispute_id')).toBe('d-1');
  });

  it("sends the enhance flow's letter as user_letter (file) or user_letter_text", () => {
    const file = new File(['Dear collector'], 'mine.docx');
    const withFile = buildAnalyzeForm({ ...base, flow: 'enhance', userLetterFile: file, userLetterText: '' });
    expect(names(withFile, 'user_letter')).toEqual(['mine.docx']);
    expect(withFile.has('user_letter_text')).toBe(false);
    const withText = buildAnalyzeForm({ ...base, flow: 'enhance', userLetterText: 'Dear collector' });
    expect(withText.get('user_letter_text')).toBe('Dear collector');
    expect(withText.has('user_letter')).toBe(false);
  });

  it('never sends the response letter in the generate flow', () => {
    const form = buildAnalyzeForm({ ...base, userLetterText: 'left over' });
    expect(form.has('user_letter_text')).toBe(false);
  });
});

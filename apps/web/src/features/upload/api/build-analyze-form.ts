import type { FlowType, UsStateCode } from '@debtshield/contracts';
import type { UploadContext } from '../lib/upload-params';

export type AnalyzeFormInput = {
  /** The letter: one file, or several photos in page order. */
  pages: readonly File[];
  state: UsStateCode;
  flow: FlowType;
  serviceType: string;
  userIssue: string;
  uploadContext: UploadContext;
  disputeId: string | null;
  isAuthenticated: boolean;
  userEmail: string | null;
  /** Enhance flow: the user's own letter as a file, or its text. */
  userLetterFile: File | null;
  userLetterText: string;
  /** The upload page's decisive questions, when any was answered (the analyzer's `answers`). */
  answers?: Record<string, unknown> | null;
};

/**
 * The multipart fields of POST /api/analyze-strategic (spec 000 §7). Text fields come first so
 * the server can refuse a bad request before reading the files.
 */
export const buildAnalyzeForm = (input: AnalyzeFormInput): FormData => {
  const form = new FormData();
  form.append('state', input.state);
  form.append('service_type', input.serviceType);
  form.append('user_issue', input.userIssue);
  form.append('upload_context', input.uploadContext);
  form.append('flow_type', input.flow);
  if (input.isAuthenticated) {
    if (input.userEmail) form.append('user_email', input.userEmail);
    form.append('is_authenticated', 'true');
  }
  if (input.disputeId) form.append('dispute_id', input.disputeId);
  if (input.answers) form.append('answers', JSON.stringify(input.answers));
  if (input.flow === 'enhance') {
    // The file when one was chosen, else the typed text (the page offers one or the other).
    if (input.userLetterFile) form.append('user_letter', input.userLetterFile, input.userLetterFile.name);
    else if (input.userLetterText.trim() !== '') form.append('user_letter_text', input.userLetterText);
  }
  const [first] = input.pages;
  if (input.pages.length === 1 && first) form.append('file', first, first.name);
  else if (input.pages.length > 1) {
    form.append('is_multi_page', 'true');
    for (const page of input.pages) form.append('files', page, page.name);
  }
  return form;
};

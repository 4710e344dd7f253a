import {
  analyzeDocument,
  createRedactor,
  extractDocument,
  isExtractError,
  PAGE_SEPARATOR,
  type AnalysisResult,
  type ExtractedDocument,
  type UserAnswers,
} from '@debtshield/analyzer';
import { UPLOAD_MESSAGES, type AnalyzeResponse, type Answers } from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import { generateLetter, letterKindForStrategy } from '@debtshield/letters';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { summarizeAnalysis } from '../letters/letter-inputs';
import { presentLetter } from '../letters/present-letter';
import { insertAnalysis, type StoredExtraction } from './analysis.repository';
import { decideAccess } from './decide-access';
import { presentAnalysis } from './present-analysis';
import { presentEnhancement } from './present-enhancement';
import { readDocxText } from './read-docx-text';
import type { AnalyzeUpload, UploadedFile } from './read-upload';

export type AnalysisProgress = { stage: 'reading'; page: number; pages: number } | { stage: 'checking' };

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Maps the extract stage's refusals to the error contract, with its message (written for people). */
const toAppError = (error: unknown): never => {
  if (isExtractError(error)) {
    switch (error.code) {
      case 'file_too_large':
        throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
      case 'unsupported_type':
        throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.wrongType);
      default:
        throw new AppError('invalid_input', error.message);
    }
  }
  throw error;
};

export const extractLetter = async (files: UploadedFile[], onProgress?: (p: AnalysisProgress) => void): Promise<ExtractedDocument> =>
  extractDocument(
    files.map((f) => ({ bytes: new Uint8Array(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength), mimeType: f.mimeType, name: f.name })),
    { onProgress: (p) => onProgress?.({ stage: 'reading', page: p.page, pages: p.pages }) },
  ).catch(toAppError);

/** The text of the user's own letter (enhance flow): typed, .txt, .docx or .pdf. */
export const readUserLetter = async (upload: Pick<AnalyzeUpload, 'userLetter' | 'userLetterText'>): Promise<string | null> => {
  if (upload.userLetterText) return upload.userLetterText;
  const file = upload.userLetter;
  if (!file) return null;
  const extension = file.name.toLowerCase().split('.').pop();
  let text: string | null = null;
  if (extension === 'txt') text = file.bytes.toString('utf8');
  else if (extension === 'docx') text = readDocxText(file.bytes);
  else if (extension === 'pdf') text = (await extractLetter([{ ...file, mimeType: 'application/pdf' }])).text;
  else throw new AppError('unsupported_media_type', 'Older Word files (.doc) cannot be read. Please save it as .docx, PDF or text, or paste the text.');
  if (!text || text.trim() === '') throw new AppError('invalid_input', 'We could not read any text in your response letter. Please paste the text instead.');
  return text.slice(0, 20_000);
};

/** A document rebuilt from stored (masked) text and page layout, to re-run the rules. */
export const documentFromStored = (text: string, extraction: StoredExtraction): ExtractedDocument => {
  const pages = extraction.pages.map((p, i) => {
    const next = extraction.pages[i + 1];
    const end = next ? next.offset - PAGE_SEPARATOR.length : text.length;
    return { index: p.index, text: text.slice(p.offset, end), method: p.method, confidence: p.confidence, words: [], offset: p.offset };
  });
  return {
    text,
    pages,
    method: extraction.method as ExtractedDocument['method'],
    confidence: extraction.confidence,
    lowConfidence: extraction.lowConfidence,
    warnings: extraction.warnings,
  };
};

const storedExtraction = (doc: ExtractedDocument): StoredExtraction => ({
  method: doc.method,
  confidence: doc.confidence,
  lowConfidence: doc.lowConfidence,
  warnings: doc.warnings,
  pages: doc.pages.map((p) => ({ index: p.index, offset: p.offset, method: p.method, confidence: p.confidence })),
});

/** The response letter for an analysis: the template its strategy calls for, specific to this letter. */
export const buildResponseLetter = (result: AnalysisResult, state: string, today: string, summary = summarizeAnalysis(result, state)) =>
  generateLetter({
    kind: letterKindForStrategy(summary.strategy),
    date: today,
    facts: summary.facts,
    findings: summary.findings,
    state,
    sol: summary.sol,
  });

export type AnalyzeLetterOptions = {
  db: Database;
  upload: AnalyzeUpload;
  user: AuthUser | null;
  now?: Date;
  onProgress?: (p: AnalysisProgress) => void;
};

/** Upload → extract → rules → access decision → stored analysis → the response of spec 000 §3. */
export const analyzeLetter = async ({ db, upload, user, now = new Date(), onProgress }: AnalyzeLetterOptions): Promise<AnalyzeResponse> => {
  const doc = await extractLetter(upload.files, onProgress);
  const userLetterText = upload.flowType === 'enhance' ? await readUserLetter(upload) : null;
  onProgress?.({ stage: 'checking' });

  const today = isoDay(now);
  const answers: Answers = { ...upload.answers, state: upload.state };
  const result = analyzeDocument(doc, { answers: answers as UserAnswers, today });
  const access = await decideAccess(db, user, now);
  const full = access.level === 'full';

  const summary = summarizeAnalysis(result, upload.state);
  const letter = buildResponseLetter(result, upload.state, today, summary);
  const { documentText, redact } = createRedactor(doc.text, result.facts);
  const enhancement = userLetterText
    ? presentEnhancement({ userLetter: userLetterText, summary, today, canEnhance: full && access.flags.canEnhance, redact })
    : null;

  const analysisId = await insertAnalysis(db, {
    userId: user?.id ?? null,
    flowType: upload.flowType,
    state: upload.state,
    accessLevel: access.level,
    textMasked: documentText,
    userLetterMasked: userLetterText ? redact(userLetterText) : null,
    extraction: storedExtraction(doc),
    answers,
    summary,
    now,
  });

  return presentAnalysis(result, {
    analysisId,
    flowType: upload.flowType,
    level: access.level,
    access: access.block,
    letter: presentLetter(letter, full),
    enhancement,
    disputeId: upload.disputeId,
  });
};

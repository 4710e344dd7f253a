import { createHash, webcrypto } from 'node:crypto';
import { extractDocument, isExtractError, localize, PAGE_SEPARATOR, redactDeep, type ExtractedDocument, type Lang } from '@debtshield/analyzer';
import { UPLOAD_MESSAGES, type AnalyzeResponse, type Answers } from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import { hashToken, randomToken, type AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { mismatchesForLetter } from '../credit/letter-mismatches';
import { presentLetter } from '../letters/present-letter';
import type { AnalysisPool } from './analysis-pool';
import { insertAnalysis, type StoredExtraction } from './analysis.repository';
import { deriveAnalysis, forStoring, type DeriveOptions, type NewAnalysis } from './derive-analysis';
import { decideAccess } from './decide-access';
import { presentAnalysis } from './present-analysis';
import { presentEnhancement } from './present-enhancement';
import { readDocxText } from './read-docx-text';
import type { AnalyzeUpload, UploadedFile } from './read-upload';
import { loadAccountWithProfile, type AccountWithProfile } from '../accounts/accounts.repository';
import { consumerFromProfile } from '../accounts/profile';

export type AnalysisProgress = { stage: 'reading'; page: number; pages: number } | { stage: 'checking' };

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Maps the extract stage's refusals to the error contract, with its message (written for people, in their language). */
const toAppError = (error: unknown, lang: Lang = 'en'): never => {
  if (isExtractError(error)) {
    switch (error.code) {
      case 'file_too_large':
        throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
      case 'unsupported_type':
        throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.wrongType);
      default:
        throw new AppError('invalid_input', localize(error.message, lang));
    }
  }
  throw error;
};

const toExtractInput = (f: UploadedFile) => ({
  bytes: new Uint8Array(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength),
  mimeType: f.mimeType,
  name: f.name,
});

/**
 * How long reading one upload may take (issue 24, item 8): past it the request answers 503 with what
 * to do instead of holding the connection, and each page's OCR is abandoned at the same limit (its
 * worker is replaced), so no request runs past 30 seconds.
 */
export const READING_TIME_LIMIT_MS = 20_000;

export const READING_TOO_SLOW: Record<Lang, string> = {
  en: 'Reading this letter took longer than 20 seconds, so we stopped. Please try again with a sharper, flatter photo in good light (one page per photo), or upload the letter as a PDF.',
  es: 'Leer esta carta tardó más de 20 segundos, así que paramos. Inténtelo de nuevo con una foto más nítida y plana, con buena luz (una página por foto), o suba la carta en PDF.',
};

export const extractLetter = async (
  files: UploadedFile[],
  onProgress?: (p: AnalysisProgress) => void,
  lang: Lang = 'en',
  timeLimitMs: number = READING_TIME_LIMIT_MS,
): Promise<ExtractedDocument> => {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AppError('unavailable', READING_TOO_SLOW[lang])), timeLimitMs);
  });
  const reading = extractDocument(files.map(toExtractInput), {
    lang,
    pageTimeoutMs: timeLimitMs,
    onProgress: (p) => onProgress?.({ stage: 'reading', page: p.page, pages: p.pages }),
  }).catch((error: unknown) => toAppError(error, lang));
  try {
    return await Promise.race([reading, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
};

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

export type AnalyzeLetterOptions = {
  db: Database;
  upload: AnalyzeUpload;
  user: AuthUser | null;
  /** The user's account and profile when this request has read them already (with the session); read here otherwise. */
  account?: AccountWithProfile | null;
  /** Worker threads for text-layer letters (null: everything on this thread). */
  pool?: AnalysisPool | null;
  now?: Date;
  onProgress?: (p: AnalysisProgress) => void;
  /** Language of the analysis' sentences (the request's Accept-Language); the letter to the collector stays English. */
  lang?: Lang;
  /** A reading job (reading-jobs.ts): the id the analysis was promised under and the hash of the key its browser holds. */
  reserved?: { analysisId: string; ownerKeyHash: string | null };
};

/**
 * Reads and analyses the letter: on a worker thread when a pool is given and the letter has a text
 * layer; on this thread (with the OCR pool and page-by-page progress) otherwise.
 */
const deriveFromUpload = async (
  upload: AnalyzeUpload,
  options: DeriveOptions,
  pool: AnalysisPool | null,
  onProgress?: (p: AnalysisProgress) => void,
  lang: Lang = 'en',
): Promise<NewAnalysis> => {
  if (pool) {
    const outcome = await pool.run({ files: upload.files.map(toExtractInput), options });
    if (outcome.kind === 'done') {
      const pages = outcome.derived.extraction.pages.length;
      onProgress?.({ stage: 'reading', page: pages, pages });
      onProgress?.({ stage: 'checking' });
      return outcome.derived;
    }
  }
  const doc = await extractLetter(upload.files, onProgress, lang);
  onProgress?.({ stage: 'checking' });
  return forStoring(deriveAnalysis(doc, options));
};

/**
 * Uploads up to this size are hashed at once on this thread (≈ 1 ms a megabyte): cheaper than a trip to
 * libuv's thread pool, which for a text PDF of a few kilobytes cost more CPU than the hash itself.
 */
const SYNC_FINGERPRINT_MAX_BYTES = 256 * 1024;

/**
 * SHA-256 of the uploaded files, in order (each file's bytes and length): the letter's fingerprint, no
 * text. A big upload (a photo of tens of MB) is hashed by Web Crypto on libuv's thread pool, so it does
 * not hold the event loop; a small one here. The same digest either way (as hashing the parts in turn).
 */
export const uploadFingerprint = async (files: readonly Pick<UploadedFile, 'bytes'>[]): Promise<string | null> => {
  if (files.length === 0) return null;
  const parts = files.flatMap((f) => [Buffer.from(`${f.bytes.byteLength}:`), f.bytes]);
  if (files.reduce((sum, f) => sum + f.bytes.byteLength, 0) <= SYNC_FINGERPRINT_MAX_BYTES) {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part);
    return hash.digest('hex');
  }
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', Buffer.concat(parts))).toString('hex');
};

/** Upload → extract → rules → access decision → stored analysis → the response of spec 000 §3. */
export const analyzeLetter = async ({
  db,
  upload,
  user,
  account: preloaded,
  pool = null,
  now = new Date(),
  onProgress,
  lang = 'en',
  reserved,
}: AnalyzeLetterOptions): Promise<AnalyzeResponse> => {
  // Hashed while the letter is read (a fingerprint that cannot be made stores none).
  const fingerprint = uploadFingerprint(upload.files).catch(() => null);
  const userLetterText = upload.flowType === 'enhance' ? await readUserLetter(upload) : null;
  // Free-text answers (an envelope's words) are masked like the letter before anything is stored or run.
  const answers: Answers = { ...redactDeep(upload.answers), state: upload.state };
  // A signed-in person's account and profile in one round trip (the route's, with the session): the profile
  // signs the response letter (issue 27; a visitor's keeps the blanks), the account decides access once the letter was read.
  const account = user ? (preloaded !== undefined ? preloaded : await loadAccountWithProfile(db, user.id)) : null;
  const consumer = account ? consumerFromProfile(account.name, account.mailingAddress) : undefined;
  const derived = await deriveFromUpload(
    upload,
    { state: upload.state, answers, today: isoDay(now), userLetterText, lang, ...(consumer ? { consumer } : {}) },
    pool,
    onProgress,
    lang,
  );

  // Access is decided (and a single scan used) only once the letter was read: a refused upload costs nothing.
  const access = await decideAccess(db, user, now, account?.state ?? null);
  const full = access.level === 'full';
  // Made before signing in: it belongs to this browser, through a secret only its hash is kept of.
  const analysisKey = user || reserved ? null : randomToken();
  const ownerKeyHash = reserved ? reserved.ownerKeyHash : analysisKey ? hashToken(analysisKey) : null;
  const analysisId = await insertAnalysis(db, {
    id: reserved?.analysisId,
    userId: user?.id ?? null,
    flowType: upload.flowType,
    state: upload.state,
    accessLevel: access.level,
    textMasked: derived.documentText,
    userLetterMasked: derived.userLetterMasked,
    extraction: derived.extraction,
    answers,
    summary: derived.summary,
    now,
    ownerKeyHash,
    paidPurchaseId: access.paidPurchaseId ?? null,
    fileSha256: await fingerprint,
  });

  const creditMismatches = user && full ? await mismatchesForLetter(db, user.id, analysisId, JSON.parse(derived.summary.json) as { facts: unknown }) : [];
  return presentAnalysis(derived.body, {
    analysisId,
    creditMismatches,
    flowType: upload.flowType,
    level: access.level,
    access: access.block,
    letter: presentLetter(derived.letter, full, lang),
    enhancement: derived.enhancement && presentEnhancement(derived.enhancement, full && access.flags.canEnhance, lang),
    disputeId: upload.disputeId,
    analysisKey,
    lang,
  });
};

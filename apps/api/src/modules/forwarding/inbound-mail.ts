import { buildContext, forgetLastLetter, isStateCode } from '@debtshield/analyzer';
import { FORWARDING_ID_LENGTH, FORWARDING_LOCAL_PART, MAX_LETTER_FILES, MAX_UPLOAD_BYTES, type UsStateCode } from '@debtshield/contracts';
import { analyses, forwardingAddresses, users, type Database } from '@debtshield/db';
import { desc, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AnalysisPool } from '../analysis/analysis-pool';
import { analyzeLetter, extractLetter } from '../analysis/analyze-letter';
import type { AnalyzeUpload, UploadedFile } from '../analysis/read-upload';
import { forwardingId } from './forwarding-address';

/**
 * Mail forwarded to a user's address (`letters+<id>@<INBOUND_EMAIL_DOMAIN>`, issue 27), whichever way
 * it arrives (the in-app SMTP server, a provider's inbound webhook, the development route): the
 * letter attachments (PDF, JPEG, PNG), else the text of the email itself, analysed as an upload of
 * that user through the same path as the upload page. The message is parsed in memory and dropped;
 * only the analysis is stored, under the privacy rules of every analysis (text masked, deleted
 * after an hour unless kept).
 */

/** The largest message taken: the upload limit for the letter, base64 (4/3) and the rest of the message. */
export const MAX_INBOUND_MESSAGE_BYTES = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 2 * 1024 * 1024;
/** The text of an email analysed when it has no letter attached (a collector's email is short). */
const MAX_BODY_CHARS = 50_000;
const MIN_BODY_CHARS = 40;

const LETTER_TYPES: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
};
const LETTER_EXTENSIONS: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

export type InboundRefusalCode = 'unknown_recipient' | 'too_large' | 'nothing_to_read' | 'no_state' | 'unreadable' | 'malformed';

/** Why a message was not analysed; `smtp` is the reply code an SMTP client gets (5xx: permanent). */
export class InboundRefusal extends Error {
  constructor(
    readonly code: InboundRefusalCode,
    message: string,
    readonly smtp = 550,
  ) {
    super(message);
    this.name = 'InboundRefusal';
  }
}

const LOCAL_PART = new RegExp(`^${FORWARDING_LOCAL_PART}\\+([a-z2-7]{${FORWARDING_ID_LENGTH}})$`);

/** The forwarding id of an address on our domain (`letters+<id>@domain`, any case), or null. */
export const parseForwardingAddress = (address: string, domain: string): string | null => {
  const at = address.trim().lastIndexOf('@');
  if (at < 1) return null;
  const local = address.slice(0, at).toLowerCase().replace(/^"|"$/g, '');
  const host = address.slice(at + 1).toLowerCase();
  if (host !== domain.toLowerCase()) return null;
  return LOCAL_PART.exec(local)?.[1] ?? null;
};

/** Records the address as handed out (the forwarding guide shows it), so mail to it is accepted. */
export const rememberForwardingAddress = async (db: Database, userId: string): Promise<void> => {
  await db
    .insert(forwardingAddresses)
    .values({ forwardingId: forwardingId(userId), userId })
    .onConflictDoNothing();
};

/** The user a recipient address belongs to, or null (never handed out, another domain, malformed). */
export const findForwardingUser = async (db: Database, address: string, domain: string): Promise<AuthUser | null> => {
  const id = parseForwardingAddress(address, domain);
  if (!id) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(forwardingAddresses)
    .innerJoin(users, eq(users.id, forwardingAddresses.userId))
    .where(eq(forwardingAddresses.forwardingId, id))
    .limit(1);
  return row ?? null;
};

const STATE_ZIP = /\b([A-Z]{2})[\s,.]+\d{5}(?:-\d{4})?\b/;

/**
 * The state the analysis uses (the statute of limitations depends on it): the state of the user's
 * latest analysis, else the state of the consumer's address as the analyzer reads it in the letter.
 */
const stateFor = async (db: Database, userId: string, files: UploadedFile[]): Promise<UsStateCode | null> => {
  const [latest] = await db.select({ state: analyses.state }).from(analyses).where(eq(analyses.userId, userId)).orderBy(desc(analyses.createdAt)).limit(1);
  if (latest && isStateCode(latest.state)) return latest.state as UsStateCode;
  const doc = await extractLetter(files);
  const lines = buildContext(doc).facts.consumer?.address?.lines ?? [];
  forgetLastLetter();
  for (let i = lines.length - 1; i >= 0; i--) {
    const state = STATE_ZIP.exec(lines[i] ?? '')?.[1];
    if (state && isStateCode(state)) return state as UsStateCode;
  }
  return null;
};

const letterType = (a: ParsedMail['attachments'][number]): string | null => {
  const byType = LETTER_TYPES[a.contentType.toLowerCase()];
  if (byType) return byType;
  const extension = a.filename?.toLowerCase().split('.').pop();
  return extension ? (LETTER_EXTENSIONS[extension] ?? null) : null;
};

/** The letter in a message: its PDF and image attachments, else the text of the email. */
export const letterFilesOf = (mail: ParsedMail): UploadedFile[] => {
  const files: UploadedFile[] = [];
  let total = 0;
  for (const attachment of mail.attachments) {
    const mimeType = letterType(attachment);
    // Signatures and logos sit inline in the HTML: they are not the letter.
    if (!mimeType || (attachment.related && mimeType !== 'application/pdf')) continue;
    total += attachment.content.length;
    if (total > MAX_UPLOAD_BYTES) throw new InboundRefusal('too_large', 'The attachments are larger than 10 MB together.', 552);
    files.push({ bytes: attachment.content, mimeType, name: attachment.filename ?? `attachment.${mimeType.split('/')[1]}` });
    if (files.length === MAX_LETTER_FILES) break;
  }
  if (files.length > 0) return files;
  const text = (mail.text ?? '').trim().slice(0, MAX_BODY_CHARS);
  if (text.length < MIN_BODY_CHARS) throw new InboundRefusal('nothing_to_read', 'The message has no letter attached (PDF, JPEG or PNG) and no text to read.');
  return [{ bytes: Buffer.from(text, 'utf8'), mimeType: 'text/plain', name: 'email.txt' }];
};

export type InboundResult = { analysisId: string; userId: string; files: number; source: 'attachments' | 'body' };

export type ReceiveOptions = {
  db: Database;
  pool: AnalysisPool | null;
  domain: string;
  raw: Buffer;
  /** The envelope recipients (RCPT TO, or what the provider reports); the first of ours is used. */
  recipients: string[];
  now?: Date;
};

/** Parses a forwarded message and analyses its letter for the user it was sent to. */
export const receiveForwardedMail = async ({ db, pool, domain, raw, recipients, now = new Date() }: ReceiveOptions): Promise<InboundResult> => {
  if (raw.length > MAX_INBOUND_MESSAGE_BYTES) throw new InboundRefusal('too_large', 'The message is too large.', 552);
  let user: AuthUser | null = null;
  for (const recipient of recipients) {
    user = await findForwardingUser(db, recipient, domain);
    if (user) break;
  }
  if (!user) throw new InboundRefusal('unknown_recipient', 'No such forwarding address.');
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, {
      skipHtmlToText: false,
      maxHtmlLengthToParse: 500_000,
      skipImageLinks: true,
      skipTextToHtml: true,
      checksumAlgo: false,
      maxChildNodes: 200,
    });
  } catch {
    throw new InboundRefusal('malformed', 'The message could not be read.');
  }
  const files = letterFilesOf(mail);
  try {
    const state = await stateFor(db, user.id, files);
    if (!state) {
      throw new InboundRefusal(
        'no_state',
        'We could not tell which state you live in. Analyse one letter on the DebtShield site first (it asks for your state), then forward again.',
      );
    }
    const upload: AnalyzeUpload = {
      files,
      state,
      flowType: 'generate',
      serviceType: 'debt',
      userIssue: 'general',
      uploadContext: 'new',
      disputeId: null,
      userEmail: null,
      answers: { state },
      userLetter: null,
      userLetterText: null,
    };
    const result = await analyzeLetter({ db, upload, user, pool, now });
    return { analysisId: result.analysis_id, userId: user.id, files: files.length, source: files[0]?.name === 'email.txt' ? 'body' : 'attachments' };
  } catch (error) {
    if (error instanceof InboundRefusal) throw error;
    // The analysis path's refusals (an unreadable file, a wrong type) are the sender's to fix.
    if (error instanceof AppError && error.statusCode < 500) throw new InboundRefusal('unreadable', error.message, error.statusCode === 413 ? 552 : 550);
    throw error;
  }
};

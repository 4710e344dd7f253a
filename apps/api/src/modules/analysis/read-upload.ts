import type {} from '@fastify/multipart';
import path from 'node:path';
import {
  AnswersSchema,
  FlowTypeSchema,
  LETTER_EXTENSIONS,
  MAX_LETTER_FILES,
  MAX_UPLOAD_BYTES,
  MAX_USER_LETTER_TEXT,
  UPLOAD_CONTEXTS,
  UPLOAD_MESSAGES,
  USER_LETTER_EXTENSIONS,
  UsStateSchema,
  type Answers,
  type FlowType,
  type UsStateCode,
} from '@debtshield/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INPUT_MESSAGES, inputProblem } from '../../platform/input-guard';
import { AppError } from '../../platform/errors';

export type UploadedFile = { bytes: Buffer; mimeType: string; name: string };

export type AnalyzeUpload = {
  files: UploadedFile[];
  state: UsStateCode;
  flowType: FlowType;
  serviceType: string;
  userIssue: string;
  uploadContext: (typeof UPLOAD_CONTEXTS)[number];
  disputeId: string | null;
  userEmail: string | null;
  answers: Answers;
  userLetter: UploadedFile | null;
  userLetterText: string | null;
};

const LETTER_FIELDS = new Set(['file', 'files', 'file[]', 'files[]']);
const MIME_BY_EXTENSION: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.pdf': 'application/pdf' };
const MAX_FIELD_CHARS = 200;
/** Built once: a zod schema costs more to build than to check a field with. */
const UUID = z.uuid();
const EMAIL = z.email();

const extensionOf = (name: string): string => path.extname(name).toLowerCase();

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT'].includes(String(error.code));

const hasFastifyCode = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && String(error.code).startsWith('FST_');

/**
 * The multipart parts of a letter upload, read into memory (never to disk): the letter's files
 * (pdf, jpg, jpeg, png; checked for type, size, count and emptiness with the spec's texts), the
 * user's own letter when sent, and the text fields (guarded like every JSON body). Shared by the
 * analysis upload and the tracker's reply upload.
 */
export const readLetterParts = async (
  request: FastifyRequest,
  /** Further file types this upload takes, by extension (a credit report also comes as a saved web page). */
  moreTypes: Readonly<Record<string, string>> = {},
): Promise<{ files: UploadedFile[]; fields: Map<string, string>; userLetter: UploadedFile | null }> => {
  if (!request.isMultipart()) throw new AppError('invalid_input', 'The letter must be sent as a file upload (multipart/form-data).');
  const files: UploadedFile[] = [];
  const fields = new Map<string, string>();
  let userLetter: UploadedFile | null = null;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const name = part.filename || 'upload';
        if (LETTER_FIELDS.has(part.fieldname)) {
          const extension = extensionOf(name);
          const mimeOk = (['image/jpeg', 'image/png', 'application/pdf', ...Object.values(moreTypes)] as string[]).includes(part.mimetype);
          if (!(LETTER_EXTENSIONS as readonly string[]).includes(extension) && !(extension in moreTypes) && !mimeOk) {
            part.file.resume();
            throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.wrongType);
          }
          if (files.length >= MAX_LETTER_FILES) {
            part.file.resume();
            throw new AppError('invalid_input', `Please upload at most ${MAX_LETTER_FILES} photos or pages of one letter.`);
          }
          const bytes = await part.toBuffer();
          files.push({ bytes, mimeType: MIME_BY_EXTENSION[extension] ?? moreTypes[extension] ?? part.mimetype, name });
        } else if (part.fieldname === 'user_letter') {
          const extension = extensionOf(name);
          if (!(USER_LETTER_EXTENSIONS as readonly string[]).includes(extension)) {
            part.file.resume();
            throw new AppError('unsupported_media_type', 'Your response letter must be a PDF, Word (.doc, .docx) or text (.txt) file.');
          }
          userLetter = { bytes: await part.toBuffer(), mimeType: part.mimetype, name };
        } else {
          part.file.resume();
        }
      } else if (typeof part.value === 'string') {
        // The same guard as every JSON body: no NUL or broken character reaches the analysis or the database.
        if (inputProblem(part.value) || inputProblem(part.fieldname)) throw new AppError('invalid_input', INPUT_MESSAGES.brokenText);
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
    if (error instanceof AppError || hasFastifyCode(error)) throw error;
    // The multipart parser's own errors (no boundary, data that ends mid-part, a malformed part
    // header) and a body that breaks off are all about the request, never about the server.
    throw new AppError('invalid_input', 'The upload was cut off or is not valid multipart/form-data. Please choose the file again.', { cause: error });
  }

  const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (files.some((f) => f.bytes.length > MAX_UPLOAD_BYTES) || total > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
  if (files.length === 0) throw new AppError('invalid_input', UPLOAD_MESSAGES.noFile);
  if (files.some((f) => f.bytes.length === 0)) throw new AppError('invalid_input', 'One of the files is empty. Please choose the photo or PDF again.');

  return { files, fields, userLetter };
};

/**
 * Reads the multipart fields of spec 000 §7 into memory (files are never written to disk) and
 * checks them, answering with the spec's texts: wrong type, too large, no state, no response
 * letter in the enhance flow.
 */
export const readAnalyzeUpload = async (request: FastifyRequest): Promise<AnalyzeUpload> => {
  const { files, fields, userLetter } = await readLetterParts(request);
  const state = UsStateSchema.safeParse(fields.get('state')?.trim().toUpperCase());
  if (!state.success) throw new AppError('invalid_input', UPLOAD_MESSAGES.noState);

  const flow = FlowTypeSchema.safeParse(fields.get('flow_type') || 'generate');
  if (!flow.success) throw new AppError('invalid_input', 'The flow must be generate or enhance.');

  const userLetterText = fields.get('user_letter_text')?.trim() || null;
  if (userLetterText && userLetterText.length > MAX_USER_LETTER_TEXT) {
    throw new AppError('invalid_input', `Your response letter is too long (at most ${MAX_USER_LETTER_TEXT.toLocaleString('en-US')} characters).`);
  }
  if (flow.data === 'enhance' && !userLetter && !userLetterText) throw new AppError('invalid_input', UPLOAD_MESSAGES.noResponseLetter);

  let answers: Answers = {};
  const rawAnswers = fields.get('answers');
  if (rawAnswers) {
    let json: unknown;
    try {
      json = JSON.parse(rawAnswers);
    } catch {
      throw new AppError('invalid_input', 'The answers are not valid JSON.');
    }
    const parsed = AnswersSchema.safeParse(json);
    if (!parsed.success) throw new AppError('invalid_input', `Please check your answers. ${z.prettifyError(parsed.error)}`);
    answers = parsed.data;
  }

  const short = (key: string, fallback: string): string => (fields.get(key)?.trim() || fallback).slice(0, MAX_FIELD_CHARS);
  const context = short('upload_context', 'new');
  const email = fields.get('user_email')?.trim().toLowerCase() ?? '';
  return {
    files,
    state: state.data,
    flowType: flow.data,
    serviceType: short('service_type', 'debt'),
    userIssue: short('user_issue', 'general'),
    uploadContext: (UPLOAD_CONTEXTS as readonly string[]).includes(context) ? (context as AnalyzeUpload['uploadContext']) : 'new',
    disputeId: UUID.safeParse(fields.get('dispute_id')).success ? (fields.get('dispute_id') ?? null) : null,
    userEmail: EMAIL.safeParse(email).success ? email : null,
    answers,
    userLetter,
    userLetterText,
  };
};

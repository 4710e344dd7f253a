/**
 * Analyse a collection letter from the command line.
 *
 *   npx tsx packages/analyzer/src/cli.ts <file...> [--state CA] [--answers answers.json] [--as-of YYYY-MM-DD] [--lang es] [--json]
 *
 * Files (.pdf .jpg .jpeg .png .txt) are read as one letter, in the order given. Without --json each
 * finding is printed with the quoted line and a caret under the words; with --json one object
 * (src/engine/to-json-report.ts). Full account numbers are never printed.
 * Exit codes: 0 analysed (whatever was found), 1 the file could not be read, 2 bad arguments.
 */
import { readFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeDocument } from './engine/analyze';
import { formatTextReport, reportTitle } from './engine/format-text-report';
import { parseCliArgs, UsageError } from './engine/parse-cli-args';
import { toJsonReport } from './engine/to-json-report';
import { closeOcrPool, ExtractError, extractDocument } from './extract';
import type { ExtractedDocument, UserAnswers } from './types';

const USAGE = `Usage: npx tsx packages/analyzer/src/cli.ts <file...> [--state XX] [--answers answers.json] [--as-of YYYY-MM-DD] [--lang en|es] [--json]

  <file...>          the letter: .pdf .jpg .jpeg .png .txt (several files are pages of one letter, in order)
  --state XX         your two-letter state (for the statute of limitations and state rules)
  --answers FILE     JSON answers to the analysis questions, e.g. { "lastPaymentDate": "2019-04-01" }
  --as-of DATE       analyse as of this date instead of today (YYYY-MM-DD)
  --lang en|es       language of the analysis (es: Spanish; words quoted from the letter stay as written)
  --json             print the analysis as one JSON object
`;

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.txt': 'text/plain',
};

const readAnswers = (path: string | undefined): UserAnswers => {
  if (!path) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new UsageError(`Could not read the answers file ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError(`The answers file ${path} must hold a JSON object.`);
  return parsed as UserAnswers;
};

/** Every file goes through the extract stage (as the API does): it checks sizes and types and reads text, PDFs and images. */
const readLetter = async (files: readonly string[], lang: 'en' | 'es'): Promise<ExtractedDocument> => {
  const inputs = files.map((file) => ({
    name: basename(file),
    bytes: new Uint8Array(readFileSync(file)),
    mimeType: MIME_BY_EXTENSION[extname(file).toLowerCase()] ?? 'application/octet-stream',
  }));
  return extractDocument(inputs, { lang });
};

export const main = async (argv: readonly string[]): Promise<number> => {
  try {
    const args = parseCliArgs(argv);
    if (args.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    if (args.files.length === 0) throw new UsageError('Give at least one file.');
    const answers = { ...readAnswers(args.answersFile), ...(args.state ? { state: args.state.toUpperCase() } : {}) };
    const doc = await readLetter(args.files, args.lang);
    const result = analyzeDocument(doc, { answers, lang: args.lang, ...(args.asOf ? { today: args.asOf } : {}) });
    process.stdout.write(
      args.json ? `${JSON.stringify(toJsonReport(result), null, 2)}\n` : formatTextReport(result, reportTitle(args.files.map((f) => basename(f))), args.lang),
    );
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof ExtractError) {
      process.stderr.write(`Could not read the letter: ${e.message}\n`);
      return 1;
    }
    if (e instanceof Error && 'code' in e && (e as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`File not found: ${(e as NodeJS.ErrnoException).path ?? ''}\n`);
      return 1;
    }
    throw e;
  } finally {
    // Idle OCR workers would keep the process alive.
    await closeOcrPool();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`Unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Spanish text recognition. No npm package ships Spanish Tesseract data today; Debian's
 * `tesseract-ocr-spa` installs `spa.traineddata` (the CI installs it: .ci/run). Where that file is,
 * Spanish pages are read with 'spa+eng' (letters mix the two); where it is not, English OCR still works
 * and the analysis says that Spanish reading is unavailable on this server. Nothing is downloaded.
 */

/** Where Debian and Ubuntu put it (tesseract 5, then 4); DS_TESSDATA_SPA names another file. */
export const SPANISH_TRAINEDDATA_CANDIDATES: readonly string[] = [
  '/usr/share/tesseract-ocr/5/tessdata/spa.traineddata',
  '/usr/share/tesseract-ocr/4.00/tessdata/spa.traineddata',
];

/** The Spanish data file installed on this machine, or null. */
export const findSpanishTraineddata = (
  candidates: readonly string[] = process.env.DS_TESSDATA_SPA ? [process.env.DS_TESSDATA_SPA] : SPANISH_TRAINEDDATA_CANDIDATES,
): string | null => candidates.find((file) => existsSync(file)) ?? null;

const folders = new Map<string, string>();

/**
 * A folder tesseract.js can load 'spa+eng' from: it reads every language from one folder, with one
 * file naming rule (`<lang>.traineddata.gz`). The English data is the npm package's (the same as for
 * English letters); the Spanish is Debian's, gzipped once per process into the system's temp folder.
 */
export const spanishLangPath = (englishLangPath: string, spanishFile: string): string => {
  const key = `${englishLangPath}\n${spanishFile}`;
  const known = folders.get(key);
  if (known && existsSync(path.join(known, 'spa.traineddata.gz'))) return known;
  const dir = path.join(os.tmpdir(), `debtshield-tessdata-${process.pid}-${folders.size}`);
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(englishLangPath, 'eng.traineddata.gz'), path.join(dir, 'eng.traineddata.gz'));
  writeFileSync(path.join(dir, 'spa.traineddata.gz'), gzipSync(readFileSync(spanishFile), { level: 1 }));
  folders.set(key, dir);
  return dir;
};

/** Told with the analysis when a letter needed Spanish reading and the server has none. */
export const SPANISH_OCR_UNAVAILABLE =
  'This letter seems to be written in Spanish, but Spanish text recognition is not installed on this server, so it was read as English: accented words may be misread. Check the quoted words against your letter, or paste its text.';

/**
 * OCR end to end: letters rendered to pixels (scripts/render-fixtures.ts), read back by
 * extractDocument (image preparation + Tesseract) and analysed. Four OCR pages in all, each a few
 * seconds on two cores, started together in beforeAll so both workers of the pool are busy:
 *
 * - Model Form B-1 as a synthetic phone photo (turned 3°, blurred, noisy, unevenly lit, JPEG 70);
 * - Model Form B-1 as an image-only PDF of a 300-dpi scan (no text layer: pdf.js rasterises, OCR reads);
 * - the real photo of the model form (test-fixtures/cfpb-model-form-b1-photo.jpg);
 * - a corpus letter that breaks a rule (arrest threat) as a phone photo turned the other way;
 * - the same letter photographed lying upside down, and lying sideways (two readings each: the
 *   first way up tried reads poorly, the second well).
 *
 * The model form must give zero findings and its fields; the corpus letter must keep its finding
 * and gain none the text itself does not give.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/load-corpus';
import { imageOnlyPdf, MODEL_FORM_PATH, renderPhoto, renderScan } from '../scripts/render-fixtures';
import { analyzeDocument, analyzeText, closeOcrPool, type ExtractInput, type ExtractResult, extractDocument, type AnalysisResult } from './index';

const TIMEOUT = 120_000;
const MODEL_FORM_TODAY = '2020-08-03';
const REAL_PHOTO = new URL('../test-fixtures/cfpb-model-form-b1-photo.jpg', import.meta.url);
const THREAT_CASE = 'threats-arrest-garnishment';

type Read = { doc: ExtractResult; ms: number };

/** Starts reading at once; the promise is awaited by the test that needs it (a rejection fails that test only). */
const startReading = (input: Promise<ExtractInput>): Promise<Read> => {
  const reading = input.then(async (file) => {
    const started = performance.now();
    // The page's time limit is a speed bound (bench/); these tests judge the reading, so six photos read at once on a loaded
    // machine get a limit as long as the test's own, and a second look at a turned page is never cut short by the load.
    const doc = await extractDocument([file], { pageTimeoutMs: TIMEOUT - 10_000 });
    return { doc, ms: performance.now() - started };
  });
  reading.catch(() => undefined);
  return reading;
};

let modelFormPhoto: Promise<Read>;
let modelFormPdf: Promise<Read>;
let realPhoto: Promise<Read>;
let threatPhoto: Promise<Read>;
let upsideDownPhoto: Promise<Read>;
let sidewaysPhoto: Promise<Read>;

const threatCase = loadCorpus().find((c) => c.name === THREAT_CASE);

beforeAll(() => {
  const modelFormScan = renderScan(readFileSync(MODEL_FORM_PATH, 'utf8')).then((pages) => {
    if (pages.length !== 1 || !pages[0]) throw new Error(`the model form should render to one page, not ${pages.length}`);
    return pages[0];
  });
  modelFormPhoto = startReading(
    modelFormScan.then(async (png) => ({ bytes: await renderPhoto(png, { angle: 3, seed: 11 }), mimeType: 'image/jpeg', name: 'model-form.photo.jpg' })),
  );
  modelFormPdf = startReading(
    modelFormScan.then(async (png) => ({ bytes: await imageOnlyPdf([png]), mimeType: 'application/pdf', name: 'model-form.scan.pdf' })),
  );
  realPhoto = startReading(Promise.resolve({ bytes: readFileSync(REAL_PHOTO), mimeType: 'image/jpeg', name: 'cfpb-model-form-b1-photo.jpg' }));
  const threatScan = renderScan(threatCase?.text ?? '').then((pages) => pages[0]!);
  threatPhoto = startReading(
    threatScan.then(async (scan) => ({
      bytes: await renderPhoto(scan, { angle: -2.5, seed: 23, lighting: 0.4 }),
      mimeType: 'image/jpeg',
      name: `${THREAT_CASE}.photo.jpg`,
    })),
  );
  // The sheet turned on the table before the photo is taken: EXIF cannot know about it.
  const photoOfTurnedSheet = (degrees: number, seed: number) =>
    threatScan.then(async (scan) => ({
      bytes: await renderPhoto(await sharp(scan).rotate(degrees).png().toBuffer(), { angle: 1.5, seed }),
      mimeType: 'image/jpeg',
      name: `${THREAT_CASE}.turned-${degrees}.jpg`,
    }));
  upsideDownPhoto = startReading(photoOfTurnedSheet(180, 31));
  sidewaysPhoto = startReading(photoOfTurnedSheet(90, 37));
});

afterAll(async () => {
  await Promise.allSettled([modelFormPhoto, modelFormPdf, realPhoto, threatPhoto, upsideDownPhoto, sidewaysPhoto]);
  await closeOcrPool();
}, TIMEOUT);

/** Model Form B-1's sample values (legal-reference §6), as the facts stage must read them. */
const expectModelFormFields = (result: AnalysisResult): void => {
  const f = result.facts;
  expect({
    collector: f.collector?.name.value,
    currentCreditor: f.currentCreditor?.value,
    itemizationDate: f.itemizationDate?.value,
    amountOnItemizationDate: f.itemization.amountOnItemizationDate?.value,
    interest: f.itemization.interest?.value,
    fees: f.itemization.fees?.value,
    paymentsAndCredits: f.itemization.paymentsAndCredits?.value,
    currentAmount: f.itemization.currentAmount?.value,
    validationEndDate: f.validationEndDate?.value,
  }).toEqual({
    collector: 'North South Group',
    currentCreditor: 'Bank of Rockville',
    itemizationDate: '2017-01-02',
    amountOnItemizationDate: 2234.56,
    interest: 75,
    fees: 25,
    paymentsAndCredits: 50,
    currentAmount: 2284.56,
    validationEndDate: '2020-08-28',
  });
  const account = f.accountNumbers.find((a) => a.kind === 'account');
  expect(account).toMatchObject({ masked: '****6789', last4: '6789' });
  // Masked everywhere: neither the account nor the reference number survives in the facts.
  const facts = JSON.stringify(f);
  expect(facts).not.toContain('123-456-789');
  expect(facts).not.toContain('123456789');
};

const expectZeroFindings = (result: AnalysisResult): void => {
  expect(result.errors).toEqual([]);
  expect(result.findings.map((x) => `${x.id}: ${x.evidence.map((e) => e.text).join(' / ')}`)).toEqual([]);
};

describe('OCR end to end: Model Form B-1', () => {
  it(
    'read from a synthetic phone photo: zero findings and every field',
    async () => {
      const { doc } = await modelFormPhoto;
      expect(doc.method).toBe('ocr');
      expect(doc.lowConfidence).toBe(false);
      const result = analyzeDocument(doc, { today: MODEL_FORM_TODAY });
      expect(result.gates.followsModelForm).toBe(true);
      expectZeroFindings(result);
      expectModelFormFields(result);
    },
    TIMEOUT,
  );

  it(
    'read from an image-only PDF of a 300-dpi scan: zero findings and every field',
    async () => {
      const { doc } = await modelFormPdf;
      expect(doc.pages).toHaveLength(1);
      expect(doc.method).toBe('ocr');
      const result = analyzeDocument(doc, { today: MODEL_FORM_TODAY });
      expectZeroFindings(result);
      expectModelFormFields(result);
    },
    TIMEOUT,
  );

  it(
    'read from the real photo: zero findings and every field',
    async () => {
      const { doc } = await realPhoto;
      expect(doc.method).toBe('ocr');
      const result = analyzeDocument(doc, { today: MODEL_FORM_TODAY });
      expectZeroFindings(result);
      expectModelFormFields(result);
    },
    TIMEOUT,
  );
});

describe('OCR end to end: a corpus letter that breaks a rule', () => {
  it(
    'keeps the arrest-threat finding through a phone photo, and invents none',
    async () => {
      expect(threatCase).toBeDefined();
      const c = threatCase!;
      const { doc } = await threatPhoto;
      expect(doc.method).toBe('ocr');
      const options = { answers: c.expected.answers, today: c.expected.today };
      const fromPhoto = analyzeDocument(doc, options).findings.map((f) => f.id);
      const fromText = analyzeText(c.text, options).findings.map((f) => f.id);
      expect(fromPhoto).toContain('threat_arrest_or_criminal');
      expect(fromPhoto.filter((id) => !fromText.includes(id))).toEqual([]);
      const arrest = analyzeDocument(doc, options).findings.find((f) => f.id === 'threat_arrest_or_criminal');
      expect(arrest?.evidence.map((e) => e.text).join(' ')).toMatch(/arrest|prosecution|theft/i);
    },
    TIMEOUT,
  );
});

describe('OCR end to end: a letter photographed the wrong way up', () => {
  const expectLetterRead = (doc: ExtractResult) => {
    expect(doc.method).toBe('ocr');
    expect(doc.lowConfidence).toBe(false);
    expect(doc.text).toContain('NATIONAL ACCOUNTS BUREAU');
    expect(doc.text).toContain('$1,985.00');
    // Boxes lie in the photo as uploaded (2120 x 1640 landscape when sideways), not in the turned image.
    const page = doc.pages[0]!;
    const outside = page.words.filter((w) => w.bbox.x1 > page.size!.width || w.bbox.y1 > page.size!.height);
    expect(outside).toEqual([]);
  };

  it(
    'reads a letter lying upside down, turned 180 degrees',
    async () => {
      const { doc } = await upsideDownPhoto;
      expectLetterRead(doc);
      expect(doc.pages[0]).toMatchObject({ rotation: 180 });
      // The letterhead is at the top of the sheet, so at the bottom of the upside-down photo.
      const letterhead = doc.pages[0]!.words.find((w) => w.text === 'NATIONAL')!;
      expect(letterhead.bbox.y0).toBeGreaterThan(doc.pages[0]!.size!.height / 2);
    },
    TIMEOUT,
  );

  it(
    'reads a letter lying sideways, turned a quarter back',
    async () => {
      const { doc } = await sidewaysPhoto;
      expectLetterRead(doc);
      const page = doc.pages[0]!;
      expect(page.size!.width).toBeGreaterThan(page.size!.height);
      expect(page).toMatchObject({ rotation: 270 });
      // The sheet's top went to the photo's right.
      const letterhead = page.words.find((w) => w.text === 'NATIONAL')!;
      expect(letterhead.bbox.x0).toBeGreaterThan(page.size!.width / 2);
    },
    TIMEOUT,
  );
});

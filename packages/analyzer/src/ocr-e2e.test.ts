/**
 * OCR end to end: letters rendered to pixels (scripts/render-fixtures.ts), read back by
 * extractDocument (image preparation + Tesseract) and analysed. Four OCR pages in all, each a few
 * seconds on two cores, started together in beforeAll so both workers of the pool are busy:
 *
 * - Model Form B-1 as a synthetic phone photo (turned 3°, blurred, noisy, unevenly lit, JPEG 70);
 * - Model Form B-1 as an image-only PDF of a 300-dpi scan (no text layer: pdf.js rasterises, OCR reads);
 * - the real photo of the model form (test-fixtures/cfpb-model-form-b1-photo.jpg);
 * - a corpus letter that breaks a rule (arrest threat) as a phone photo turned the other way.
 *
 * The model form must give zero findings and its fields; the corpus letter must keep its finding
 * and gain none the text itself does not give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/load-corpus';
import { imageOnlyPdf, MODEL_FORM_PATH, renderPhoto, renderScan } from '../scripts/render-fixtures';
import { analyzeDocument, analyzeText, closeOcrPool, type ExtractedDocument, type ExtractInput, extractDocument, type AnalysisResult } from './index';

const TIMEOUT = 120_000;
const MODEL_FORM_TODAY = '2020-08-03';
const REAL_PHOTO = new URL('../test-fixtures/cfpb-model-form-b1-photo.jpg', import.meta.url);
const THREAT_CASE = 'threats-arrest-garnishment';

type Read = { doc: ExtractedDocument; ms: number };

/** Starts reading at once; the promise is awaited by the test that needs it (a rejection fails that test only). */
const startReading = (input: Promise<ExtractInput>): Promise<Read> => {
  const reading = input.then(async (file) => {
    const started = performance.now();
    const doc = await extractDocument([file]);
    return { doc, ms: performance.now() - started };
  });
  reading.catch(() => undefined);
  return reading;
};

let modelFormPhoto: Promise<Read>;
let modelFormPdf: Promise<Read>;
let realPhoto: Promise<Read>;
let threatPhoto: Promise<Read>;

const threatCase = loadCorpus().find((c) => c.name === THREAT_CASE);

beforeAll(() => {
  const modelFormScan = renderScan(readFileSync(MODEL_FORM_PATH, 'utf8')).then((pages) => {
    if (pages.length !== 1 || !pages[0]) throw new Error(`the model form should render to one page, not ${pages.length}`);
    return pages[0];
  });
  modelFormPhoto = startReading(modelFormScan.then(async (png) => ({ bytes: await renderPhoto(png, { angle: 3, seed: 11 }), mimeType: 'image/jpeg', name: 'model-form.photo.jpg' })));
  modelFormPdf = startReading(modelFormScan.then(async (png) => ({ bytes: await imageOnlyPdf([png]), mimeType: 'application/pdf', name: 'model-form.scan.pdf' })));
  realPhoto = startReading(Promise.resolve({ bytes: readFileSync(REAL_PHOTO), mimeType: 'image/jpeg', name: 'cfpb-model-form-b1-photo.jpg' }));
  threatPhoto = startReading(
    renderScan(threatCase?.text ?? '').then(async (pages) => ({
      bytes: await renderPhoto(pages[0]!, { angle: -2.5, seed: 23, lighting: 0.4 }),
      mimeType: 'image/jpeg',
      name: `${THREAT_CASE}.photo.jpg`,
    })),
  );
});

afterAll(async () => {
  await Promise.allSettled([modelFormPhoto, modelFormPdf, realPhoto, threatPhoto]);
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

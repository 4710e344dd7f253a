import { afterAll, describe, expect, it } from 'vitest';
import { analyzeDocument } from '../engine/analyze';
import { extractDocument } from './extract-document';
import { findSpanishTraineddata, SPANISH_OCR_UNAVAILABLE, SPANISH_TRAINEDDATA_CANDIDATES } from './ocr-languages';
import { closeOcrPool, type OcrEngine, type OcrResult } from './ocr-pool';
import { renderLetterPng } from './test-helpers';

/** A stand-in engine that answers every page with one line of text, counting its calls. */
const engine = (line: string): OcrEngine & { calls: number } => {
  const e = {
    size: 1,
    calls: 0,
    recognize: async (): Promise<OcrResult> => {
      e.calls++;
      return {
        confidence: 0.9,
        ms: 1,
        paragraphs: [
          {
            lines: [
              {
                bbox: { x0: 0, y0: 0, x1: 900, y1: 20 },
                words: line.split(' ').map((text, i) => ({ text, confidence: 0.9, bbox: { x0: i * 60, y0: 0, x1: i * 60 + 50, y1: 20 } })),
              },
            ],
          },
        ],
      };
    },
  };
  return e;
};

const SPANISH_READ_AS_ENGLISH =
  'Estamos tratando de cobrar una deuda que usted le debe a Banco Westfield. La informaci6n que nos de se usara para cobrar la deuda.';
const SPANISH_READ = 'Estamos tratando de cobrar una deuda que usted le debe a Banco Westfield. La información que nos dé se usará para cobrar la deuda.';
const ENGLISH = 'We are trying to collect a debt that you owe to Westfield Bank. We will use any information you give us to help collect the debt.';

const photo = async () => ({ bytes: new Uint8Array(await renderLetterPng(['anything'], { width: 500, height: 200, margin: 40 })), mimeType: 'image/png' });

describe('extractDocument: Spanish pages', () => {
  it('reads a page again with Spanish data when English OCR found Spanish, and not an English page', async () => {
    const english = engine(SPANISH_READ_AS_ENGLISH);
    const spanish = engine(SPANISH_READ);
    const doc = await extractDocument([await photo()], { ocrPool: english, spanishOcrPool: spanish });
    expect(doc.text).toBe(SPANISH_READ);
    expect(spanish.calls).toBeGreaterThan(0);
    expect(doc.warnings).toEqual([]);

    const onlyEnglish = engine(ENGLISH);
    const unused = engine(SPANISH_READ);
    expect((await extractDocument([await photo()], { ocrPool: onlyEnglish, spanishOcrPool: unused })).text).toBe(ENGLISH);
    expect(unused.calls).toBe(0);
  });

  it('reads with Spanish data at once for a reader of Spanish', async () => {
    const english = engine(ENGLISH);
    const spanish = engine(SPANISH_READ);
    const doc = await extractDocument([await photo()], { lang: 'es', ocrPool: english, spanishOcrPool: spanish });
    expect(doc.text).toBe(SPANISH_READ);
    expect(english.calls).toBe(0);
  });

  it('still reads the page in English where Spanish data is not installed, and says so', async () => {
    const doc = await extractDocument([await photo()], { ocrPool: engine(SPANISH_READ_AS_ENGLISH), spanishOcrPool: null });
    expect(doc.text).toBe(SPANISH_READ_AS_ENGLISH);
    expect(doc.warnings).toEqual([SPANISH_OCR_UNAVAILABLE]);
    const asked = await extractDocument([await photo()], { lang: 'es', ocrPool: engine(ENGLISH), spanishOcrPool: null });
    expect(asked.warnings).toEqual([SPANISH_OCR_UNAVAILABLE]);
    // A text file needs no OCR: nothing to say.
    const text = await extractDocument([{ bytes: new Uint8Array(Buffer.from(SPANISH_READ)), mimeType: 'text/plain' }], { lang: 'es', spanishOcrPool: null });
    expect(text.warnings).toEqual([]);
  });

  it('looks for the data where Debian installs it', () => {
    expect(SPANISH_TRAINEDDATA_CANDIDATES).toContain('/usr/share/tesseract-ocr/5/tessdata/spa.traineddata');
    expect(findSpanishTraineddata(['/no/such/spa.traineddata'])).toBeNull();
  });
});

const SPANISH_DATA = findSpanishTraineddata();

const LETTER = [
  'Cobranzas del Sur, LLC',
  '15 de marzo de 2025',
  'Cobranzas del Sur, LLC es un cobrador de deudas. Estamos tratando de cobrar',
  'una deuda que usted le debe a Banco Westfield. Usaremos cualquier información',
  'que usted nos dé para ayudar a cobrar la deuda.',
  'Cantidad total de la deuda ahora: $1,250.00',
  '¿Cómo puede disputar la deuda?',
  'Llámenos o escríbanos a más tardar el 28 de abril de 2025 para disputar',
  'toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información',
  'es correcta. Acreedor original: Banco Westfield',
];

// The CI installs tesseract-ocr-spa (.ci/run); a machine without it cannot run this one test.
describe.skipIf(SPANISH_DATA === null)('Spanish OCR with Debian data (tesseract-ocr-spa)', () => {
  afterAll(async () => {
    await closeOcrPool();
  });

  it(
    'reads a rendered Spanish page, accents included, and the analysis finds its facts',
    async () => {
      const png = await renderLetterPng(LETTER, { width: 1700, height: 900, fontSize: 30 });
      const doc = await extractDocument([{ bytes: new Uint8Array(png), mimeType: 'image/png', name: 'carta.png' }], { lang: 'es' });
      expect(doc.method).toBe('ocr');
      expect(doc.warnings).toEqual([]);
      for (const word of ['información', 'Llámenos', 'escríbanos', 'más', '¿Cómo', 'dé']) expect(doc.text).toContain(word);
      const { facts, gates } = analyzeDocument(doc, { today: '2025-03-20', answers: { state: 'TX', receivedEnglishNotice: true } });
      expect(facts.language).toBe('es');
      expect(facts.letterDate?.value).toBe('2025-03-15');
      expect(facts.validationEndDate?.value).toBe('2025-04-28');
      expect(facts.itemization.currentAmount?.value).toBe(1250);
      expect(gates).toMatchObject({ isDebtCollector: true, isValidationNotice: true });

      // Without the person's language: read in English first, found to be Spanish, read again.
      const detected = await extractDocument([{ bytes: new Uint8Array(png), mimeType: 'image/png', name: 'carta.png' }]);
      expect(detected.text).toBe(doc.text);
    },
    // Two Tesseract languages start in a fresh worker: seconds on a loaded machine.
    120_000,
  );
});

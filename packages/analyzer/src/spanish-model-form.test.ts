/**
 * The CFPB's Spanish model validation notice (test-fixtures/cfpb-model-form-spanish.pdf, from the
 * CFPB; its text layer as the analyzer's own extract reads it is cfpb-model-form-spanish.txt) is an
 * accurate translation of Model Form B-1 (comment 34(e)-1): it must give no finding and every field,
 * as text, as the PDF, and as a phone photo; and so must any notice in its words with other values
 * (generated here, with values this file alone chooses: the analyzer shares no table with it).
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPhoto, renderScan } from '../scripts/render-fixtures';
import { analyzeDocument, analyzeText, closeOcrPool, extractDocument, type AnalysisResult } from './index';

const fixture = (name: string): Buffer => readFileSync(new URL(`../test-fixtures/${name}`, import.meta.url));
const MODEL_TEXT = fixture('cfpb-model-form-spanish.txt').toString('utf8');
const MODEL_PDF = fixture('cfpb-model-form-spanish.pdf');
const TODAY = '2020-07-20';
const TIMEOUT = 120_000;

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The values a notice fills in (the model form's own first). */
type Values = {
  collector: string;
  creditor: string;
  consumer: string;
  street: string;
  unit: string;
  city: string;
  poBox: string;
  collectorCity: string;
  phone: string;
  site: string;
  reference: string;
  account: string;
  itemizationDate: string;
  endDate: string;
  owed: number;
  interest: number;
  fees: number;
  paid: number;
  store: string;
};

const MODEL: Values = {
  collector: 'North South Group',
  creditor: 'Bank of Rockville',
  consumer: 'Persona A',
  street: '2323 Park Street',
  unit: 'Apartment 342',
  city: 'Bethesda, MD 20815',
  poBox: 'P.O. Box 123456',
  collectorCity: 'Pasadena, CA 91111-2222',
  phone: '(800) 123-4567',
  site: 'www.example.com',
  reference: '584-345',
  account: '123-456-789',
  itemizationDate: '2017-01-02',
  endDate: '2020-08-28',
  owed: 2234.56,
  interest: 75,
  fees: 25,
  paid: 50,
  store: 'Departamento Main Street',
};

const VARIANTS: readonly (Values & { today: string })[] = [
  {
    collector: 'Meridian Recovery Services',
    creditor: 'Halcon Federal Credit Union',
    consumer: 'Rosa Delgado',
    street: '88 Calle Luna',
    unit: 'Apt 4B',
    city: 'El Paso, TX 79901',
    poBox: 'PO Box 7781',
    collectorCity: 'Tulsa, OK 74101',
    phone: '(888) 555-0142',
    site: 'www.meridianrecovery.com',
    reference: 'MR-77120',
    account: '4417-2210-9931',
    itemizationDate: '2024-03-15',
    endDate: '2025-06-16',
    owed: 3120.4,
    interest: 0,
    fees: 0,
    paid: 120.4,
    store: 'Sunset Outlet',
    today: '2025-05-12',
  },
  {
    collector: 'Atlas Credit Partners',
    creditor: 'Pinecrest National Bank',
    consumer: 'Jorge Ramirez',
    street: '1450 West Elm Avenue',
    unit: 'Unit 12',
    city: 'Phoenix, AZ 85003',
    poBox: 'P.O. Box 5520',
    collectorCity: 'Columbus, OH 43215',
    phone: '(877) 555-0199',
    site: 'www.atlascp.com',
    reference: '90-2231',
    account: '5522-8830-1147',
    itemizationDate: '2023-11-30',
    endDate: '2024-10-07',
    owed: 987.12,
    interest: 143.5,
    fees: 35,
    paid: 0,
    store: 'Hogar Plus',
    today: '2024-08-29',
  },
  {
    collector: 'Sierra Portfolio Management',
    creditor: 'Evergreen Bank',
    consumer: 'Ana Torres',
    street: '301 Maple Road',
    unit: 'Suite 9',
    city: 'Miami, FL 33125',
    poBox: 'PO Box 919',
    collectorCity: 'Denver, CO 80202',
    phone: '(866) 555-0110',
    site: 'www.sierrapm.net',
    reference: 'SP-4410',
    account: '6011-0042-7788',
    itemizationDate: '2022-07-04',
    endDate: '2025-01-21',
    owed: 15430,
    interest: 1210.75,
    fees: 0,
    paid: 2500,
    store: 'Muebles Familia',
    today: '2024-12-09',
  },
];

const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const spanishDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${MESES[m! - 1]} del ${y}`;
};
const total = (v: Values): number => Math.round((v.owed + v.interest + v.fees - v.paid) * 100) / 100;

/** Each literal of the model form's values, and what it becomes (longest first, so names go before their parts). */
const replacements = (v: Values): [RegExp, string][] =>
  (
    [
      [/North\s+South\s+Group/g, v.collector],
      [/Bank\s+of\s+Rockville/g, v.creditor],
      [/Persona A/g, v.consumer],
      [/2323 Park Street/g, v.street],
      [/Apartment 342/g, v.unit],
      [/Bethesda, MD 20815/g, v.city],
      [/P\.O\. Box 123456/g, v.poBox],
      [/Pasadena, CA 91111-2222/g, v.collectorCity],
      [/\(800\) 123-4567/g, v.phone],
      [/www\.example\.com/g, v.site],
      [/584-345/g, v.reference],
      [/123-456-789/g, v.account],
      [/2 de enero del 2017/g, spanishDate(v.itemizationDate)],
      [/28 de agosto del 2020/g, spanishDate(v.endDate)],
      [/2,234\.56/g, money(v.owed)],
      [/75\.00/g, money(v.interest)],
      [/25\.00/g, money(v.fees)],
      [/50\.00/g, money(v.paid)],
      [/2,284\.56/g, money(total(v))],
      [/Departamento\s+Main\s+Street/g, v.store],
    ] as [RegExp, string][]
  ).map(([re, s]) => [re, s]);

/** The model notice's text with other values. */
const noticeWith = (v: Values): string => replacements(v).reduce((text, [re, s]) => text.replace(re, s), MODEL_TEXT);

const expectClean = (result: AnalysisResult): void => {
  expect(result.errors).toEqual([]);
  expect(result.findings.map((x) => `${x.id}: ${x.evidence.map((e) => e.text).join(' / ')}`)).toEqual([]);
};

const fieldsOf = (result: AnalysisResult) => {
  const f = result.facts;
  return {
    collector: f.collector?.name.value,
    currentCreditor: f.currentCreditor?.value,
    account: f.accountNumbers.find((a) => a.kind === 'account')?.last4,
    itemizationDate: f.itemizationDate?.value,
    amountOnItemizationDate: f.itemization.amountOnItemizationDate?.value,
    interest: f.itemization.interest?.value,
    fees: f.itemization.fees?.value,
    paymentsAndCredits: f.itemization.paymentsAndCredits?.value,
    currentAmount: f.itemization.currentAmount?.value,
    validationEndDate: f.validationEndDate?.value,
  };
};

const expectedFields = (v: Values) => ({
  collector: v.collector,
  currentCreditor: v.creditor,
  account: v.account.replace(/\D/g, '').slice(-4),
  itemizationDate: v.itemizationDate,
  amountOnItemizationDate: v.owed,
  interest: v.interest,
  fees: v.fees,
  paymentsAndCredits: v.paid,
  currentAmount: total(v),
  validationEndDate: v.endDate,
});

afterAll(async () => {
  await closeOcrPool();
}, TIMEOUT);

describe("the CFPB's Spanish model validation notice", () => {
  it('as its text: no finding, every field, read as the model form', () => {
    const result = analyzeText(MODEL_TEXT, { answers: { state: 'MD' }, today: TODAY });
    expect(result.gates.followsModelForm).toBe(true);
    expect(result.facts.language).toBe('es');
    expectClean(result);
    expect(fieldsOf(result)).toEqual(expectedFields(MODEL));
    expect(result.facts.consumer?.name?.value).toBe('Persona A');
  });

  it('as the PDF (two columns in its text layer): the same text, no finding, every field', async () => {
    const doc = await extractDocument([{ bytes: new Uint8Array(MODEL_PDF), mimeType: 'application/pdf', name: 'cfpb-model-form-spanish.pdf' }]);
    expect(doc.method).toBe('text-layer');
    expect(doc.text).toBe(MODEL_TEXT);
    const result = analyzeDocument(doc, { answers: { state: 'MD' }, today: TODAY });
    expectClean(result);
    expect(fieldsOf(result)).toEqual(expectedFields(MODEL));
  });

  describe.each(VARIANTS.map((v) => [v.collector, v] as const))('in its words with other values (%s)', (_name, v) => {
    it('as text: no finding, every field', () => {
      const result = analyzeText(noticeWith(v), { answers: { state: v.city.slice(-8, -6) }, today: v.today });
      expectClean(result);
      expect(fieldsOf(result)).toEqual(expectedFields(v));
    });
  });

  it('in its words with other values, as a two-column PDF drawn where the CFPB drew each line', async () => {
    const v = VARIANTS[1]!;
    const pdf = await redrawModelPdf(v);
    const doc = await extractDocument([{ bytes: pdf, mimeType: 'application/pdf', name: 'variant.pdf' }]);
    expect(doc.method).toBe('text-layer');
    const result = analyzeDocument(doc, { answers: { state: 'AZ' }, today: v.today });
    expectClean(result);
    expect(fieldsOf(result)).toEqual(expectedFields(v));
  });

  it(
    'in its words with other values, as a phone photo read by OCR: no finding, every field',
    async () => {
      const v = VARIANTS[0]!;
      const [scan] = await renderScan(noticeWith(v).replace(/\u0086/g, '[ ]'));
      const photo = await renderPhoto(scan!, { angle: 2, seed: 5 });
      const doc = await extractDocument([{ bytes: new Uint8Array(photo), mimeType: 'image/jpeg', name: 'notice.jpg' }], { lang: 'es' });
      expect(doc.method).toBe('ocr');
      const result = analyzeDocument(doc, { answers: { state: 'TX' }, today: v.today });
      expect(result.gates.followsModelForm).toBe(true);
      expectClean(result);
      expect(fieldsOf(result)).toEqual(expectedFields(v));
    },
    TIMEOUT,
  );
});

/**
 * The model notice's PDF drawn again with other values: each text item of the CFPB's page at the
 * place and size the CFPB drew it (pdf.js reads them), its words replaced, in Helvetica; a longer
 * value is set smaller to keep to the width the CFPB gave it (as a form filler does).
 */
const redrawModelPdf = async (v: Values): Promise<Uint8Array> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const source = await pdfjs.getDocument({ data: new Uint8Array(MODEL_PDF), useSystemFonts: false }).promise;
  const page = await source.getPage(1);
  const content = await page.getTextContent();
  const out = await PDFDocument.create();
  const font = await out.embedFont(StandardFonts.Helvetica);
  const sheet = out.addPage([612, 792]);
  // Split names ("North South" / "Group" on two lines) are whole names in the text: replace the parts.
  const parts: [RegExp, string][] = [
    [/^North South$/, v.collector],
    [/^Group$/, ''],
  ];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    let str = item.str.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013]/g, '');
    for (const [re, s] of parts) str = str.replace(re, s);
    str = replacements(v).reduce((t, [re, s]) => t.replace(re, s), str);
    if (str.trim() === '') continue;
    const [a, b, , , x, y] = item.transform as number[];
    const text = str.replace('\u2013', '-');
    // A longer value is set smaller to fit the CFPB's field, as a form filler does.
    const natural = Math.hypot(a!, b!);
    const size = Math.min(natural, (natural * item.width) / Math.max(1, font.widthOfTextAtSize(text, natural)) || natural);
    sheet.drawText(text, { x: x!, y: y!, size: Math.max(size, natural * 0.6), font });
  }
  await source.destroy();
  return out.save();
};

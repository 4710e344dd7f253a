import { deflateSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPdfExpansion } from '../check-pdf-expansion';
import { joinTextItems, type TextItemLike } from '../join-text-items';
import { openPdf, type PdfHandle } from '../open-pdf';
import { imageCoverage, readPdfPage } from '../read-pdf-page';
import { FIXTURES_DIR, LETTER_LINES, makeBlankPdf, makeEncryptedPdf, makeMixedPdf, makeTextPdf, renderLetterPng } from '../test-helpers';
import { openLightPdf, readLightPdf } from './read-light-pdf';

const handles: PdfHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.destroy()));
});

/** Hand-made PDF: objects 1..n (object 1 the catalog), each a dictionary, optionally with stream data. */
function buildPdf(objects: (string | { dict: string; data: Buffer; deflate?: boolean })[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(length);
    if (typeof o === 'string') push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
    else {
      const data = o.deflate ? deflateSync(o.data) : o.data;
      const filter = o.deflate ? ' /Filter /FlateDecode' : '';
      push(Buffer.from(`${i + 1} 0 obj\n<< ${o.dict}${filter} /Length ${data.length} >>\nstream\n`, 'latin1'));
      push(data);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) table += `${String(o).padStart(10, '0')} 00000 n \n`;
  table += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(table, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const text = (s: string) => ({ dict: '', data: Buffer.from(s, 'latin1') });

/** Text operators of every kind, simple fonts by encoding and by /Differences, a form, a crop box, a rotated page and split contents. */
function makeOperatorsPdf(): Uint8Array {
  const page1 = `q 1 0 0 1 0 0 cm
BT /F1 12 Tf 72 720 Td 14 TL (Hello World, plain.) Tj T* 0.5 Tc (Spaced letters here) Tj 0 Tc 3 Tw T* (Word spacing wide) Tj 0 Tw
80 Tz T* (Condensed eighty) Tj 100 Tz T* [(Ker) -120 (ning) 250 (gap) -2000 (far) ( away)] TJ
(Next line by quote) ' 2 1 (Double quote operator) " -24 -30 TD (Moved by TD) Tj T* (caf\\351 \\223quoted\\224 \\226 dash \\200 euro) Tj ET
BT /F2 10 Tf 1 0 0 1 300 500 Tm (Differences: ) Tj <01020304> Tj ( done) Tj ET
BT /F1 9 Tf 5 Ts 72 400 Td (raised) Tj 0 Ts ( base line) Tj ET
Q
q 0.8 0 0 0.8 100 100 cm /Fm1 Do Q
BT /F1 11 Tf 0 1 -1 0 500 200 Tm (Rotated ninety text) Tj ET
BT /F3 12 Tf 72 300 Td (Courier without widths) Tj /F1 12 Tf ( and back) Tj ET
/Im1 Do
BT /F1 12 Tf 900 900 Td (Outside the page) Tj ET
`;
  const page2a = 'BT /F1 14 Tf 40 700 Td (Second page first stream,';
  const page2b = ' continued) Tj 0 -20 Td (in a second) Tj ET';
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 12 0 R] /Count 2 /Resources 4 0 R /MediaBox [0 0 612 792] >>',
    '<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>',
    '<< /Font << /F1 6 0 R /F2 7 0 R /F3 8 0 R >> /XObject << /Fm1 9 0 R /Im1 11 0 R >> >>',
    { ...text(page1), deflate: true },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /FirstChar 1 /LastChar 4 /Widths [444 444 333 556] /Encoding << /Type /Encoding /Differences [1 /e /eacute /quoteright /fi] >> >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
    {
      dict: '/Type /XObject /Subtype /Form /BBox [0 0 300 100] /Matrix [1 0 0 1 10 10] /Resources << /Font << /F1 6 0 R >> >>',
      data: Buffer.from('BT /F1 10 Tf 0 0 Td (Inside a form) Tj ET'),
    },
    { ...text(page2b), deflate: true },
    { dict: '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8', data: Buffer.from([0, 255, 255, 0]) },
    '<< /Type /Page /Parent 2 0 R /Contents [13 0 R 10 0 R] /CropBox [20 20 600 780] /Rotate 90 >>',
    text(page2a),
  ]);
}

/** A Type0 font (Identity-H, embedded TrueType, ToUnicode by bfchar and bfrange), as word processors embed fonts. */
function makeType0Pdf(): Uint8Array | undefined {
  const fontFile = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  if (!existsSync(fontFile)) return undefined;
  const font = readFileSync(fontFile);
  const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Adobe-Identity-UCS def
1 begincodespacerange <0000> <FFFF> endcodespacerange
3 beginbfchar <0003> <0020> <0011> <002E> <00A0> <00E9> endbfchar
2 beginbfrange <0024> <003D> <0041> <0044> <0046> [<0061> <0062> <0063>] endbfrange
endcmap CMapName currentdict /CMap defineresource pop end end`;
  // Codes: A..Z are 0x24..0x3D, a b c are 0x44..0x46, space 0x03, period 0x11, é 0xA0.
  const word = (s: string) =>
    [...s]
      .map((c) => {
        const code = c === ' ' ? 3 : c === '.' ? 0x11 : c === 'é' ? 0xa0 : c >= 'a' ? 0x44 + c.charCodeAt(0) - 97 : 0x24 + c.charCodeAt(0) - 65;
        return code.toString(16).padStart(4, '0');
      })
      .join('');
  const content = `BT /F1 12 Tf 72 700 Td <${word('ABC CAB abc.')}> Tj 0 -16 Td [<${word('HELLO')}> -300 <${word('WORLD é')}>] TJ ET`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { ...text(content), deflate: true },
    '<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+DejaVuSans /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 8 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ABCDEF+DejaVuSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 7 0 R /DW 600 /W [3 [318] 17 [318] 36 61 684 68 [613 635 550]] /CIDToGIDMap /Identity >>',
    '<< /Type /FontDescriptor /FontName /ABCDEF+DejaVuSans /Flags 32 /FontBBox [-1021 -463 1793 1232] /ItalicAngle 0 /Ascent 928 /Descent -236 /CapHeight 729 /StemV 80 /FontFile2 9 0 R >>',
    { ...text(cmap), deflate: true },
    { dict: `/Length1 ${font.length}`, data: font, deflate: true },
  ]);
}

function makeType3Pdf(): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /T3 5 0 R >> >> /Contents 4 0 R >>',
    text(`BT /T3 1 Tf 72 700 Td (${'a'.repeat(250)}) Tj ET`),
    '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R >> /Encoding << /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << >> >>',
    text('1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f'),
  ]);
}

/** A non-embedded font whose /Differences name a glyph no table knows: pdf.js would print the raw code. */
function makeUnmappedGlyphPdf(): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    text('BT /F1 12 Tf 72 700 Td (Normal text then ) Tj <05> Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Differences [5 /mysteryglyph] >> >>',
  ]);
}

async function pdfLibLetter(options: { font: StandardFonts; objectStreams?: boolean; rotate?: number; textAngle?: number }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(options.font);
  for (let p = 0; p < 2; p++) {
    const page = doc.addPage([612, 792]);
    if (options.rotate) page.setRotation(degrees(options.rotate));
    LETTER_LINES.forEach((line, i) => {
      if (line) page.drawText(`${line}${p ? ` (page ${p + 1})` : ''}`, { x: 72, y: 720 - i * 15, size: 11, font, rotate: degrees(options.textAngle ?? 0) });
    });
    // WinAnsi beyond ASCII: accents, curly quotes, dashes, the euro sign.
    page.drawText('Débito — “pagar” ‘ya’ – 100 €', { x: 72, y: 100, size: 10, font });
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? true });
}

/** Reads the file both ways and expects the same text items, viewport, joined text, word boxes and image coverage. */
async function expectParity(bytes: Uint8Array): Promise<void> {
  // As openPdf reads it: with the streams the expansion check inflated.
  const read = readLightPdf(bytes, { inflated: await checkPdfExpansion(bytes) });
  if (!('pdf' in read)) throw new Error(`the light reader left it to pdf.js: ${read.fallback}`);
  const handle = await openPdf(bytes, { light: false });
  handles.push(handle);
  const doc = await handle.doc();
  expect(read.pdf.numPages).toBe(doc.numPages);
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const viewport = page.getViewport({ scale: 1 });
    const light = read.pdf.pages[p - 1]!;
    expect(light.viewport.transform).toEqual(viewport.transform);
    expect([light.viewport.width, light.viewport.height]).toEqual([viewport.width, viewport.height]);
    const items = (await page.getTextContent()).items.filter((i): i is Extract<typeof i, { str: string }> => 'str' in i);
    expect(light.items.map((i) => [i.str, i.hasEOL])).toEqual(items.map((i) => [i.str, i.hasEOL]));
    light.items.forEach((item, i) => {
      expect(item.width).toBeCloseTo(items[i]!.width, 6);
      item.transform.forEach((v, k) => expect(v).toBeCloseTo(items[i]!.transform[k] as number, 6));
    });
    const fromLight = joinTextItems(light.items, light.viewport);
    const fromPdfJs = joinTextItems(items as TextItemLike[], viewport);
    expect(fromLight.text).toBe(fromPdfJs.text);
    expect(fromLight.words.length).toBe(fromPdfJs.words.length);
    fromLight.words.forEach((w, i) => {
      const other = fromPdfJs.words[i]!;
      expect([w.text, w.start, w.end]).toEqual([other.text, other.start, other.end]);
      for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(Math.abs(w.bbox[k] - other.bbox[k])).toBeLessThanOrEqual(0.01);
    });
    expect(light.imageCoverage).toBeCloseTo(await imageCoverage(page), 6);
  }
}

describe('readLightPdf reads what pdf.js reads', () => {
  it.each([
    ['Helvetica', StandardFonts.Helvetica],
    ['Helvetica-BoldOblique', StandardFonts.HelveticaBoldOblique],
    ['Times-Roman', StandardFonts.TimesRoman],
    ['Times-BoldItalic', StandardFonts.TimesRomanBoldItalic],
    ['Courier', StandardFonts.Courier],
    ['Courier-Bold', StandardFonts.CourierBold],
  ])('pdf-lib letters in %s, two pages', async (_name, font) => {
    await expectParity(await pdfLibLetter({ font }));
  });

  it('a classic cross-reference table (no object streams)', async () => {
    await expectParity(await pdfLibLetter({ font: StandardFonts.TimesRoman, objectStreams: false }));
  });

  it('pages rotated 90, 180 and 270 degrees, and text drawn at an angle', async () => {
    for (const rotate of [90, 180, 270]) await expectParity(await pdfLibLetter({ font: StandardFonts.Helvetica, rotate }));
    await expectParity(await pdfLibLetter({ font: StandardFonts.Helvetica, textAngle: 30 }));
  });

  it('every text operator, /Differences, a form, an image, a crop box and contents in two streams', async () => {
    await expectParity(makeOperatorsPdf());
  });

  it('a Type0 font with Identity-H and a ToUnicode map', async () => {
    const pdf = makeType0Pdf();
    expect(pdf, 'DejaVu Sans is installed with the OCR test fonts').toBeDefined();
    await expectParity(pdf!);
  });

  it('the test helpers letters, and a stamped scan (text over an image)', async () => {
    await expectParity(await makeTextPdf([LETTER_LINES, ['A short second page with enough letters to count.']]));
    const png = await renderLetterPng(LETTER_LINES.slice(0, 4), { width: 850, height: 1100 });
    await expectParity(await makeMixedPdf([LETTER_LINES, png, { png, stamp: 'Scanned by OfficeScan 3000 on 2026-11-02' }]));
  });

  it('the PDF fixtures of the repository (a model notice exported by a word processor)', async () => {
    const fixtures = [path.join(FIXTURES_DIR, 'cfpb-model-form-spanish.pdf')];
    for (const file of fixtures) await expectParity(new Uint8Array(readFileSync(file)));
  });
});

describe('readLightPdf leaves to pdf.js what it must not read', () => {
  const fallback = (bytes: Uint8Array, options?: { maxPages?: number }) => {
    const read = readLightPdf(bytes, options);
    return 'fallback' in read ? read.fallback : 'read';
  };

  it('an encrypted PDF, a Type3 font, a glyph with no Unicode, more pages than the product reads', async () => {
    expect(fallback(makeEncryptedPdf())).toBe('encrypted');
    expect(fallback(makeType3Pdf())).toBe('font Type3');
    expect(fallback(makeUnmappedGlyphPdf())).toBe('code without unicode');
    expect(fallback(await makeBlankPdf(21))).toBe('page count');
    expect(fallback(await makeBlankPdf(3), { maxPages: 2 })).toBe('page count');
  });

  it('a damaged file: a cross-reference that points nowhere, a stream cut short', async () => {
    const pdf = await pdfLibLetter({ font: StandardFonts.Helvetica, objectStreams: false });
    const shifted = new Uint8Array([...Buffer.from('%PDF-1.7\n% padding\n'), ...pdf.subarray(9)]);
    expect(fallback(shifted)).not.toBe('read');
    const bytes = Buffer.from(makeOperatorsPdf());
    const at = bytes.indexOf('endstream');
    expect(fallback(new Uint8Array(Buffer.concat([bytes.subarray(0, at - 5), bytes.subarray(at)])))).not.toBe('read');
  });

  it('a hostile file: an object that needs itself, a ToUnicode map of millions of entries', () => {
    const page = (contents: string, font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>') =>
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
        contents,
        font,
        text(`1 begincodespacerange <0000> <FFFF> endcodespacerange\n${'1 beginbfrange <0000> <FFFF> <0041> endbfrange\n'.repeat(8)}`),
      ]);
    expect(fallback(page('<< /Length 4 0 R >>\nstream\nBT /F1 12 Tf (a) Tj ET\nendstream'))).toBe('reference loop');
    const huge = page(
      '<< /Length 27 >>\nstream\nBT /F1 12 Tf (a) Tj ET    \nendstream',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>',
    );
    expect(fallback(huge)).toBe('ToUnicode size');
  });

  it('a file damaged at random (bytes changed, digits and spaces put in, runs overwritten) is read or declined, never thrown', async () => {
    const letter = await pdfLibLetter({ font: StandardFonts.Helvetica, objectStreams: true });
    let state = 20261124;
    const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const outcomes = { read: 0, declined: 0 };
    for (let i = 0; i < 300; i++) {
      const bytes = new Uint8Array(letter);
      for (let k = 1 + Math.floor(random() * 6); k > 0; k--) {
        const at = Math.floor(random() * bytes.length);
        const how = random();
        if (how < 0.6) bytes[at] = Math.floor(random() * 256);
        else if (how < 0.8) bytes[at] = '0123456789 '.charCodeAt(Math.floor(random() * 11));
        else bytes.fill(0x30, at, Math.min(bytes.length, at + Math.floor(random() * 50)));
      }
      const opened = openLightPdf(bytes);
      // The streams the expansion check inflated, taken rather than inflated again, read the same.
      const inflated = await checkPdfExpansion(bytes).catch(() => undefined);
      const reused = openLightPdf(bytes, { inflated });
      if ('fallback' in opened) {
        expect(reused).toEqual(opened);
        outcomes.declined++;
        continue;
      }
      if (!('doc' in reused)) throw new Error(`read alone, declined with the check's streams: ${reused.fallback}`);
      expect(reused.doc.numPages).toBe(opened.doc.numPages);
      for (let n = 1; n <= opened.doc.numPages; n++) {
        const page = opened.doc.page(n);
        expect(reused.doc.page(n)).toEqual(page);
        outcomes['page' in page ? 'read' : 'declined']++;
      }
    }
    // Both happen: most damage lands in page content the reader still reads, some in the structure it declines.
    expect(outcomes.read).toBeGreaterThan(0);
    expect(outcomes.declined).toBeGreaterThan(0);
  });

  it('openPdf reads simple letters without pdf.js, and the rest with it', async () => {
    const simple = await openPdf(await makeTextPdf([LETTER_LINES]));
    const type3 = await openPdf(makeType3Pdf());
    const encrypted = await openPdf(makeEncryptedPdf()).catch((e: unknown) => e);
    handles.push(simple, type3);
    expect(simple.light?.numPages).toBe(1);
    expect(simple.light?.page(1)).toHaveProperty('page');
    // The Type3 page is left to pdf.js; an encrypted file never reaches the light reader's pages.
    expect(type3.light?.page(1)).toEqual({ fallback: 'font Type3' });
    const noOcr = { size: 1, recognize: () => Promise.reject(new Error('no OCR in this test')) };
    expect((await readPdfPage(type3, 1, { pool: noOcr, timeoutMs: 10_000 })).text).toBe('a'.repeat(250));
    expect(encrypted).toMatchObject({ code: 'encrypted_pdf' });
  });

  it('a scanned page is read by the light reader but still goes to OCR, through pdf.js', async () => {
    const png = await renderLetterPng(LETTER_LINES.slice(0, 4), { width: 850, height: 1100 });
    const handle = await openPdf(await makeMixedPdf([png]));
    handles.push(handle);
    const page = handle.light?.page(1);
    expect(page && 'page' in page ? page.page.imageCoverage : 0).toBeGreaterThan(0.95);
    let asked = 0;
    const ocr = { size: 1, recognize: () => (asked++, Promise.reject(new Error('no OCR in this test'))) };
    await expect(readPdfPage(handle, 1, { pool: ocr, timeoutMs: 10_000 })).rejects.toThrow();
    expect(asked).toBeGreaterThan(0);
  });
});

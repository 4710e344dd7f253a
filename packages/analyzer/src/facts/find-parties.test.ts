import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findParties, type Parties } from './find-parties';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const modelForm = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');

const summary = (p: Parties) => ({
  collector: p.collector?.name.value,
  collectorAddress: p.collector?.address?.lines,
  phone: p.collector?.phone?.value,
  website: p.collector?.website?.value,
  consumer: p.consumer?.name?.value,
  consumerAddress: p.consumer?.address?.lines,
  current: p.currentCreditor?.value,
  original: p.originalCreditor?.value,
  itemization: p.itemizationDateCreditor?.value,
});

describe('findParties', () => {
  it('reads every party of the model form', () => {
    const p = findParties(modelForm);
    expect(summary(p)).toEqual({
      collector: 'North South Group',
      collectorAddress: ['P.O. Box 123456', 'Pasadena, CA 91111-2222'],
      phone: '(800) 123-4567',
      website: 'www.example.com',
      consumer: 'Person A',
      consumerAddress: ['2323 Park Street', 'Apartment 342', 'Bethesda, MD 20815'],
      current: 'Bank of Rockville',
      original: undefined,
      itemization: 'Bank of Rockville',
    });
    // Spans quote the letter.
    for (const s of [p.collector!.name.span, p.collector!.address!.span, p.consumer!.address!.span, p.currentCreditor!.span]) {
      expect(modelForm.slice(s.start, s.end)).toBe(s.text);
    }
    expect(p.collector!.name.span.start).toBe(0);
  });

  it('reads a two-column letterhead beside the consumer block (PDF text layer)', () => {
    const text = [
      'North South Group                                   To: Person A',
      'P.O. Box 123456                                     2323 Park Street',
      'Pasadena, CA 91111-2222                             Bethesda, MD 20815',
      '',
      'North South Group is a debt collector. We are trying to collect a debt that you owe to Bank of Rockville.',
    ].join('\n');
    const s = summary(findParties(text));
    expect(s.collectorAddress).toEqual(['P.O. Box 123456', 'Pasadena, CA 91111-2222']);
    expect(s.consumer).toBe('Person A');
    expect(s.consumerAddress).toEqual(['2323 Park Street', 'Bethesda, MD 20815']);
  });

  it('reads a law firm letterhead with a tagline, "our client" and an original creditor', () => {
    const s = summary(findParties(fixture('law-firm.txt')));
    expect(s.collector).toBe('LAW OFFICES OF HARMON & WEISS, P.C.');
    expect(s.collectorAddress).toEqual(['800 Market Street, 12th Floor', 'Philadelphia, PA 19107']);
    expect(s.phone).toBe('(215) 555-0170');
    expect(s.current).toBe('Atlas Portfolio Funding LLC');
    expect(s.original).toBe('Synchrony Bank');
    expect(s.consumer).toBe('Mr. Luis Rodriguez');
  });

  it('reads a debt buyer letter: current owner, original creditor, creditor on the itemization date', () => {
    const s = summary(findParties(fixture('debt-buyer.txt')));
    expect(s.collector).toBe('Summit Collection Bureau');
    expect(s.current).toBe('Lakeside Asset Acquisitions LLC');
    expect(s.original).toBe('Northwind Wireless Inc.');
    expect(s.itemization).toBe('Northwind Wireless Inc.');
    expect(s.website).toBe('www.summitcb.com');
  });

  it('reads an old-style letter: "Creditor:" label, "placed with our office by", no "To:"', () => {
    const s = summary(findParties(fixture('old-style-1692g.txt')));
    expect(s.collector).toBe('ACME CREDIT BUREAU INC.');
    expect(s.consumer).toBe('PATRICIA L. NGUYEN');
    expect(s.consumerAddress).toEqual(['902 Elm Ct', 'Evanston, IL 60201']);
    expect(s.current).toBe('Springfield Medical Center');
  });

  it('reads an OCR-noisy letter: names broken across lines, digits inside words', () => {
    const p = findParties(fixture('ocr-noisy.txt'));
    expect(p.collector?.name.value).toBe('Pinnacle Recovery Group');
    expect(p.collector?.name.span.text).toBe('Pinnacle Rec0very Group');
    expect(p.currentCreditor?.value).toBe('Magnolia Bank');
    expect(p.consumer?.name?.value).toBe('Marcus Bell');
    expect(p.collector?.address?.lines).toEqual(['P.O. Box 9921', 'Atlanta, GA 30348']);
  });

  it('reads a Spanish notice', () => {
    const s = summary(findParties(fixture('spanish-notice.txt')));
    expect(s.collector).toBe('Cobranzas del Sur LLC');
    expect(s.consumer).toBe('María Elena Torres');
    expect(s.current).toBe('Banco Estrella');
    expect(s.itemization).toBe('Banco Estrella');
  });

  it('takes the consumer from "Dear" when there is no address block, and the collector from the payee line', () => {
    const s = summary(findParties('Dear Sam Ortiz:\nYou owe $5.00 to our client, Riverbend Dental.\nMake checks payable to Granite State Collections.'));
    expect(s.consumer).toBe('Sam Ortiz');
    expect(s.current).toBe('Riverbend Dental');
    expect(s.collector).toBe('Granite State Collections');
  });

  it('reads a creditor label in two languages or in a field of a line, not an original creditor label', () => {
    expect(findParties('Creditor / Acreedor: Sunrise Family Dental · Account / Cuenta XXXX1188').currentCreditor?.value).toBe('Sunrise Family Dental');
    expect(findParties('Acreedor/Creditor: Banco Estrella\nSaldo: $640.00').currentCreditor?.value).toBe('Banco Estrella');
    expect(findParties('Patient: Lee Park      Creditor: Valley Imaging Center      Balance: $290.00').currentCreditor?.value).toBe('Valley Imaging Center');
    expect(findParties('Reference XXXX4410 | Client: Harbor Point Bank | Balance $1,020.00').currentCreditor?.value).toBe('Harbor Point Bank');
    expect(findParties('Original Creditor: Harbor Point Bank').currentCreditor).toBeUndefined();
  });

  it('does not take rights boilerplate for a creditor', () => {
    const p = findParties('Write to ask for the name and address of the original creditor, if different from the current creditor.');
    expect(p.originalCreditor).toBeUndefined();
    expect(p.currentCreditor).toBeUndefined();
    expect(findParties('Dear Sir or Madam:\nThis communication is from a debt collector.').consumer).toBeUndefined();
  });

  it('takes no collector from a payment sentence whose "to" begins another word', () => {
    // "SEND PAYMENT TODAY" and "REMIT PAYMENT TOMORROW" name no payee; "remit payment to: Apex Recovery LLC" does.
    expect(findParties("WHY HAVEN'T WE HEARD FROM YOU?\nIf not paid TODAY,\nyour credit may suffer.\nSEND PAYMENT TODAY.\n").collector).toBeUndefined();
    expect(findParties('Please remit payment tomorrow.\nREMIT PAYMENT TOMORROW.\n').collector).toBeUndefined();
    expect(findParties('Balance: $120.00\nPlease remit payment to: Apex Recovery LLC\nP.O. Box 12, Reno, NV 89501\n').collector?.name.value).toBe(
      'Apex Recovery LLC',
    );
  });
});

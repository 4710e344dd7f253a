import { renderPhoto, renderScan } from '../packages/analyzer/scripts/render-fixtures';

/** A collector's letter that threatens arrest: what a phone photo of a bad letter looks like. */
export const LETTER = `Apex Recovery Partners
PO Box 4410, Tulsa, OK 74101

March 3, 2025

Jordan Example
77 Elm Street
Springfield, IL 62701

Re: Account ending 1234. Balance due: $1,842.50

This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.

If you do not pay the full balance within 10 days, we will have a warrant issued for your arrest and refer this matter to the district attorney for criminal prosecution.

A convenience fee of $9.95 will be added to any payment made by phone or online.

Apex Recovery Partners`;

/** A phone photo of LETTER (rendered as a scan, then photographed: perspective, light, JPEG). */
export const photoOfLetter = async (): Promise<Buffer> => {
  const [scan] = await renderScan(LETTER);
  if (!scan) throw new Error('the letter did not render');
  return renderPhoto(scan);
};

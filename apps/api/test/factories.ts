import { purchases, sessions, users, type DbHandle } from '@debtshield/db';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hashToken, randomToken } from '../src/platform/auth';

let counter = 0;

/** A user with a live session; returns the bearer token. Purchases are recorded as given. */
export const insertUserWithSession = async (
  db: DbHandle,
  options: { planType?: string; purchases?: { name: string; purchasedAt?: Date; amountCents?: number }[]; debtScansUsed?: number } = {},
): Promise<{ userId: string; token: string; email: string }> => {
  counter += 1;
  const email = `person${counter}-${Date.now()}@example.com`;
  const [user] = await db.db
    .insert(users)
    .values({ email, planType: options.planType ?? 'free', debtScansUsed: options.debtScansUsed ?? 0 })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  for (const p of options.purchases ?? []) {
    await db.db.insert(purchases).values({ userId: user.id, name: p.name, amountCents: p.amountCents ?? 0, purchasedAt: p.purchasedAt ?? new Date() });
  }
  const token = randomToken();
  await db.db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { userId: user.id, token, email };
};

/** A text-layer PDF of a letter (one PDF page per form-feed-separated page). */
export const letterPdf = async (text: string): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (const pageText of text.split('\f')) {
    const page = pdf.addPage([612, 792]);
    let y = 740;
    for (const paragraph of pageText.split('\n')) {
      let line = '';
      const flush = () => {
        page.drawText(line, { x: 54, y, size: 11, font });
        y -= 14;
        line = '';
      };
      for (const word of paragraph.split(' ')) {
        if (font.widthOfTextAtSize(`${line} ${word}`, 11) > 504) flush();
        line = line ? `${line} ${word}` : word;
      }
      flush();
    }
  }
  return Buffer.from(await pdf.save());
};

/** A collection letter that breaks several rules: an arrest threat, a 10-day demand, no validation notice. */
export const THREATENING_LETTER = `Apex Recovery Partners
PO Box 4410
Tulsa, OK 74101
(800) 555-0142

March 3, 2025

Jordan Example
77 Elm Street
Springfield, IL 62701

Re: Account number 4485123412341234
Balance due: $1,842.50

This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.

Our client, Northwind Bank, has placed your account with our office for collection. The balance due is $1,842.50.

If you do not pay the full balance within 10 days, we will have a warrant issued for your arrest and refer this matter to the district attorney for criminal prosecution.

Call us today at (800) 555-0142 to arrange payment. A convenience fee of $9.95 will be added to any payment made by phone or online. This debt will never expire and will follow you for the rest of your life.

Apex Recovery Partners`;

/** Builds a multipart body (Node's FormData) for /api/analyze-strategic. */
export const analyzeForm = (fields: Record<string, string>, files: { field?: string; name: string; type: string; bytes: Uint8Array }[]): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of files) form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
};

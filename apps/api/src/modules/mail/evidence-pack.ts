import { formatLongDate } from '@debtshield/clocks';
import type { MailAddress, Mailing } from '@debtshield/contracts';
import { PDFDocument } from 'pdf-lib';

/**
 * The evidence pack of a mailed letter (decision 011): one PDF a person can keep, print or hand to a
 * lawyer or the CFPB. First the record (what was mailed, its SHA-256, to whom and from where the
 * address came, the tracking number, every USPS tracking event, the delivery or return), then the
 * mailed letter's own pages. The exact PDF that was approved and mailed is attached inside the pack
 * (`mailed-letter.pdf`), byte for byte, so its SHA-256 can be checked again; the tracking history is
 * attached as JSON too.
 */

const addressLines = (a: MailAddress): string[] =>
  [a.name, a.company, a.address_line1, a.address_line2, `${a.address_city}, ${a.address_state} ${a.address_zip}`].filter((l): l is string => !!l);

const SOURCE_WORDS = { letter_text: "read from the letter's own text", user_entered: 'entered by the user' } as const;

export const evidenceText = (m: Mailing, context: { collectorName: string | null; generatedAt: Date }): string => {
  const receipt = m.delivered_on
    ? `Delivered on ${formatLongDate(m.delivered_on)} (USPS "Delivered" tracking event, certified mail with electronic return receipt). This is the receipt date the deadlines in the tracker start from.`
    : m.returned_on
      ? `Returned to sender on ${formatLongDate(m.returned_on)}: USPS reports the letter was not delivered.`
      : 'No delivery or return reported yet.';
  const events = m.events.length
    ? m.events.map(
        (e) => `- ${e.occurred_at}  ${e.name}${e.description ? `: ${e.description}` : ''}${e.location ? ` (${e.location})` : ''}  [Lob event ${e.id}]`,
      )
    : ['- none yet'];
  return [
    'Certified mail evidence pack',
    `Prepared by DebtShield on ${context.generatedAt.toISOString()}${m.simulated ? '. SIMULATED: this letter went through the built-in test simulator; nothing was mailed.' : '.'}`,
    [
      `Dispute with: ${context.collectorName ?? 'the collector'}`,
      'Mail service: Lob Print & Mail, USPS Certified Mail with electronic return receipt (extra_service certified_return_receipt)',
      `USPS tracking number: ${m.tracking_number ?? 'none'}`,
      `Approved for mailing: ${m.approved_at ?? '-'}; sent to the mail service: ${m.submitted_at ?? '-'}`,
    ].join('\n'),
    `The letter mailed (${m.page_count} page${m.page_count === 1 ? '' : 's'}, attached below and as the file mailed-letter.pdf):\nSHA-256 ${m.pdf_sha256}`,
    `Recipient (${SOURCE_WORDS[m.recipient_source]}):\n${addressLines(m.recipient).join('\n')}`,
    `Return address (${SOURCE_WORDS[m.return_address_source]}):\n${addressLines(m.return_address).join('\n')}`,
    `Delivery / return receipt:\n${receipt}`,
    `Tracking history (USPS scans as reported by Lob, times in UTC):\n${events.join('\n')}`,
    'This record is information, not legal advice.',
  ].join('\n\n');
};

export const buildEvidencePack = async (
  m: Mailing,
  letterPdf: Uint8Array,
  context: { collectorName: string | null; generatedAt: Date },
  render: (text: string, title: string) => Promise<Uint8Array>,
): Promise<Uint8Array> => {
  const record = await PDFDocument.load(await render(evidenceText(m, context), 'Certified mail evidence pack'));
  const letter = await PDFDocument.load(letterPdf);
  for (const page of await record.copyPages(letter, letter.getPageIndices())) record.addPage(page);
  await record.attach(letterPdf, 'mailed-letter.pdf', {
    mimeType: 'application/pdf',
    description: `The letter as approved and mailed; SHA-256 ${m.pdf_sha256}`,
  });
  await record.attach(Buffer.from(JSON.stringify({ mailing: m }, null, 2), 'utf8'), 'tracking-history.json', {
    mimeType: 'application/json',
    description: 'The mailing and its tracking events as recorded',
  });
  record.setTitle('Certified mail evidence pack');
  record.setProducer('DebtShield');
  return record.save();
};

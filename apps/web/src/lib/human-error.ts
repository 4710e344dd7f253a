import { i18n } from '../i18n';

/** '2026-11-23' in the reader's language; anything else as it is. */
const date = (iso: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
};

/**
 * The server's input errors that name a field ("sent_date: the date sent cannot be after today
 * (2026-11-23).") as a person should read them, in their language (issue 27): no field names.
 */
const KNOWN: ReadonlyArray<{ re: RegExp; key: string }> = [
  { re: /^sent_date: the date sent cannot be after today \(([\d-]+)\)\.$/, key: 'errors.fields.sentAfterToday' },
  { re: /^sent_date: the date sent cannot be before the letter was generated \(([\d-]+)\)\.$/, key: 'errors.fields.sentBeforeLetter' },
  {
    re: /^(?:date|received_date): (?:the date cannot be after today|use a date up to today) \(([\d-]+)\)(?:, YYYY-MM-DD)?\.$/,
    key: 'errors.fields.afterToday',
  },
  { re: /^date: this cannot be before the letter was sent \(([\d-]+)\)\.$/, key: 'errors.fields.beforeSent' },
  { re: /^date: the answer cannot come before the dispute was written \(([\d-]+)\)\.$/, key: 'errors.fields.answerBeforeDispute' },
  { re: /^date: a contact cannot be logged in the future\.$/, key: 'errors.fields.contactFuture' },
  { re: /^time_zone: /, key: 'errors.fields.timeZone' },
  { re: /^outcome: /, key: 'errors.fields.outcome' },
  { re: /^action: say which next step/, key: 'errors.fields.action' },
  { re: /^amount_saved: /, key: 'errors.fields.amountSaved' },
];

/** "field_name: " or "body.field: " before a message, at its start or after a sentence or a "; ". */
const FIELD_PREFIX = /(^|[.;]\s+)[a-z][A-Za-z0-9_]*(?:[.[\]][A-Za-z0-9_[\]]+)*:\s+(\S)/g;

export const humanServerMessage = (message: string, code: string): string => {
  if (code !== 'invalid_input') return message;
  for (const { re, key } of KNOWN) {
    const m = re.exec(message);
    if (m) return i18n.t(key, { date: m[1] ? date(m[1]) : '' });
  }
  if (!FIELD_PREFIX.test(message)) return message;
  FIELD_PREFIX.lastIndex = 0;
  // Another input error naming a field: in Spanish a sentence of our own (the server writes English); in English, the words without the field's name.
  if (i18n.language.startsWith('es')) return i18n.t('errors.fields.checkInput');
  return message.replace(FIELD_PREFIX, (_all, before: string, first: string) => `${before}${first.toUpperCase()}`);
};

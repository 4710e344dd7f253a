/**
 * @debtshield/clocks: calendar arithmetic, federal holidays and business days, the legal clocks of
 * a dispute, and the contact-log checks. One engine for the analyzer, the tracker, the reminders
 * and the credit disputes (decision 010). Pure: no IO, no clock read unless asked (`todayIso`).
 */
export type { IsoDate } from './types';
export * from './iso-date';
export * from './business-days';
export * from './zoned-time';
export * from './deadlines';
export * from './contact-log';
export * from './calendar';

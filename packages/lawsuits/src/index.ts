/**
 * @debtshield/lawsuits: when the collector sues (issue 28, decisions 027 and 028). Pure: the answer
 * deadline of every state and DC, the defenses that may apply from what DebtShield knows of the debt,
 * the draft answer on a state's public form, the legal-aid and lawyer-referral directory, and what a
 * judgment creditor cannot take (garnishment exemptions).
 */
export * from './answer-deadlines/table';
export * from './answer-deadlines/compute';
export * from './defenses';
export * from './answer-form/california-general-denial';
export * from './answer-form/texas-answer';
export * from './help-directory';
export * from './exemptions';

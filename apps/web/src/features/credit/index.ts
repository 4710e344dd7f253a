// The credit feature's public face: what other features may use.
export { CreditCenter } from './center/credit-center';
export { CreditCenterIntro } from './center/credit-center-intro';
export { creditCenterQuery } from './center/center-api';
export { LetterMismatches } from './letter-mismatches/letter-mismatches';
export { readPendingCreditDispute } from './lib/pending-draft';

import { type CeaseLetterInput, generateCeaseLetter } from './generate-cease-letter';
import { type DisputeLetterInput, generateDisputeLetter } from './generate-dispute-letter';
import { generateOriginalCreditorRequest } from './generate-original-creditor-request';
import { generateSettlementLetter, type SettlementLetterInput } from './generate-settlement-letter';
import { generateTimeBarredLetter, type TimeBarredLetterInput } from './generate-time-barred-letter';
import { generateValidationRequest, type ValidationRequestInput } from './generate-validation-request';
import type { CollectorLetterInput } from './inputs';
import type { Letter } from './letter';

/** One request for any letter to a debt collector, keyed by its kind. */
export type LetterRequest =
  | ({ kind: 'validation_request' } & ValidationRequestInput)
  | ({ kind: 'cease' } & CeaseLetterInput)
  | ({ kind: 'dispute' } & DisputeLetterInput)
  | ({ kind: 'original_creditor_request' } & CollectorLetterInput)
  | ({ kind: 'time_barred' } & TimeBarredLetterInput)
  | ({ kind: 'settlement' } & SettlementLetterInput);

/** Writes the letter the request names (for `POST /api/generate-letter` with `letterKindForStrategy`). */
export const generateLetter = (request: LetterRequest): Letter => {
  switch (request.kind) {
    case 'validation_request':
      return generateValidationRequest(request);
    case 'cease':
      return generateCeaseLetter(request);
    case 'dispute':
      return generateDisputeLetter(request);
    case 'original_creditor_request':
      return generateOriginalCreditorRequest(request);
    case 'time_barred':
      return generateTimeBarredLetter(request);
    case 'settlement':
      return generateSettlementLetter(request);
  }
};

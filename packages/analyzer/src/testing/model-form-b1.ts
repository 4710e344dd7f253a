import { readFileSync } from 'node:fs';

/** The CFPB Model Form B-1 as text (test-fixtures/cfpb-model-form-b1.txt): no rule may flag it. */
export const MODEL_FORM_B1 = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');

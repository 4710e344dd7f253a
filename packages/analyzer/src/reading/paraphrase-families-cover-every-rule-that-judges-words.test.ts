/**
 * Issue 26, item 4 (decision 426): paraphrase families for every judgment rule. Every rule whose kind is `judgment` or `context`
 * (a rule that weighs what a letter's words do, alone or beside the person's answers) is named by at least one paraphrase family
 * (`reading/paraphrase-families-*.test.ts`), where generated variants must flag and lawful near misses must not. The two context
 * rules decided by the person's answer alone, with no words weighed, are listed with why. A new rule of those kinds fails here
 * until it has its family.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/registry';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Rules of those kinds that judge no words: what they decide is the person's answer. */
const DECIDED_BY_ANSWERS: Readonly<Record<string, string>> = {
  employer_email_used:
    'whose address an e-mail went to, and what the collector knew of it, is the answer to sentToEmployerEmail; the words of the message are not weighed',
  vn_translation_without_english:
    'whether an English notice came too is the answer to receivedEnglishNotice; what makes the notice Spanish is the validation notice reader, tested by the Spanish notice families',
};

const familyTexts = readdirSync(HERE)
  .filter((f) => f.startsWith('paraphrase-families-') && f.endsWith('.test.ts') && !f.includes('cover-every-rule'))
  .map((f) => readFileSync(join(HERE, f), 'utf8'));

describe('every rule that judges words has a paraphrase family (issue 26, item 4)', () => {
  const judging = RULES.filter((r) => r.meta.kind === 'judgment' || r.meta.kind === 'context').map((r) => r.meta.id);

  it('finds the rules it covers', () => expect(judging.length).toBeGreaterThan(20));

  it.each(judging.filter((id) => DECIDED_BY_ANSWERS[id] === undefined))('%s is named by a paraphrase family', (id) => {
    expect(familyTexts.some((text) => new RegExp(`\\b${id}\\b`).test(text))).toBe(true);
  });

  it('lists only rules of those kinds as decided by answers', () => {
    for (const id of Object.keys(DECIDED_BY_ANSWERS)) expect(judging).toContain(id);
  });
});

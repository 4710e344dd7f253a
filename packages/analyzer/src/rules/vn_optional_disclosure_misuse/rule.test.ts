import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const FRONT = `ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
Total amount of the debt now: $2,284.56
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.`;
const BACK = 'NOTICE TO COLORADO RESIDENTS: For information about the Colorado Fair Debt Collection Practices Act, see www.coloradodebtcollection.com.';

describe('vn_optional_disclosure_misuse', () => {
  it('flags state notices on the back without a pointer on the front, quoting the first one', () => {
    const r = checkNotice(rule, `${FRONT}\f${BACK}`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual([BACK]);
  });

  it('reads a "REVERSE SIDE" line as the page break of flattened text', () => {
    expect(checkNotice(rule, `${FRONT}\n\nREVERSE SIDE\n${BACK}`).status).toBe('flag');
  });

  it('passes with the model pointer on the front, and state notices on the front', () => {
    expect(checkNotice(rule, `${FRONT}\nNotice: See reverse side for important information.\f${BACK}`).status).toBe('pass');
    expect(checkNotice(rule, `${FRONT}\n${BACK}`).status).toBe('pass');
  });

  it('does not apply before Regulation F', () => {
    expect(checkNotice(rule, `${FRONT}\f${BACK}`, { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);

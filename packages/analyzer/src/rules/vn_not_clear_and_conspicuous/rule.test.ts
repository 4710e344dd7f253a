import { describe, expect, it } from 'vitest';
import { documentFromText } from '../../engine/analyze';
import type { ExtractedDocument } from '../../types';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, NOTICE_BACK_RIGHTS, NOTICE_FRONT, noticeContext, quotes } from '../../testing';
import { rule } from './rule';

const FRONT = NOTICE_FRONT;
const RIGHTS = NOTICE_BACK_RIGHTS;

describe('vn_not_clear_and_conspicuous', () => {
  it('flags rights that appear only on the back without a pointer on the front', () => {
    const r = checkNotice(rule, `${FRONT}\f${RIGHTS}`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual([RIGHTS]);
    if (r.status === 'flag') expect(r.message).toMatch(/page 2/);
  });

  it('passes when the front points to the back', () => {
    expect(checkNotice(rule, `${FRONT}\nSee reverse side for important information.\f${RIGHTS}`).status).toBe('pass');
  });

  it('passes rights on the front page', () => {
    expect(checkNotice(rule, `${FRONT}\n${RIGHTS}`).status).toBe('pass');
  });

  it('flags rights buried in a very long paragraph, with low confidence', () => {
    const filler = 'This notice is provided as required by the laws of several states and describes your rights. '.repeat(22);
    const r = checkNotice(rule, `${FRONT}\n\n${filler}${RIGHTS} ${filler}`);
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('low');
  });

  it('flags rights printed in much smaller type on a scanned page', () => {
    const text = `${FRONT}\n${RIGHTS}`;
    const base = documentFromText(text);
    const page = base.pages[0] as ExtractedDocument['pages'][number];
    const rightsAt = text.indexOf(RIGHTS);
    const words = [...text.matchAll(/\S+/g)].map((m) => {
      const small = (m.index ?? 0) >= rightsAt;
      return { text: m[0], confidence: 0.9, bbox: { x0: 0, y0: 0, x1: 10, y1: small ? 12 : 30 } };
    });
    const doc: ExtractedDocument = { ...base, method: 'ocr', pages: [{ ...page, method: 'ocr', words }] };
    const r = rule.check({ ...noticeContext(text), doc });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/40% the size/);
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);

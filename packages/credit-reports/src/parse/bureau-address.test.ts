import { describe, expect, it } from 'vitest';
import { readBureauAddress } from './bureau-address';

const page = (text: string, index = 0) => ({ index, text, confidence: 1 });

describe('readBureauAddress', () => {
  it('reads the dispute address the report prints, on one line or two, with its page', () => {
    expect(
      readBureauAddress([page('Summary'), page('To dispute information in this report, write to:\nTransUnion LLC\nP.O. Box 2000\nChester, PA 19022-2000', 1)]),
    ).toEqual({
      lines: ['P.O. Box 2000', 'Chester, PA 19022-2000'],
      page: 2,
      text: 'P.O. Box 2000 Chester, PA 19022-2000',
    });
    expect(readBureauAddress([page('You may dispute by mail: Experian, PO Box 9701, Allen, TX 75013')])?.lines).toEqual(['P.O. Box 9701', 'Allen, TX 75013']);
  });

  it("ignores a P.O. Box that is not where disputes go (a creditor's, the consumer's)", () => {
    expect(readBureauAddress([page('NORTHWIND BANK\nP.O. Box 4410\nTulsa, OK 74101\nBalance: $1,240')])).toBeUndefined();
    expect(readBureauAddress([page('To dispute, visit our website.')])).toBeUndefined();
  });
});

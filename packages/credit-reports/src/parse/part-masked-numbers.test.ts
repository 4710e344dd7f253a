import { describe, expect, it } from 'vitest';
import { generateReport } from '../generate/generate-report';
import { reportPages } from '../generate/render-report';
import { pagesOf } from '../test-helpers';
import { maskPartlyMaskedNumbers, parseCreditReport } from './parse-credit-report';

// Issue 24, item 8: an account number the bureau printed part-masked with its leading digits showing
// keeps only its last 4 visible digits, wherever it stands in the report.
describe('part-masked account numbers', () => {
  it('keeps the last 4 visible digits, the length and everything else', () => {
    expect(maskPartlyMaskedNumbers('SUMMIT CARD 441712345678XXXX')).toBe('SUMMIT CARD ********5678XXXX');
    expect(maskPartlyMaskedNumbers('acct 4417123456******')).toBe('acct ******3456******');
    expect(maskPartlyMaskedNumbers('acct 4417 1234 5678 XXXX')).toBe('acct **** **** 5678 XXXX');
    expect(maskPartlyMaskedNumbers('XXXXXXXXXXXX5582')).toBe('XXXXXXXXXXXX5582');
    for (const kept of ['Opened 03/2019', 'Balance $1,234', 'ZIP 62701-1234', 'SSN XXX-XX-7744', 'MAXXAM 2020 LLC'])
      expect(maskPartlyMaskedNumbers(kept)).toBe(kept);
  });

  it.each([
    (n: string) => `${n.slice(0, 12)}XXXX`,
    (n: string) => `${n.slice(0, 10)}******`,
    (n: string) => `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8, 12)} XXXX`,
  ])('leaves no more than 4 digits of a number printed %#', (print) => {
    const pages = reportPages(generateReport('transunion', 0)).map((page) =>
      page
        .replace(/XXXXXXXXXXXX(\d{4})/g, (_m, last: string) => print(`441712345678${last}`))
        .replace(/SUMMIT CARD SERVICES/g, `SUMMIT CARD SERVICES ${print('4417123456789999')}`),
    );
    expect(pages.join('\n')).toContain('4417');
    const json = JSON.stringify(parseCreditReport(pagesOf(pages)));
    expect(json.match(/.{20}(4417|12345|1234 5678).{10}/g)).toBeNull();
  });
});

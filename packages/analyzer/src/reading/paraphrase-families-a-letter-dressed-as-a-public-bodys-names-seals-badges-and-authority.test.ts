/**
 * Paraphrase family for decision 520 (issue 26), written from the law: a debt collector may not falsely represent or imply that it
 * is vouched for, bonded by or affiliated with the United States or any State, or that a paper is authorized, issued or approved
 * by a court, official or agency of either (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)), and may not use any name
 * other than its true name (1692e(14); 1006.18(c)(4)). Collectors dress a letter as official in recurring ways: a sender named as
 * a public body with a two-word subject ("State Revenue Recovery Division", "County Tax Compliance Office", "Texas Debt
 * Enforcement Division"), as a bureau or department "of" accounts ("Department of Account Resolution", "Office of Delinquent
 * Accounts"), as a court's office ("Municipal Court Collections Department"); a seal printed over the name ("Seal of the State of
 * Texas"); a badge-like title ("Badge No. 4471", "Revenue Officer"); a notice said to be issued under the authority of the State,
 * the United States or the IRS, or said to come from the court's agent; and, for a private creditor's debt, a collector said to be
 * authorized by the IRS or to act for the State. A public body's name used beside the collector's own is also a name that is not
 * its true one: a "division" or "office" named like a public body is not a department of the company.
 *
 * Near misses the law approves: a collector named for a place ("Ohio Valley Collections", "Golden State Recovery"), a company's
 * own department ("Collections Department", "Compliance Officer", "Account Representative #4471"), a licence granted by a State,
 * a private collector that truly collects for a public body and says it is private, the holder of a federal student loan named
 * truthfully, and a notice a court may issue if the creditor sues. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { firstLetter } from './test-letters';

const GOVERNMENT = 'government_affiliation_implied';
const NAME = 'name_not_true_name';
const ADDRESS = 'PO Box 100\nDallas, TX 75201';

const flags = (ruleId: string, text: string): boolean => {
  const r = analyzeText(text, {
    answers: { state: 'TX', isFirstContact: true, allPagesUploaded: true, senderIsOriginalCreditor: false },
    today: '2025-06-12',
    rules: [getRule(ruleId)!],
  });
  expect(r.errors).toEqual([]);
  return r.findings.some((f) => f.id === ruleId);
};
const headed = (head: string, signature = head.split('\n')[0]!, body = 'Please pay the balance shown above.'): string =>
  firstLetter(body, { head: `${head}\n${ADDRESS}`, signature });
const said = (body: string): string => firstLetter(body);

describe('government_affiliation_implied: a sender named as a public body', () => {
  it.each([
    'State Revenue Recovery Division',
    'County Tax Compliance Office',
    'Texas Revenue Recovery Division',
    'Treasury Recovery Office',
    'Government Accounts Division',
    'Department of Account Resolution',
    'Office of Delinquent Accounts',
    'Municipal Court Collections Department',
    'Judicial Enforcement Office',
    'Buró Federal de Cobranzas',
    'Departamento de Cumplimiento Fiscal del Estado',
    'Oficina Estatal de Cuentas Morosas',
  ])('flags "%s"', (name) => {
    expect(flags(GOVERNMENT, headed(name))).toBe(true);
  });

  it.each([
    'SEAL OF THE STATE OF TEXAS\nApex Recovery Group',
    '[Great Seal of the State of Ohio]\nApex Recovery Group',
    'SELLO DEL ESTADO DE TEXAS\nApex Recovery Group',
  ])('flags a seal printed over the name: %s', (head) => {
    expect(flags(GOVERNMENT, headed(head, 'Apex Recovery Group'))).toBe(true);
  });

  it.each(['J. Smith\nBadge No. 4471', 'J. Smith, Revenue Officer', 'Agent J. Smith\nCollections Enforcement Officer', 'J. Smith\nInsignia núm. 4471'])(
    'flags a badge-like title in the signature: %s',
    (signature) => {
      expect(flags(GOVERNMENT, headed('Apex Recovery Group', signature))).toBe(true);
    },
  );
});

describe('government_affiliation_implied: a notice said to issue from the government or a court', () => {
  it.each([
    'OFFICIAL NOTICE - STATE OF TEXAS',
    'This official notice is issued under the authority of the State of Texas.',
    'This demand is made under the authority of the United States government.',
    'We act under federal authority to collect this debt.',
    'This notice comes from a state agency.',
    'We are acting as agents of the court in collecting this balance.',
    'The court has assigned this matter to our office for collection.',
    'Esta es una notificación oficial del Estado de Texas.',
    'Actuamos con autoridad federal para cobrar esta deuda.',
    'Actuamos en nombre del tribunal para cobrar este saldo.',
  ])('flags "%s"', (body) => {
    expect(flags(GOVERNMENT, said(body))).toBe(true);
  });
});

describe("government_affiliation_implied: a private creditor's debt collected under the government's name", () => {
  it.each([
    'We have been authorized by the IRS to collect this debt.',
    'Our agency has been empowered by the Department of the Treasury to recover this balance.',
    'We are acting on behalf of the State of Texas.',
    'We collect on behalf of the federal government.',
    'Hemos sido autorizados por el IRS para cobrar esta deuda.',
  ])('flags "%s"', (body) => {
    expect(flags(GOVERNMENT, said(body))).toBe(true);
  });
});

describe('government_affiliation_implied: near misses the law approves', () => {
  it.each([
    'Ohio Valley Collections',
    'Golden State Recovery',
    'Apex Recovery Group\nCollections Department',
    'Texas Collection Services',
    'Commonwealth Financial Systems',
  ])('leaves the name "%s" alone', (name) => {
    expect(flags(GOVERNMENT, headed(name))).toBe(false);
  });

  it.each(['J. Smith\nCompliance Officer', 'J. Smith\nAccount Representative #4471', 'J. Smith, Recovery Specialist\nAgent ID 4471', 'Placa número: ABC1234'])(
    'leaves the signature "%s" alone',
    (signature) => {
      expect(flags(GOVERNMENT, headed('Apex Recovery Group', signature))).toBe(false);
    },
  );

  it.each([
    'Apex Recovery Group is licensed under the authority of the State of Texas, license no. 12345.',
    'We are a private collection agency collecting for the City of Austin; we are not a government agency.',
    'The holder of your federal student loan is the U.S. Department of Education.',
    'If Pinecrest Bank sues you and the court enters a judgment, the court may allow garnishment.',
    'We are not authorized by the IRS or any other government agency.',
    'No actuamos en nombre del tribunal ni del gobierno.',
  ])('leaves "%s" alone', (body) => {
    expect(flags(GOVERNMENT, said(body))).toBe(false);
  });

  it("leaves a public body's own letter alone when the person says it is the original creditor", () => {
    const r = analyzeText(headed('County Tax Compliance Office', 'County Tax Compliance Office', 'You owe $412.00 in unpaid property taxes to the County.'), {
      answers: { state: 'TX', senderIsOriginalCreditor: true, allPagesUploaded: true },
      today: '2025-06-12',
      rules: [getRule(GOVERNMENT)!],
    });
    expect(r.findings.some((f) => f.id === GOVERNMENT)).toBe(false);
  });
});

describe("name_not_true_name: a public body's name used beside the collector's own", () => {
  it.each([
    ['Apex Recovery Group', 'State Revenue Recovery Division'],
    ['State Revenue Recovery Division', 'Apex Recovery Group'],
    ['Apex Recovery Group', 'Texas Debt Enforcement Division'],
    ['Apex Recovery Group', 'Municipal Court Collections Department'],
    ['Apex Recovery Group', 'Departamento de Recaudación del Estado'],
  ])('flags %s signed as %s', (head, signature) => {
    expect(flags(NAME, headed(head, signature))).toBe(true);
  });

  it.each([
    ['Apex Recovery Group', 'Collections Department'],
    ['Apex Recovery Group', 'Apex Recovery Group\nRevenue Recovery Division'],
    ['Apex Recovery Group', 'Departamento de Cobranzas'],
    ['Ohio Valley Collections', 'Ohio Valley Collections\nAccount Resolution Department'],
  ])('leaves %s signed as %s alone', (head, signature) => {
    expect(flags(NAME, headed(head, signature))).toBe(false);
  });
});

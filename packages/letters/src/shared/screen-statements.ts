/**
 * Finds the statements a consumer should not send a debt collector (legal-reference §5 general
 * rules, §4.2): admitting the debt, promising to pay, giving bank or card access, giving a Social
 * Security number. Used on everything the user types that ends up in a letter.
 */

export type DangerKind = 'admission' | 'promise' | 'bank_details' | 'ssn';

export type Removal = { kind: DangerKind; text: string; reason: string };

export const DANGER_REASONS: Readonly<Record<DangerKind, string>> = {
  admission:
    'Admits the debt or describes it as yours. In many states a written acknowledgment can restart the time in which you can be sued, and it can be used against you if you dispute the debt.',
  promise:
    'Promises a payment. A written promise to pay can revive an old debt in many states, and it commits you before you have verification or a signed written agreement.',
  bank_details:
    'Gives bank or card details or permission to take money. Never give a debt collector access to an account: pay, if you ever do, by a method you control and only after a signed written agreement.',
  ssn: 'Gives your Social Security number. A debt collector does not need it from you in a letter, and it is a fraud risk.',
};

const PATTERNS: readonly { kind: DangerKind; pattern: RegExp }[] = [
  { kind: 'admission', pattern: /\bI\s+(?:really\s+|still\s+|do\s+|definitely\s+|already\s+)?owe\b/i },
  { kind: 'admission', pattern: /\bI\s+(?:acknowledge|admit)\b/i },
  { kind: 'admission', pattern: /\b(?:this|the|that)\s+(?:debt|account|balance|loan)\s+is\s+(?:mine|my\s+responsibility)\b/i },
  { kind: 'admission', pattern: /\bI\s+(?:am|was)\s+responsible\s+for\s+(?:this|the|that)\s+(?:debt|account|balance|loan)\b/i },
  { kind: 'admission', pattern: /\bI\s+(?:fell|got)\s+behind\b/i },
  { kind: 'admission', pattern: /\bI\s+missed\s+(?:some\s+|a\s+few\s+|several\s+|my\s+|the\s+)?payments?\b/i },
  { kind: 'admission', pattern: /\bI\s+(?:borrowed|took\s+out|opened\s+(?:this|the)\s+account)\b/i },
  {
    kind: 'admission',
    pattern: /\bI\s+(?:stopped|couldn'?t|could\s+not|was\s+unable\s+to|am\s+unable\s+to|can'?t|cannot)\s+(?:make\s+(?:the\s+|my\s+)?payments?|pay(?:ing)?)\b/i,
  },
  {
    kind: 'promise',
    pattern:
      /\bI(?:\s*'ll|\s*’ll|\s+will|\s+shall|\s+am\s+going\s+to|\s+promise\s+to|\s+plan\s+to|\s+intend\s+to|\s+agree\s+to|\s+can|\s+could|\s+would|\s+want\s+to|\s+would\s+like\s+to)\s+(?:start\s+(?:to\s+)?|begin\s+(?:to\s+)?|try\s+to\s+|be\s+able\s+to\s+)?(?:pay|make\s+(?:a\s+|the\s+|monthly\s+|regular\s+|weekly\s+)?payments?|send\s+(?:you\s+)?(?:a\s+)?(?:payment|check|money|\$))/i,
  },
  { kind: 'promise', pattern: /\bI\s+promise\b/i },
  { kind: 'promise', pattern: /\b(?:set\s+up|arrange|start|offer|propose)\s+(?:a\s+|an\s+)?(?:payment\s+plan|payment\s+arrangement|installment\s+plan)/i },
  { kind: 'bank_details', pattern: /\brouting\s+(?:number\b|no\b\.?|#)|\bABA\s+(?:number\b|#)/i },
  { kind: 'bank_details', pattern: /\b(?:bank|checking|savings)\s+account\s*(?:number\b|no\b\.?|#|is\b|:)/i },
  {
    kind: 'bank_details',
    pattern: /\b(?:debit|withdraw|draft)\w*\s+(?:it\s+|the\s+money\s+|payments?\s+)?(?:from\s+)?(?:my|the)\s+(?:bank|checking|savings|account)/i,
  },
  { kind: 'bank_details', pattern: /\bauto[- ]?(?:pay|debit|draft)\b/i },
  { kind: 'bank_details', pattern: /\b(?:credit\s+|debit\s+)?card\s*(?:number\b|no\b\.?|#)/i },
  { kind: 'bank_details', pattern: /\b(?:CVV|CVC|security\s+code)\b/i },
  { kind: 'ssn', pattern: /\b\d{3}-\d{2}-\d{4}\b/ },
  { kind: 'ssn', pattern: /\bsocial\s+security\s+(?:number|no\.?|#)?\s*(?:is\s*|:\s*)?\d/i },
];

/** The first danger a sentence holds, if any. */
export const findDanger = (sentence: string): DangerKind | undefined => PATTERNS.find((p) => p.pattern.test(sentence))?.kind;

/** Splits prose into sentences without breaking '15 U.S.C. 1692g' or '$1,234.50'. */
export const splitSentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=["'([]?[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** 'my debt' -> 'this debt': the words alone read as an admission. */
export const replaceMyDebt = (text: string): { text: string; replaced: string[] } => {
  const replaced: string[] = [];
  const out = text.replace(/\b(my)\s+(debts?)\b/gi, (match, my: string, debt: string) => {
    replaced.push(match);
    const plural = debt.toLowerCase().endsWith('s');
    const word = plural ? 'these' : 'this';
    return `${my[0] === 'M' ? word.charAt(0).toUpperCase() + word.slice(1) : word} ${debt}`;
  });
  return { text: out, replaced };
};

/**
 * Screens one piece of prose: sentences holding a danger are taken out (each listed with its
 * reason), 'my debt' becomes 'this debt'. Paragraph breaks are kept.
 */
export const screenText = (text: string): { text: string; removed: Removal[] } => {
  const removed: Removal[] = [];
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => {
        const kept = splitSentences(line).filter((sentence) => {
          const kind = findDanger(sentence);
          if (!kind) return true;
          removed.push({ kind, text: sentence, reason: DANGER_REASONS[kind] });
          return false;
        });
        const { text: fixed, replaced } = replaceMyDebt(kept.join(' '));
        for (const words of replaced) {
          removed.push({
            kind: 'admission',
            text: words,
            reason: `"${words}" reads as admitting the debt is yours; replaced with "${words.toLowerCase().endsWith('s') ? 'these debts' : 'this debt'}". ${DANGER_REASONS.admission}`,
          });
        }
        return fixed;
      });
      return lines.filter((line) => line.trim().length > 0).join('\n');
    })
    .filter((p) => p.trim().length > 0);
  return { text: paragraphs.join('\n\n'), removed };
};

/**
 * Builds the English message catalogue (src/i18n/en.ts) from the analyzer's source: every sentence the
 * analyzer writes for a person (rule titles, descriptions, messages, assumptions, questions, SOL notes,
 * strategy, deadlines, urgency, gate notes, extraction warnings). English stays in the code where it is
 * written; this catalogue names each sentence (key = rule id or module + the sentence's first words) and
 * turns `${…}` into numbered placeholders {0}, {1}, … so src/i18n/localize.ts can find the sentence in a
 * result and write it in another language (src/i18n/es.ts).
 *
 *   npx tsx packages/analyzer/scripts/i18n-extract.ts          # rewrite src/i18n/en.ts
 *   npx tsx packages/analyzer/scripts/i18n-extract.ts --check  # fail when en.ts is out of date
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const OUT = join(ROOT, 'i18n', 'en.ts');
const CLOCKS_BUSINESS_DAYS = join(ROOT, '..', '..', 'clocks', 'src', 'business-days.ts');
/** Folders whose strings a person reads. (facts/ and text/ hold patterns; i18n/ is this catalogue.) */
const DIRS = ['rules', 'engine', 'score', 'sol', 'extract'];
/** Files whose strings are not shown to a person (CLI argument errors, test helpers, internal errors). */
const SKIP_FILES =
  /(\.test\.ts|parse-cli-args\.ts|registry\.ts|rule-ids\.ts|test-helpers\.ts|redact-text\.ts|model-form-score\.ts|sol-table\.ts|ocr-pool\.ts|iso-date\.ts|_disclosures-and-amounts\/language\.ts)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? // fixtures: letters, not messages; light-pdf: the PDF reader's font tables and its reasons for
        // leaving a file to pdf.js, never shown to a person (decision 102).
        e.name === 'fixtures' || e.name === 'light-pdf'
        ? []
        : walk(join(dir, e.name))
      : e.name.endsWith('.ts') && !SKIP_FILES.test(join(dir, e.name))
        ? [join(dir, e.name)]
        : [],
  );

/** Enough words and letters to be a sentence or a phrase a person reads (not an id, a pattern or a code). */
const isProse = (text: string): boolean => {
  const literal = text.replace(/\{\d+\}/g, '');
  if (!/[a-z]{2,}\s+(?:\d+\s+)?[a-z]{2,}/i.test(literal)) return false;
  if (/\\[a-zA-Z]|\(\?[:=!<]|\[\^|^\^|\$$/.test(text)) return false;
  if (/^[a-z_]+(\.[a-z_]+)+$/.test(text)) return false;
  // A list of words to look for (lowercase, no punctuation, no word twice), not a sentence.
  const words = literal.trim().split(/\s+/);
  if (!/[A-Z;:(),?!"]/.test(literal) && !/\.\s*$/.test(literal) && words.length >= 12 && new Set(words).size === words.length) return false;
  return literal.replace(/[^A-Za-z]/g, '').length >= 6;
};

/** A `+` chain of strings and expressions, read as one template. */
const topOfConcat = (node: ts.Node): ts.Node => {
  let n = node;
  while (n.parent && ts.isBinaryExpression(n.parent) && n.parent.operatorToken.kind === ts.SyntaxKind.PlusToken) n = n.parent;
  while (n.parent && ts.isParenthesizedExpression(n.parent)) n = n.parent;
  return n;
};

const templateOf = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    node.templateSpans.forEach((s, i) => (out += `{${i}}${s.literal.text}`));
    return out;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts: ts.Node[] = [];
    const flat = (n: ts.Node): void => {
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        flat(n.left);
        flat(n.right);
      } else parts.push(n);
    };
    flat(node);
    let out = '';
    let i = 0;
    for (const p of parts) {
      if (ts.isStringLiteral(p) || ts.isNoSubstitutionTemplateLiteral(p)) out += p.text;
      else if (ts.isTemplateExpression(p)) {
        out += p.head.text;
        p.templateSpans.forEach((s) => (out += `{${i++}}${s.literal.text}`));
      } else out += `{${i++}}`;
    }
    return out;
  }
  return undefined;
};

/** Strings that are code, not prose: imports, comparisons, switch cases, property names, RegExp sources. */
const isCode = (node: ts.Node): boolean => {
  const p = node.parent;
  if (!p) return true;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
  if (ts.isCaseClause(p)) return true;
  if (ts.isPropertyAssignment(p) && p.name === node) return true;
  // Citations stay as the law writes them, in every language.
  if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ['citation', 'id', 'cite'].includes(p.name.text)) return true;
  if (ts.isElementAccessExpression(p)) return true;
  if (ts.isBinaryExpression(p) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(p.operatorToken.kind))
    return true;
  if (ts.isNewExpression(p) && ts.isIdentifier(p.expression) && p.expression.text === 'RegExp') return true;
  if (ts.isLiteralTypeNode(p)) return true;
  return false;
};

/** A value of a `…_LABEL(S)` table: a word or two a person reads even when it is short ('verified'). */
const isLabel = (node: ts.Node): boolean => {
  const p = node.parent;
  let table: ts.Node | undefined = p && ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.parent) ? p.parent.parent : undefined;
  while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table) || ts.isParenthesizedExpression(table))) table = table.parent;
  return !!table && ts.isVariableDeclaration(table) && ts.isIdentifier(table.name) && /LABELS?$/.test(table.name.text);
};

const scopeOf = (file: string): string => {
  const rel = relative(ROOT, file).split('/');
  if (rel[0] === 'rules' && rel.length === 3 && rel[2] === 'rule.ts') return rel[1] as string;
  return basename(file, '.ts');
};

const slug = (text: string): string =>
  text
    .replace(/\{\d+\}/g, ' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 5)
    .join('_') || 'text';

/** Every prose string of the analyzer, keyed; the same English in two places is kept once (first key). */
export const extractCatalogue = (): Record<string, string> => {
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const file of [
    ...walk(ROOT)
      .filter((f) => DIRS.includes(relative(ROOT, f).split('/')[0] as string))
      .sort(),
    // The holiday names the analyzer's deadlines name, which came with the dates into @debtshield/clocks.
    CLOCKS_BUSINESS_DAYS,
  ]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const scope = scopeOf(file);
    const done = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
        const top = topOfConcat(node);
        const target = ts.isParenthesizedExpression(top) ? top.expression : top;
        if (!done.has(target) && !isCode(node)) {
          done.add(target);
          const text = templateOf(target) ?? templateOf(node);
          if (text !== undefined && (isProse(text) || (isLabel(node) && /[a-z]{2,}/i.test(text))) && !seen.has(text)) {
            seen.add(text);
            const prop = node.parent && ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '';
            let key = prop === 'title' || prop === 'description' ? `${scope}.${prop}` : `${scope}.${slug(text)}`;
            for (let n = 2; key in out; n++) key = `${scope}.${slug(text)}_${n}`;
            out[key] = text;
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
};

const render = (catalogue: Record<string, string>): string =>
  `// Generated by packages/analyzer/scripts/i18n-extract.ts from the analyzer's source. Do not edit: edit the
// English where the code writes it and run \`npx tsx packages/analyzer/scripts/i18n-extract.ts\`.
export const EN = ${JSON.stringify(catalogue, null, 2)} as const;

export type MessageKey = keyof typeof EN;
`;

const main = async (): Promise<void> => {
  const catalogue = extractCatalogue();
  if (process.argv.includes('--check')) {
    // Compared as data: the file may be reformatted (prettier) without going out of date.
    const { EN } = (await import('../src/i18n/en')) as { EN: Record<string, string> };
    if (JSON.stringify(EN) !== JSON.stringify(catalogue)) {
      console.error('src/i18n/en.ts is out of date: run npx tsx packages/analyzer/scripts/i18n-extract.ts');
      process.exit(1);
    }
    return;
  }
  writeFileSync(OUT, render(catalogue));
  console.log(`${Object.keys(catalogue).length} messages → ${relative(process.cwd(), OUT)}`);
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();

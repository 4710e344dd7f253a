/**
 * A saved web page of a credit report (issue 25): three-bureau monitoring reports (IdentityIQ,
 * SmartCredit, MyScoreIQ style) are saved from the browser as HTML, one table per account with a
 * column per bureau. The DOM is parsed (htmlparser2: a maintained, forgiving HTML parser; nothing
 * runs, nothing is fetched) into lines of text as the page shows them: blocks on lines of their own,
 * each table row one line with its cells in aligned columns (two spaces or more apart), so the
 * positioned-text reader finds the label column and a column per bureau as it does on a printed
 * three-bureau report. Hidden parts (scripts, styles, `hidden`, `display:none`, Angular's `ng-hide`)
 * are left out. An HTML file has no pages: its lines are cut into pages of at most
 * `HTML_PAGE_LINES`, between blocks, so evidence can still say where on the report it is.
 */
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** Most lines in one page of a saved web page (a printed page holds about 60 to 80). */
export const HTML_PAGE_LINES = 100;

/** Most characters read from one saved page (a year of a monitoring service's report is well under it). */
export const MAX_HTML_CHARS = 8_000_000;

/** A page of a saved web page: its text as the reader takes a plain-text page (no word boxes). */
export type HtmlReportPage = { index: number; text: string; confidence: 1; method: 'plain-text' };

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'canvas',
  'button',
  'select',
  'option',
  'input',
  'textarea',
  'iframe',
  'object',
  'img',
  'map',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'ul',
]);

const isElement = (n: ChildNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';

const hidden = (e: Element): boolean =>
  SKIPPED.has(e.name) ||
  e.attribs.hidden !== undefined ||
  e.attribs['aria-hidden'] === 'true' ||
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(e.attribs.style ?? '') ||
  /(?:^|\s)(?:ng-hide|hidden|d-none|sr-only|visually-hidden)(?:\s|$)/.test(e.attribs.class ?? '');

const squeeze = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** A cell's words on one line (a `<br>` inside a cell is a space: the cell is one value). */
const inlineText = (n: ChildNode): string => {
  if (n.type === 'text') return n.data;
  if (!isElement(n) || hidden(n)) return '';
  const inner = n.children.map(inlineText).join('');
  return n.name === 'br' || BLOCKS.has(n.name) || n.name === 'td' || n.name === 'th' ? ` ${inner} ` : inner;
};

const childElements = (e: Element): Element[] => e.children.filter(isElement);

/** A table's own rows (not those of tables inside its cells). */
const rowsOf = (table: Element): Element[] =>
  childElements(table).flatMap((c) =>
    c.name === 'tr' ? [c] : ['thead', 'tbody', 'tfoot'].includes(c.name) ? childElements(c).filter((r) => r.name === 'tr') : [],
  );

type Out = { lines: string[]; breaks: Set<number>; current: string };

const flush = (out: Out): void => {
  const line = squeeze(out.current);
  if (line) out.lines.push(line);
  out.current = '';
};

/** A table as aligned lines: each column as wide as its widest cell, two spaces or more between columns. */
const writeTable = (table: Element, out: Out): void => {
  const rows = rowsOf(table);
  // A layout table (cells holding tables or blocks): its contents are read as blocks, in order.
  if (rows.some((r) => childElements(r).some((c) => c.children.some((k) => isElement(k) && (k.name === 'table' || k.name === 'div'))))) {
    for (const r of rows) for (const c of childElements(r)) if (!hidden(c)) walk(c, out);
    return;
  }
  const cells = rows
    .filter((r) => !hidden(r))
    .map((r) =>
      childElements(r)
        .filter((c) => (c.name === 'td' || c.name === 'th') && !hidden(c))
        .map((c) => squeeze(inlineText(c))),
    );
  const widths: number[] = [];
  for (const row of cells) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  flush(out);
  out.breaks.add(out.lines.length);
  for (const row of cells) {
    if (row.every((c) => !c)) continue;
    // A missing cell keeps its column's place: the next cell stays under its bureau.
    const line = row
      .map((c, i) => (i === row.length - 1 ? c : (c || ' ').padEnd((widths[i] ?? 0) + 3)))
      .join('')
      .trimEnd();
    if (line.trim()) out.lines.push(line);
  }
  out.breaks.add(out.lines.length);
};

const walk = (n: ChildNode, out: Out): void => {
  if (n.type === 'text') {
    out.current += n.data;
    return;
  }
  if (!isElement(n) && n.type !== 'root') return;
  if (isElement(n)) {
    if (hidden(n)) return;
    if (n.name === 'table') return writeTable(n, out);
    if (n.name === 'br') return flush(out);
    if (n.name === 'td' || n.name === 'th') out.current += '  ';
    if (BLOCKS.has(n.name) || n.name === 'tr') {
      flush(out);
      if (/^h[1-6]$/.test(n.name)) out.breaks.add(out.lines.length);
    }
  }
  for (const c of (n as Element).children) walk(c, out);
  if (isElement(n) && (BLOCKS.has(n.name) || n.name === 'tr')) flush(out);
};

/** Whether bytes are a saved web page (by name or type, or by their first characters). */
export const isHtmlReport = (name: string, mimeType: string, bytes: Uint8Array): boolean => {
  if (/\.(?:html?|xhtml|mht)$/i.test(name) || /^(?:text\/html|application\/xhtml\+xml)$/i.test(mimeType)) return true;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html');
};

/** The pages of a saved web page, as the reader takes a report's pages. */
export const htmlReportPages = (html: string): HtmlReportPage[] => {
  const doc = parseDocument(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html);
  const out: Out = { lines: [], breaks: new Set([0]), current: '' };
  walk(doc as unknown as ChildNode, out);
  flush(out);
  const pages: HtmlReportPage[] = [];
  let start = 0;
  while (start < out.lines.length) {
    let end = Math.min(out.lines.length, start + HTML_PAGE_LINES);
    if (end < out.lines.length) {
      // The last break between blocks within the page, so a table is not cut where it can be helped.
      const cut = [...out.breaks].filter((b) => b > start + HTML_PAGE_LINES / 4 && b <= end).sort((a, b) => b - a)[0];
      if (cut) end = cut;
    }
    pages.push({ index: pages.length, text: out.lines.slice(start, end).join('\n'), confidence: 1, method: 'plain-text' });
    start = end;
  }
  return pages;
};

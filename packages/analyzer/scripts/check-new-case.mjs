#!/usr/bin/env node
/**
 * Before anything is read about a candidate case for the court-letters corpus: is it already there, and is it closed?
 * `node packages/analyzer/scripts/check-new-case.mjs "<party>" ["<other party>" …]` matches every name against each entry's
 * `source` (case-insensitive) and prints, without any letter text, "CLOSED: drop" for a letter of a fresh set still closed
 * (the measure: read nothing more about it), "OPEN: <id> <source>" for a development letter, or "no match: new".
 * The sets opened for development are read from `OPENED_FRESH_SETS` in `corpus/court-letters.ts`. `CORPUS_DIR` points
 * at another copy of the corpus (a helper's worktree).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = process.env.CORPUS_DIR ?? join(here, '../fixtures/court-letters');
const corpusCode = readFileSync(join(here, '../corpus/court-letters.ts'), 'utf8');
const openedBlock = corpusCode.slice(corpusCode.indexOf('OPENED_FRESH_SETS'), corpusCode.indexOf('};', corpusCode.indexOf('OPENED_FRESH_SETS')));
const opened = new Set([...openedBlock.matchAll(/'(fresh-[\d-]+)'/g)].map((m) => m[1]));
const names = process.argv.slice(2).map((s) => s.toLowerCase());
if (names.length === 0) {
  process.stderr.write('give one or more party names\n');
  process.exit(2);
}
let found = false;
for (const line of readFileSync(join(dir, 'letters.jsonl'), 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const entry = JSON.parse(line);
  const source = String(entry.source).toLowerCase();
  if (!names.every((n) => source.includes(n))) continue;
  found = true;
  process.stdout.write(
    entry.set && !opened.has(entry.set) ? 'CLOSED: drop (a case in a closed fresh set; read nothing more about it)\n' : `OPEN: ${entry.id} ${entry.source}\n`,
  );
}
if (!found) process.stdout.write('no match: new\n');

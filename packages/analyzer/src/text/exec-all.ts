/**
 * What `text.matchAll(re)` yields, as an array, for a global `re`. `matchAll` searches with a copy of
 * `re`, a new RegExp at every call (about as costly as a short search, and the analyzer calls it some
 * 300 times a letter); this searches with `re` itself from its `lastIndex`, steps past an empty
 * match as `matchAll` does, and leaves `lastIndex` as it found it. The matches are the same.
 */
export const execAll = (re: RegExp, text: string): RegExpExecArray[] => {
  if (!re.global) throw new TypeError('execAll: the pattern must be global, as for matchAll');
  const from = re.lastIndex;
  const unicode = re.unicode || (re as { unicodeSets?: boolean }).unicodeSets === true;
  const matches: RegExpExecArray[] = [];
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      matches.push(m);
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, unicode);
    }
  } finally {
    re.lastIndex = from;
  }
  return matches;
};

/** ECMAScript's AdvanceStringIndex: past one code unit, or one code point in a unicode pattern. */
const advance = (text: string, index: number, unicode: boolean): number => {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.codePointAt(index)!;
  return index + (code > 0xffff ? 2 : 1);
};

import { afterEach, describe, expect, it } from 'vitest';
import { stylesheetSingleton } from './csp-style-singleton';

/** jsdom has no constructed stylesheets: give the document a minimal adoptedStyleSheets for a test. */
const withAdoptedSheets = () => {
  let sheets: CSSStyleSheet[] = [];
  Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get: () => sheets,
    set: (next: CSSStyleSheet[]) => {
      sheets = next;
    },
  });
  const replaced: string[] = [];
  Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', {
    configurable: true,
    value(this: CSSStyleSheet, css: string) {
      replaced.push(css);
    },
  });
  return { sheets: () => sheets, replaced };
};

afterEach(() => {
  delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  delete (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync;
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});

describe('the CSP-safe style singleton (Radix scroll lock under style-src self)', () => {
  it('adopts one constructed stylesheet for every user and drops it with the last, with no <style> element', () => {
    const fake = withAdoptedSheets();
    const singleton = stylesheetSingleton();
    singleton.add('body{overflow:hidden}');
    singleton.add('body{overflow:hidden}');
    expect(fake.sheets()).toHaveLength(1);
    expect(fake.replaced).toEqual(['body{overflow:hidden}']);
    expect(document.head.querySelector('style')).toBeNull();
    singleton.remove();
    expect(fake.sheets()).toHaveLength(1);
    singleton.remove();
    expect(fake.sheets()).toHaveLength(0);
  });

  it('leaves the other adopted sheets alone', () => {
    const fake = withAdoptedSheets();
    const other = new CSSStyleSheet();
    document.adoptedStyleSheets = [other];
    const singleton = stylesheetSingleton();
    singleton.add('a{}');
    expect(fake.sheets()).toHaveLength(2);
    singleton.remove();
    expect(fake.sheets()).toEqual([other]);
  });

  it('falls back to a <style> element where there are no constructed stylesheets', () => {
    expect('adoptedStyleSheets' in Document.prototype).toBe(false);
    const singleton = stylesheetSingleton();
    singleton.add('body{overflow:hidden}');
    expect(document.head.querySelector('style')?.textContent).toBe('body{overflow:hidden}');
    singleton.remove();
    expect(document.head.querySelector('style')).toBeNull();
  });
});

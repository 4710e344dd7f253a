import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * WCAG 2.2 contrast of the design tokens, read from the stylesheet itself (src/index.css), in the
 * normal set and in the high-contrast set (prefers-contrast: more). Text needs 4.5:1 (1.4.3); the
 * edge of a control, an icon and the focus ring need 3:1 (1.4.11).
 */
const css = readFileSync(path.resolve(import.meta.dirname, '../index.css'), 'utf8');

const block = (opener: RegExp): string => {
  const start = css.search(opener);
  if (start < 0) throw new Error(`no block ${opener}`);
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') depth -= 1;
    if (depth === 0) return css.slice(start, i + 1);
  }
  throw new Error(`unclosed block ${opener}`);
};

const colours = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1] ?? '', (m[2] ?? '').toLowerCase()]));

const normal = colours(block(/@theme\s*\{/));
const highContrast = { ...normal, ...colours(block(/@media\s*\(prefers-contrast:\s*more\)/)) };

const channel = (hex: string, at: number): number => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const STATUSES = ['danger', 'warning', 'success', 'info'] as const;
const SURFACES = ['background', 'surface', 'muted'] as const;

/** [foreground token, background token]: text that must be read. */
const TEXT_PAIRS: [string, string][] = [
  ...SURFACES.flatMap((bg) => [['foreground', bg] as [string, string], ['muted-foreground', bg] as [string, string], ['primary', bg] as [string, string]]),
  ['foreground', 'primary-subtle'],
  ['primary', 'primary-subtle'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['danger-foreground', 'danger-hover'],
  ...STATUSES.flatMap((s) => [
    [s, 'surface'] as [string, string],
    [s, 'background'] as [string, string],
    [s, `${s}-subtle`] as [string, string],
    ['foreground', `${s}-subtle`] as [string, string],
    [`${s}-foreground`, s] as [string, string],
  ]),
];

/** [UI token, background token]: a control's edge, an icon or the focus ring that must be seen. */
const UI_PAIRS: [string, string][] = [
  ...(['input', 'ring', 'primary', ...STATUSES] as const).flatMap((ui) => [[ui, 'surface'] as [string, string], [ui, 'background'] as [string, string]]),
  ['input', 'muted'],
  ...STATUSES.map((s) => [s, `${s}-subtle`] as [string, string]),
];

describe('the contrast of the design tokens (WCAG 1.4.3 and 1.4.11)', () => {
  it('computes the WCAG ratio correctly (the reference values)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('reads every token of the pairs from the stylesheet', () => {
    const needed = new Set([...TEXT_PAIRS, ...UI_PAIRS].flat());
    for (const token of needed) expect(normal[token], token).toMatch(/^#[0-9a-f]{6}$/);
    // The high-contrast set changes some tokens, and only ones the normal set has.
    const overrides = Object.keys(colours(block(/@media\s*\(prefers-contrast:\s*more\)/)));
    expect(overrides.length).toBeGreaterThan(0);
    for (const token of overrides) expect(normal[token], token).toBeDefined();
  });

  for (const [name, set] of [
    ['normal', normal],
    ['high-contrast', highContrast],
  ] as const) {
    it(`gives text at least 4.5:1 (${name})`, () => {
      for (const [fg, bg] of TEXT_PAIRS) {
        const ratio = contrast(set[fg] ?? '', set[bg] ?? '');
        expect(ratio, `${fg} on ${bg}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`gives control edges, icons and the focus ring at least 3:1 (${name})`, () => {
      for (const [ui, bg] of UI_PAIRS) {
        const ratio = contrast(set[ui] ?? '', set[bg] ?? '');
        expect(ratio, `${ui} on ${bg}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('makes the high-contrast set at least as strong as the normal one for every changed token', () => {
    for (const [token, value] of Object.entries(highContrast)) {
      if (value === normal[token] || token.endsWith('-subtle') || token === 'border') continue;
      expect(contrast(value, highContrast.surface ?? ''), token).toBeGreaterThanOrEqual(contrast(normal[token] ?? '', normal.surface ?? ''));
    }
  });
});

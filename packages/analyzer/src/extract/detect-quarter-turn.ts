import { labelComponents } from './analyse-page-layout';
import { estimateSkew } from './estimate-skew';
import { flattenBackground } from './flatten-background';
import { histogram, otsuThreshold, resizeGray, type GrayImage } from './gray-image';

/** Long side of the copy the orientation is judged on: lines of 8-pt text on a letter page stay about 10 px apart. */
const ORIENTATION_LONG_SIDE = 800;
/** Fewer letter-like blobs than this: too little text to judge, the page stays as it is. */
const MIN_COMPONENTS = 40;
/** Ink points the profiles are built from at most (a regular subsample of the rest). */
const MAX_POINTS = 12_000;

export type LineEvidence = {
  /** Line structure of the profile across the rows (text lines lying horizontally). */
  rows: number;
  /** The same across the columns (text lines standing vertically: a sideways page). */
  columns: number;
  /** Letter-like components the profiles were built from. */
  components: number;
};

export type QuarterTurnDecision = LineEvidence & {
  /** 90 when the text lines stand vertically, else 0 (which of 90 or 270 is left to OCR). */
  turn: 0 | 90;
};

type Component = { x0: number; y0: number; x1: number; y1: number; area: number };

/**
 * Whether a page lies sideways, from a binarised copy (1 = ink): printed text stacks in lines, so
 * the projection of its ink across the lines alternates strongly between ink and paper, while the
 * projection along the lines is flat. An upright page shows that in its row profile, a page turned
 * a quarter in its column profile. Only letter-like blobs count (rules, table edges, page borders
 * and photos of the table around the paper would add profiles of their own), and each profile is
 * taken at its best angle within +-5 degrees, as a photo is rarely square to the paper.
 *
 * Conservative by design: the page is turned only when the columns show far more line structure
 * than the rows (see SIDEWAYS_RATIO), and never with too little text to judge.
 */
export function detectQuarterTurn(mask: Uint8Array, width: number, height: number): QuarterTurnDecision {
  const evidence = measureLineStructure(mask, width, height);
  return { ...evidence, turn: isSideways(evidence) ? 90 : 0 };
}

/**
 * The columns must show this many times the rows' line structure, and at least
 * MIN_COLUMN_STRUCTURE. Measured (squared coefficient of variation, 800-px copy): 22 corpus
 * letters and the model form, as 300-dpi scans and phone photos, give columns/rows 0.10-0.31
 * upright and 3.2-11.7 turned a quarter (columns 1.8-3.2); the layouts that stack text in columns
 * as much as in rows (a ruled table of figures, a form of label/value pairs) reach 1.35 upright;
 * a short page (a heading and three lines) turned gives 1.25 columns at a ratio of 3.1; one or two
 * lines of text stay under 0.95 either way. 2.5 keeps every upright page measured 1.85 times
 * below the line and leaves sideways two-column pages (ratio 2.3) to the OCR fallback.
 */
export const SIDEWAYS_RATIO = 2.5;
export const MIN_COLUMN_STRUCTURE = 0.8;

export function isSideways(e: LineEvidence): boolean {
  return e.components >= MIN_COMPONENTS && e.columns >= MIN_COLUMN_STRUCTURE && e.columns >= SIDEWAYS_RATIO * e.rows;
}

/** Line structure of the row and column profiles of the letter-like blobs of a binary mask. */
export function measureLineStructure(mask: Uint8Array, width: number, height: number): LineEvidence {
  const { labels, components } = labelComponents(mask, width, height);
  const keep = letterLike(components, width, height);
  if (keep.size < MIN_COMPONENTS) return { rows: 0, columns: 0, components: keep.size };
  let n = 0;
  for (let i = 0; i < labels.length; i++) if (keep.has(labels[i]!)) n++;
  const stride = Math.max(1, Math.ceil(n / MAX_POINTS));
  const count = Math.ceil(n / stride);
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  for (let i = 0, seen = 0, j = 0; i < labels.length && j < count; i++) {
    if (!keep.has(labels[i]!)) continue;
    if (seen++ % stride !== 0) continue;
    xs[j] = i % width;
    ys[j] = Math.floor(i / width);
    j++;
  }
  return { rows: profileStructure(xs, ys), columns: profileStructure(ys, xs), components: keep.size };
}

/**
 * Blobs the size of letters or words, judged the same whichever way the page lies (so the short
 * side is compared, not the height): not specks, not rules, page edges or the table.
 */
function letterLike(components: Component[], width: number, height: number): Set<number> {
  const short = (c: Component) => Math.min(c.x1 - c.x0 + 1, c.y1 - c.y0 + 1);
  const long = (c: Component) => Math.max(c.x1 - c.x0 + 1, c.y1 - c.y0 + 1);
  const sizes = components.filter((c) => short(c) >= 2 && c.area >= 4 && long(c) <= Math.min(width, height) / 4).map(short);
  const ids = new Set<number>();
  if (sizes.length === 0) return ids;
  sizes.sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  components.forEach((c, index) => {
    const s = short(c);
    const l = long(c);
    const fill = c.area / ((c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1));
    if (s >= Math.max(2, 0.4 * median) && s <= 3 * median && l <= 20 * median && l <= Math.min(width, height) / 4 && fill >= 0.08) {
      ids.add(index + 1);
    }
  });
  return ids;
}

/**
 * How strongly the ink, projected onto the y axis at its best angle within +-5 degrees, alternates
 * between lines and gaps: the squared coefficient of variation of the profile over the span that
 * holds the middle 98% of the ink. Lines of text with the usual spacing give 1 and more; the same
 * text projected along its lines gives a fraction of that (margins, ragged line ends, gutters).
 */
export function profileStructure(xs: Float32Array, ys: Float32Array): number {
  const angle = estimateSkew({ xs, ys }, { maxPoints: MAX_POINTS });
  const t = (angle * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const n = xs.length;
  const p = new Float32Array(n);
  let min = Infinity;
  let max = -Infinity;
  for (let j = 0; j < n; j++) {
    p[j] = ys[j]! * cos - xs[j]! * sin;
    if (p[j]! < min) min = p[j]!;
    if (p[j]! > max) max = p[j]!;
  }
  const bins = new Float64Array(Math.floor(max - min) + 1);
  for (let j = 0; j < n; j++) bins[Math.floor(p[j]! - min)]!++;
  // The span holding the middle 98% of the ink: a stray blob far out does not count as paper.
  let lo = 0;
  let hi = bins.length - 1;
  for (let acc = 0; lo < hi && acc + bins[lo]! <= 0.01 * n; lo++) acc += bins[lo]!;
  for (let acc = 0; hi > lo && acc + bins[hi]! <= 0.01 * n; hi--) acc += bins[hi]!;
  let sum = 0;
  let squares = 0;
  for (let b = lo; b <= hi; b++) {
    sum += bins[b]!;
    squares += bins[b]! * bins[b]!;
  }
  const span = hi - lo + 1;
  const mean = sum / span;
  return mean > 0 ? squares / span / (mean * mean) - 1 : 0;
}

/** Reduces, evens out the lighting and binarises a page image, then judges it (detectQuarterTurn). */
export async function findQuarterTurn(image: GrayImage): Promise<QuarterTurnDecision> {
  const k = Math.min(1, ORIENTATION_LONG_SIDE / Math.max(image.width, image.height));
  const small = await resizeGray(image, Math.max(1, Math.round(image.width * k)), Math.max(1, Math.round(image.height * k)));
  const flat = await flattenBackground(small);
  const threshold = Math.min(200, Math.max(90, otsuThreshold(histogram(flat.data))));
  const mask = new Uint8Array(flat.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = flat.data[i]! < threshold ? 1 : 0;
  return detectQuarterTurn(mask, flat.width, flat.height);
}

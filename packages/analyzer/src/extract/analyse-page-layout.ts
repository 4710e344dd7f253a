import { estimateSkew, type SkewOptions } from './estimate-skew';
import { flattenBackground } from './flatten-background';
import { histogram, otsuThreshold, resizeGray, type Box, type GrayImage } from './gray-image';

/** Long side of the copy the layout is analysed on (enough for 0.1 degree of skew precision). */
const ANALYSIS_LONG_SIDE = 1400;
/** Fewer text-like blobs than this: not enough evidence for skew, size or a text region. */
const MIN_TEXT_COMPONENTS = 12;

export type PageLayout = {
  /** Degrees, positive when the lines descend to the right (see estimateSkew). */
  skewAngle: number;
  /** Median height of the text's connected components (about the x-height), in source pixels; undefined without text. */
  charHeight: number | undefined;
  /**
   * Where the text is, in the coordinates of the image once rotated by -skewAngle about its centre,
   * given relative to that centre (source pixel units): x0,y0 <= 0 <= x1,y1 for a centred page.
   * undefined when no text was found (then the whole image is kept).
   */
  textRegion: Box | undefined;
  /** Number of text-like components found. */
  components: number;
};

type Component = { x0: number; y0: number; x1: number; y1: number; area: number };

/**
 * Looks at a page image the way a reader would before reading: where the lines of text are, how
 * tall the letters are, and how much the lines are tilted. Works on a downscaled, background-
 * flattened and binarised copy; the binarised copy is for measuring only and never reaches OCR.
 */
export async function analysePageLayout(image: GrayImage, skewOptions?: SkewOptions): Promise<PageLayout> {
  const long = Math.max(image.width, image.height);
  const k = Math.min(1, ANALYSIS_LONG_SIDE / long);
  const small = await resizeGray(image, Math.max(1, Math.round(image.width * k)), Math.max(1, Math.round(image.height * k)));
  const flat = await flattenBackground(small);
  const threshold = Math.min(200, Math.max(90, otsuThreshold(histogram(flat.data))));
  const mask = new Uint8Array(flat.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = flat.data[i]! < threshold ? 1 : 0;

  const { labels, components } = labelComponents(mask, flat.width, flat.height);
  const text = selectTextComponents(components, flat.width, flat.height);
  if (text.ids.size < MIN_TEXT_COMPONENTS || text.medianHeight === undefined) {
    return { skewAngle: 0, charHeight: undefined, textRegion: undefined, components: text.ids.size };
  }

  // Skew from the pixels of text-like components only (page edges, rules and smudges would bias it).
  let n = 0;
  for (let i = 0; i < labels.length; i++) if (text.ids.has(labels[i]!)) n++;
  const xs = new Float32Array(n);
  const ys = new Float32Array(n);
  for (let i = 0, j = 0; i < labels.length; i++) {
    if (text.ids.has(labels[i]!)) {
      xs[j] = i % flat.width;
      ys[j] = Math.floor(i / flat.width);
      j++;
    }
  }
  const skewAngle = estimateSkew({ xs, ys }, skewOptions);

  const region = textRegion(
    [...text.ids].map((id) => components[id - 1]!),
    text.medianHeight,
    skewAngle,
    flat.width / 2,
    flat.height / 2,
  );
  return {
    skewAngle,
    charHeight: text.medianHeight / k,
    textRegion: region && { x0: region.x0 / k, y0: region.y0 / k, x1: region.x1 / k, y1: region.y1 / k },
    components: text.ids.size,
  };
}

/** 8-connected component labelling (two passes, union-find). Labels start at 1; 0 is background. */
export function labelComponents(mask: Uint8Array, width: number, height: number): { labels: Int32Array; components: Component[] } {
  const labels = new Int32Array(mask.length);
  const parent: number[] = [0];
  const find = (a: number): number => {
    while (parent[a]! !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  const union = (a: number, b: number): number => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    if (ra < rb) {
      parent[rb] = ra;
      return ra;
    }
    parent[ra] = rb;
    return rb;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      let label = 0;
      const neighbours = [
        x > 0 ? labels[i - 1]! : 0,
        y > 0 && x > 0 ? labels[i - width - 1]! : 0,
        y > 0 ? labels[i - width]! : 0,
        y > 0 && x < width - 1 ? labels[i - width + 1]! : 0,
      ];
      for (const l of neighbours) {
        if (l === 0) continue;
        label = label === 0 ? find(l) : union(label, l);
      }
      if (label === 0) {
        label = parent.length;
        parent.push(label);
      }
      labels[i] = label;
    }
  }
  // Flatten to consecutive ids 1..n and gather boxes.
  const remap = new Int32Array(parent.length);
  const components: Component[] = [];
  for (let l = 1; l < parent.length; l++) {
    const root = find(l);
    if (remap[root] === 0) {
      components.push({ x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, area: 0 });
      remap[root] = components.length;
    }
    remap[l] = remap[root]!;
  }
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    if (l === 0) continue;
    const id = remap[l]!;
    labels[i] = id;
    const c = components[id - 1]!;
    const x = i % width;
    const y = (i - x) / width;
    if (x < c.x0) c.x0 = x;
    if (x > c.x1) c.x1 = x;
    if (y < c.y0) c.y0 = y;
    if (y > c.y1) c.y1 = y;
    c.area++;
  }
  return { labels, components };
}

/** Components shaped like letters (or letters run together in a blurry photo): not specks, page edges or rules. */
function selectTextComponents(components: Component[], width: number, height: number): { ids: Set<number>; medianHeight: number | undefined } {
  const heights: number[] = [];
  for (const c of components) {
    const h = c.y1 - c.y0 + 1;
    const w = c.x1 - c.x0 + 1;
    if (h >= 3 && c.area >= 4 && h <= height / 8 && w <= width / 3) heights.push(h);
  }
  if (heights.length === 0) return { ids: new Set(), medianHeight: undefined };
  heights.sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)]!;
  const ids = new Set<number>();
  components.forEach((c, index) => {
    const h = c.y1 - c.y0 + 1;
    const w = c.x1 - c.x0 + 1;
    const fill = c.area / (h * w);
    if (h >= Math.max(2, 0.4 * median) && h <= 3.5 * median && w <= 20 * median && c.area >= 3 && fill >= 0.08) ids.add(index + 1);
  });
  return { ids, medianHeight: median };
}

/**
 * The box holding the text, in deskewed coordinates relative to the centre: components are
 * grouped on a grid of a few letter heights; groups of a handful of components (specks of
 * texture, a torn edge) are left out; the box is padded by about two lines.
 */
function textRegion(components: Component[], charHeight: number, skewAngle: number, cx: number, cy: number): Box | undefined {
  const t = (-skewAngle * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const centres = components.map((c) => {
    const x = (c.x0 + c.x1) / 2 - cx;
    const y = (c.y0 + c.y1) / 2 - cy;
    return { x: x * cos - y * sin, y: x * sin + y * cos, c };
  });
  const cell = Math.max(4, 3 * charHeight);
  const cells = new Map<string, number[]>();
  centres.forEach((p, i) => {
    const key = `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`;
    const list = cells.get(key);
    if (list) list.push(i);
    else cells.set(key, [i]);
  });
  // Flood-fill occupied cells, bridging gaps of one empty cell.
  const seen = new Set<string>();
  const keep: number[] = [];
  const total = components.length;
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    const members: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const key = stack.pop()!;
      members.push(...cells.get(key)!);
      const [gx, gy] = key.split(',').map(Number) as [number, number];
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const next = `${gx + dx},${gy + dy}`;
          if (!seen.has(next) && cells.has(next)) {
            seen.add(next);
            stack.push(next);
          }
        }
      }
    }
    if (members.length >= Math.max(6, 0.01 * total)) keep.push(...members);
  }
  if (keep.length === 0) return undefined;
  const box: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const i of keep) {
    const { c } = centres[i]!;
    // The component's own corners, rotated, so the box covers whole letters.
    for (const [x, y] of [
      [c.x0, c.y0],
      [c.x1 + 1, c.y0],
      [c.x0, c.y1 + 1],
      [c.x1 + 1, c.y1 + 1],
    ] as const) {
      const rx = (x - cx) * cos - (y - cy) * sin;
      const ry = (x - cx) * sin + (y - cy) * cos;
      if (rx < box.x0) box.x0 = rx;
      if (rx > box.x1) box.x1 = rx;
      if (ry < box.y0) box.y0 = ry;
      if (ry > box.y1) box.y1 = ry;
    }
  }
  const pad = 4 * charHeight;
  return { x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad };
}

/** Points of ink, as parallel coordinate arrays. */
export type InkPoints = { xs: Float32Array; ys: Float32Array };

export type SkewOptions = {
  /** Search range: -maxAngle..+maxAngle degrees (default 5). */
  maxAngle?: number;
  /** Coarse step in degrees (default 0.25); the best coarse angle is refined 10x finer. */
  step?: number;
  /** Points used at most (a regular subsample of the rest; default 80 000). */
  maxPoints?: number;
};

/**
 * Estimates how far the text lines are rotated, by projection-profile search: for each candidate
 * angle the ink is projected onto the axis perpendicular to the lines, and the angle whose profile
 * is sharpest (largest sum of squared bin counts: lines of text stack into tall, narrow peaks) wins.
 *
 * Returns degrees, image convention (y down): positive when the lines descend to the right, i.e. the
 * page was turned clockwise. Rotate by the negative of it to straighten. 0 when there are too few points.
 */
export function estimateSkew(points: InkPoints, options: SkewOptions = {}): number {
  const maxAngle = options.maxAngle ?? 5;
  const step = options.step ?? 0.25;
  const maxPoints = options.maxPoints ?? 80_000;
  const n = points.xs.length;
  if (n < 50) return 0;

  const stride = Math.max(1, Math.ceil(n / maxPoints));
  const count = Math.floor((n - 1) / stride) + 1;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  for (let i = 0, j = 0; j < count; i += stride, j++) {
    xs[j] = points.xs[i]!;
    ys[j] = points.ys[i]!;
    if (xs[j]! < minX) minX = xs[j]!;
    if (xs[j]! > maxX) maxX = xs[j]!;
    if (ys[j]! < minY) minY = ys[j]!;
    if (ys[j]! > maxY) maxY = ys[j]!;
  }
  // Centre the coordinates so the projection range stays small for any angle.
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  for (let j = 0; j < count; j++) {
    xs[j] = xs[j]! - cx;
    ys[j] = ys[j]! - cy;
  }
  const halfDiag = Math.ceil(Math.hypot(maxX - minX, maxY - minY) / 2) + 2;
  const bins = new Float64Array(2 * halfDiag + 1);

  const score = (degrees: number): number => {
    const t = (degrees * Math.PI) / 180;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    bins.fill(0);
    for (let j = 0; j < count; j++) {
      const p = ys[j]! * cos - xs[j]! * sin + halfDiag;
      // Linear split between the two nearest bins keeps the score smooth in the angle.
      const b = Math.floor(p);
      const f = p - b;
      bins[b] = bins[b]! + (1 - f);
      bins[b + 1] = bins[b + 1]! + f;
    }
    let s = 0;
    for (let b = 0; b < bins.length; b++) s += bins[b]! * bins[b]!;
    return s;
  };

  const search = (from: number, to: number, by: number, start: { angle: number; score: number }) => {
    let best = start;
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = score(a);
      // Ties go to the angle nearest zero: do not rotate without evidence.
      if (s > best.score || (s === best.score && Math.abs(a) < Math.abs(best.angle))) best = { angle: a, score: s };
    }
    return best;
  };

  const coarse = search(-maxAngle, maxAngle, step, { angle: 0, score: score(0) });
  const fine = search(coarse.angle - step, coarse.angle + step, step / 10, coarse);
  return Math.round(fine.angle * 100) / 100;
}

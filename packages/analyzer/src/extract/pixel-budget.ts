/**
 * A process-wide budget of image pixels held at once (issue 24, item 8): a photo is decoded and read
 * by OCR only while its pixels fit beside the others being read, so four 48-megapixel photos sent at
 * once are read one or two at a time instead of all decoded together (peak memory bounded whatever
 * the number of requests). First come, first served; an image larger than the whole budget is read
 * alone.
 */
export class PixelBudget {
  private inUse = 0;
  private readonly waiting: { pixels: number; grant: () => void }[] = [];

  constructor(readonly capacity: number) {}

  /** Pixels held now (for tests and stats). */
  get held(): number {
    return this.inUse;
  }

  /** Waits until `pixels` fit, holds them, and returns the function that gives them back (once). */
  async acquire(pixels: number): Promise<() => void> {
    const want = Math.max(0, Math.min(pixels, this.capacity));
    if (this.waiting.length === 0 && this.inUse + want <= this.capacity) this.inUse += want;
    else await new Promise<void>((grant) => this.waiting.push({ pixels: want, grant }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse -= want;
      this.drain();
    };
  }

  private drain(): void {
    while (this.waiting.length > 0 && this.inUse + this.waiting[0]!.pixels <= this.capacity) {
      const next = this.waiting.shift()!;
      this.inUse += next.pixels;
      next.grant();
    }
  }
}

/**
 * Pixels decoded photos may hold at once across the process: 36 MP, about one and a half of the
 * largest photos after the decode reduction (6000 px long side: 27 MP).
 */
export const IMAGE_PIXEL_BUDGET = 36_000_000;

let shared: PixelBudget | undefined;
/** The process-wide budget, created on first use. */
export const imagePixelBudget = (): PixelBudget => (shared ??= new PixelBudget(IMAGE_PIXEL_BUDGET));

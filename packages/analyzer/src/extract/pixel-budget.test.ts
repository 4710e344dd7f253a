import { describe, expect, it } from 'vitest';
import type { OcrEngine, OcrResult } from './ocr-pool';
import { extractDocument } from './extract-document';
import { PixelBudget } from './pixel-budget';
import { renderLetterPng } from './test-helpers';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('PixelBudget', () => {
  it('holds what fits, queues the rest first come first served, and reads an oversize image alone', async () => {
    const budget = new PixelBudget(100);
    const a = await budget.acquire(60);
    const order: string[] = [];
    const b = budget.acquire(60).then((release) => (order.push('b'), release));
    const c = budget.acquire(10).then((release) => (order.push('c'), release));
    await tick();
    // c would fit, but b came first: nobody overtakes.
    expect(order).toEqual([]);
    expect(budget.held).toBe(60);
    a();
    const releaseB = await b;
    const releaseC = await c;
    expect(order).toEqual(['b', 'c']);
    expect(budget.held).toBe(70);
    const huge = budget.acquire(10_000).then((release) => (order.push('huge'), release));
    releaseB();
    releaseB();
    await tick();
    expect(order).toEqual(['b', 'c']);
    releaseC();
    (await huge)();
    expect(order).toEqual(['b', 'c', 'huge']);
    expect(budget.held).toBe(0);
    // Preparing twelve photos for OCR takes a while on a shared machine.
  }, 120_000);
});

describe('extractDocument under a pixel budget (issue 24, item 8)', () => {
  it('never decodes and reads more photo pixels at once than the budget, whatever the OCR pool allows', async () => {
    const photo = await renderLetterPng(['A collection letter page.'], { width: 1000, height: 1300, fontSize: 30, margin: 40 });
    const budget = new PixelBudget(1000 * 1300 * 2);
    let reading = 0;
    let most = 0;
    const engine: OcrEngine = {
      size: 8,
      recognize: async (): Promise<OcrResult> => {
        reading += 1;
        most = Math.max(most, reading);
        expect(budget.held).toBeLessThanOrEqual(budget.capacity);
        await tick();
        reading -= 1;
        return {
          confidence: 0.9,
          ms: 1,
          paragraphs: [
            {
              lines: [
                {
                  bbox: { x0: 0, y0: 0, x1: 400, y1: 20 },
                  words: ['A', 'collection', 'letter', 'page.'].map((text, i) => ({
                    text,
                    confidence: 0.9,
                    bbox: { x0: i * 90, y0: 0, x1: i * 90 + 80, y1: 20 },
                  })),
                },
              ],
            },
          ],
        };
      },
    };
    const inputs = Array.from({ length: 3 }, (_, i) => ({ bytes: new Uint8Array(photo), mimeType: 'image/png', name: `p${i}.png` }));
    // Four uploads at once, three photos each.
    await Promise.all(Array.from({ length: 4 }, () => extractDocument(inputs, { ocrPool: engine, spanishOcrPool: null, pixelBudget: budget })));
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(2);
    expect(budget.held).toBe(0);
    // Preparing twelve photos for OCR takes a while on a shared machine.
  }, 120_000);
});

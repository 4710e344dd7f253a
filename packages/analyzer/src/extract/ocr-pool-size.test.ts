import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOcrPool, getOcrPool, setOcrPoolSize } from './ocr-pool';

describe('setOcrPoolSize', () => {
  afterEach(async () => {
    setOcrPoolSize(undefined);
    await closeOcrPool();
  });

  it('sizes the process-wide pool created after it; unset, one thread per core', async () => {
    await closeOcrPool();
    setOcrPoolSize(1);
    expect(getOcrPool().size).toBe(1);
    // The pool that exists keeps its size; the next one takes the new setting.
    setOcrPoolSize(undefined);
    expect(getOcrPool().size).toBe(1);
    await closeOcrPool();
    expect(getOcrPool().size).toBe(os.availableParallelism());
  });
});

import { describe, expect, it } from 'vitest';
import { THREATENING_LETTER, letterPdf } from '../../../test/factories';
import { extractDocument } from '@debtshield/analyzer';
import { intelColumns } from '../intel/collector-key';
import analyzeInWorker from './analysis-worker';
import { deriveAnalysis, type DeriveOptions } from './derive-analysis';

// Decision 126: an analysis thread sends the summary in the form it is stored in, one string and the
// intel columns, so the request's thread neither rebuilds it as objects nor serialises it again.
describe('the analysis thread', () => {
  it('sends the summary as the JSON text the analysis is stored with, and its intel columns', async () => {
    const bytes = new Uint8Array(await letterPdf(THREATENING_LETTER));
    const options: DeriveOptions = { state: 'IL', answers: { state: 'IL' }, today: '2026-11-24', userLetterText: null };
    const outcome = await analyzeInWorker({ files: [{ bytes, mimeType: 'application/pdf', name: 'letter.pdf' }], options });
    if (outcome.kind !== 'done') throw new Error('the letter was not read on the analysis thread');
    const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: 'letter.pdf' }], { allowOcr: false });
    const { summary, ...rest } = deriveAnalysis(doc, options);
    expect(typeof outcome.derived.summary.json).toBe('string');
    expect(JSON.parse(outcome.derived.summary.json)).toEqual(JSON.parse(JSON.stringify(summary)));
    expect(outcome.derived.summary.json).toBe(JSON.stringify(summary));
    expect(outcome.derived.summary.intel).toEqual(intelColumns(summary));
    expect(outcome.derived.summary.intel.collectorKey).not.toBe('');
    expect(outcome.derived.body).toEqual(rest.body);
  });
});

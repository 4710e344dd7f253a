import { describe, expect, it } from 'vitest';
import { parseUploadParams } from './upload-params';

describe('parseUploadParams (spec 000 §2)', () => {
  it('defaults: no flow, no dispute, no context (the page uses new), service debt, issue general', () => {
    expect(parseUploadParams(new URLSearchParams())).toEqual({ flow: null, disputeId: null, context: null, service: 'debt', issue: 'general' });
  });

  it('reads every parameter', () => {
    const params = new URLSearchParams('flow=enhance&dispute=abc-123&context=response&service=credit&issue=harassment');
    expect(parseUploadParams(params)).toEqual({ flow: 'enhance', disputeId: 'abc-123', context: 'response', service: 'credit', issue: 'harassment' });
  });

  it('ignores unknown flows and contexts', () => {
    expect(parseUploadParams(new URLSearchParams('flow=hack&context=old'))).toMatchObject({ flow: null, context: null });
  });
});

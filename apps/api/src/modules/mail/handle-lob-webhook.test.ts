import { describe, expect, it } from 'vitest';
import { createLobClient } from '../../platform/lob/client';
import { createLobSimulator } from '../../platform/lob/simulator';
import { CERTIFIED_EVENT_TYPES, LobEventSchema } from '../../platform/lob/types';
import { isCertifiedEventType, STATUS_OF, trackingEventOf } from './handle-lob-webhook';

const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'));
const address = { name: 'Apex Recovery Partners', address_line1: '200 Lake St', address_city: 'Chicago', address_state: 'IL', address_zip: '60601' };

describe("mapping Lob's certified events", () => {
  it('gives every certified event type of the document a mailing status; only those are certified', () => {
    for (const type of CERTIFIED_EVENT_TYPES) expect(STATUS_OF[type]).toBeTruthy();
    expect(STATUS_OF['letter.certified.delivered']).toBe('delivered');
    expect(STATUS_OF['letter.certified.returned_to_sender']).toBe('returned_to_sender');
    expect(isCertifiedEventType('letter.delivered')).toBe(false);
    expect(isCertifiedEventType('letter.certified.re-routed')).toBe(true);
  });

  it('reads the tracking event an event is about from the letter in its body (time, detail, location, action required)', async () => {
    const sim = createLobSimulator({ startAt: Date.parse('2026-03-02T15:00:00Z') });
    const client = createLobClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, timeoutMs: 5000, fetch: sim.fetch });
    sim.nextScenario('address_issue');
    const letter = await client.createLetter({ idempotencyKey: 'k', description: 'd', to: address, from: address, pdf: PDF, metadata: {} });
    const events = sim.advance(200 * 3_600_000).map((d) => LobEventSchema.parse(JSON.parse(d.body)));
    const issue = events.find((e) => e.event_type.id === 'letter.certified.issue')!;
    expect(trackingEventOf(issue, 'letter.certified.issue')).toMatchObject({
      letterId: letter.id,
      trackingNumber: letter.tracking_number,
      name: 'Issue',
      detail: 'address_issue',
      actionRequired: true,
      location: '60601',
      occurredAt: new Date('2026-03-05T15:00:00.000Z'),
    });
    // An event whose body carries no tracking event still maps, dated by the event.
    const bare = LobEventSchema.parse({
      id: 'evt_x',
      event_type: { id: 'letter.certified.delivered' },
      date_created: '2026-03-09T10:00:00Z',
      body: {},
      reference_id: 'ltr_abc',
    });
    expect(trackingEventOf(bare, 'letter.certified.delivered')).toMatchObject({
      letterId: 'ltr_abc',
      name: 'Delivered',
      occurredAt: new Date('2026-03-09T10:00:00Z'),
    });
  });
});

describe('the simulator reads JSON bodies as the document allows', () => {
  it('creates a letter from an HTML file sent as JSON, and refuses an extra service with usps_standard', async () => {
    const sim = createLobSimulator();
    const auth = `Basic ${Buffer.from(`${sim.apiKey}:`).toString('base64')}`;
    const post = (body: object) =>
      sim.fetch(`${sim.baseUrl}/letters`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const base = { to: address, from: address, file: '<html>Letter</html>', color: false, use_type: 'operational', extra_service: 'certified' };
    const ok = await post(base);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { tracking_number: string }).tracking_number).toMatch(/^\d{22}$/);
    const refused = await post({ ...base, mail_type: 'usps_standard' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid', status_code: 422 } });
    const noUseType = await post({ ...base, use_type: undefined });
    expect(((await noUseType.json()) as { error: { message: string } }).error.message).toBe('use_type is required.');
  });
});

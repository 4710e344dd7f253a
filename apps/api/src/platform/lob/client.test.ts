import { describe, expect, it } from 'vitest';
import { createLobClient } from './client';
import { LobError } from './lob-error';
import { createLobSimulator } from './simulator';
import { LobEventSchema, LobLetterSchema } from './types';
import { verifyLobSignature } from './webhook-signature';

const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n% a letter\n%%EOF\n', 'latin1'));
const to = { name: 'Apex Recovery Partners', address_line1: '200 Lake St', address_city: 'Chicago', address_state: 'IL', address_zip: '60601' };
const from = {
  name: 'Jordan Reyes',
  address_line1: '12 Elm St',
  address_line2: 'Apt 4',
  address_city: 'Austin',
  address_state: 'TX',
  address_zip: '78701-1234',
};
const HOUR = 3_600_000;

const setup = () => {
  const simulator = createLobSimulator({ startAt: Date.parse('2026-03-02T15:00:00Z') });
  const client = createLobClient({ baseUrl: simulator.baseUrl, apiKey: simulator.apiKey, timeoutMs: 5000, fetch: simulator.fetch });
  return { simulator, client };
};

const create = (client: ReturnType<typeof setup>['client'], overrides: Partial<Parameters<typeof client.createLetter>[0]> = {}) =>
  client.createLetter({ idempotencyKey: 'mailing-1', description: 'Validation request', to, from, pdf: PDF, metadata: { mailing_id: 'm1' }, ...overrides });

describe('the Lob client against the simulator', () => {
  it('creates a certified letter with return receipt as Lob documents it', async () => {
    const { client, simulator } = setup();
    const letter = await create(client);
    expect(LobLetterSchema.safeParse(letter).success).toBe(true);
    expect(letter.id).toMatch(/^ltr_[a-z0-9]+$/);
    expect(letter.extra_service).toBe('certified_return_receipt');
    expect(letter.mail_type).toBe('usps_first_class');
    expect(letter.tracking_number).toMatch(/^\d{22}$/);
    expect(letter.tracking_events).toEqual([]);
    expect(letter.metadata).toEqual({ mailing_id: 'm1' });
    expect(letter.to.address_line1).toBe('200 Lake St');
    expect(letter.from?.address_line2).toBe('Apt 4');
    // The exact bytes approved are the bytes Lob received.
    expect(Buffer.from(simulator.letter(letter.id)!.file as Uint8Array).equals(Buffer.from(PDF))).toBe(true);
  });

  it('sends the Idempotency-Key, and a retry with the same key creates nothing new', async () => {
    const { client, simulator } = setup();
    const first = await create(client);
    const again = await create(client);
    expect(again.id).toBe(first.id);
    expect(simulator.idempotencyKeys).toEqual(['mailing-1', 'mailing-1']);
    const other = await create(client, { idempotencyKey: 'mailing-2' });
    expect(other.id).not.toBe(first.id);
  });

  it("maps Lob's errors: invalid address (422), unknown letter (404), bad key (401), not cancellable after mailing", async () => {
    const { client, simulator } = setup();
    const bad = await create(client, { to: { ...to, address_zip: '6060' } }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(LobError);
    expect((bad as LobError).kind).toBe('invalid');
    expect((bad as LobError).message).toContain('address_zip');
    const longName = await create(client, { idempotencyKey: 'x2', to: { ...to, name: 'N'.repeat(41) } }).catch((e: unknown) => e);
    expect((longName as LobError).kind).toBe('invalid');
    const missing = await client.getLetter('ltr_0000000000000000').catch((e: unknown) => e);
    expect((missing as LobError).kind).toBe('not_found');
    const wrongKey = createLobClient({ baseUrl: simulator.baseUrl, apiKey: 'test_wrong', timeoutMs: 5000, fetch: simulator.fetch });
    const denied = await wrongKey.getLetter('ltr_0000000000000000').catch((e: unknown) => e);
    expect((denied as LobError).kind).toBe('unauthorized');
    expect((denied as LobError).message).not.toContain(simulator.apiKey);

    const letter = await create(client, { idempotencyKey: 'cancel-me' });
    expect(await client.cancelLetter(letter.id)).toEqual({ id: letter.id, deleted: true });
    const late = await create(client, { idempotencyKey: 'too-late' });
    simulator.advance(25 * HOUR);
    const refused = await client.cancelLetter(late.id).catch((e: unknown) => e);
    expect((refused as LobError).kind).toBe('not_deletable');
  });

  it('refuses a file that is not a PDF', async () => {
    const { client } = setup();
    const wrong = await create(client, { pdf: new Uint8Array(Buffer.from('hello')) }).catch((e: unknown) => e);
    expect((wrong as LobError).kind).toBe('invalid');
  });

  it('a timeout and an unreachable Lob become LobError timeout / upstream', async () => {
    const hang = createLobClient({
      baseUrl: 'https://api.lob.com/v1',
      apiKey: 'test_x',
      timeoutMs: 20,
      fetch: (_u, init) => new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    expect(((await hang.getLetter('ltr_abc').catch((e: unknown) => e)) as LobError).kind).toBe('timeout');
    const down = createLobClient({
      baseUrl: 'https://api.lob.com/v1',
      apiKey: 'test_x',
      timeoutMs: 1000,
      fetch: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(((await down.getLetter('ltr_abc').catch((e: unknown) => e)) as LobError).kind).toBe('upstream');
  });
});

describe('the simulator timeline', () => {
  it('emits the certified events in order, signed like Lob, and the letter shows them', async () => {
    const { client, simulator } = setup();
    const letter = await create(client);
    expect(simulator.advance(23 * HOUR)).toEqual([]);
    const deliveries = simulator.advance(80 * HOUR);
    expect(deliveries.map((d) => d.eventType)).toEqual([
      'letter.certified.mailed',
      'letter.certified.in_transit',
      'letter.certified.in_local_area',
      'letter.certified.processed_for_delivery',
      'letter.certified.delivered',
    ]);
    for (const d of deliveries) {
      expect(
        verifyLobSignature({
          secret: simulator.webhookSecret,
          rawBody: d.body,
          signature: d.headers['lob-signature'],
          timestamp: d.headers['lob-signature-timestamp'],
        }),
      ).toEqual({ ok: true });
      expect(LobEventSchema.safeParse(JSON.parse(d.body)).success).toBe(true);
    }
    const last = LobEventSchema.parse(JSON.parse(deliveries.at(-1)!.body));
    const body = LobLetterSchema.parse(last.body);
    expect(body.tracking_events.at(-1)).toMatchObject({ name: 'Delivered', details: { event: 'delivered' } });
    expect((await client.getLetter(letter.id)).tracking_events).toHaveLength(5);
    expect(simulator.advance(100 * HOUR)).toEqual([]);
  });

  it('never signed: notice left, unclaimed, returned to sender', async () => {
    const { client, simulator } = setup();
    simulator.nextScenario('never_signed');
    await create(client);
    const types = simulator
      .advance(30 * 24 * HOUR)
      .map((d) => JSON.parse(d.body) as { event_type: { id: string }; body: { tracking_events: { details: { event: string } }[] } });
    expect(types.map((e) => e.event_type.id)).toEqual([
      'letter.certified.mailed',
      'letter.certified.in_transit',
      'letter.certified.in_local_area',
      'letter.certified.issue',
      'letter.certified.issue',
      'letter.certified.returned_to_sender',
    ]);
    expect(types.at(-1)!.body.tracking_events.map((t) => t.details.event)).toContain('package_unclaimed');
  });
});

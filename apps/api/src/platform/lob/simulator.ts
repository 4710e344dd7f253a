import { randomBytes } from 'node:crypto';
import type { FetchLike } from './client';
import { signLobWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';
import { CERTIFIED_EVENT_NAMES, type CertifiedEventType, type LobTrackingEvent } from './types';

/**
 * An in-memory Lob that speaks the letter endpoints the client calls, in Lob's own shapes (Lob's
 * OpenAPI document, vendor-specs/lob/lob-api-bundled.yml):
 *
 *   POST   /letters           letter_editable, multipart/form-data, JSON or form-encoded; HTTP basic
 *                             auth with the key; Idempotency-Key header or idempotency_key query;
 *                             422 `invalid` for what the document refuses (address_fields_us patterns,
 *                             name ≤ 40, line ≤ 64, required to/from/file/color/use_type, extra_service
 *                             with usps_standard, enum values, a `file` that is neither HTML, a URL
 *                             nor a PDF)
 *   GET    /letters/{ltr_id}  the letter with its `tracking_events` so far
 *   DELETE /letters/{ltr_id}  until the letter is mailed; then 422 `not_deletable`
 *
 * Certified letters get a tracking number at creation and then the certified tracking events on a
 * timeline (Lob's test mode emits none, so this is the only way to see them before going live):
 * `advance(ms)` moves the simulator's clock ahead (tests; the development server's dev route) and
 * returns each event that came due as a webhook delivery signed like Lob's (Lob-Signature over
 * `${timestamp}.${body}`). Without a fixed start the clock is the real time plus what was advanced. The scenario decides the
 * timeline: delivered (signed for), never signed (notice left, unclaimed, returned to sender), or an
 * address issue (returned).
 */

export type SimScenario = 'delivered' | 'never_signed' | 'address_issue';

type Step = { afterHours: number; type: CertifiedEventType; detail: string; description: string; actionRequired?: boolean; notes?: string };

const DESCRIPTIONS: Record<string, string> = {
  package_accepted: 'Package has been accepted into the carrier network for delivery.',
  package_departed: 'Package has departed from an intermediate location in the carrier network.',
  package_in_local_area: 'Package is at a location near the end destination.',
  out_for_delivery: 'Package is out for delivery.',
  delivered: 'Package has been delivered.',
  notice_left: 'Carrier left notice during attempted delivery. Follow carrier instructions on notice.',
  package_unclaimed: 'Package is unclaimed.',
  returned_to_sender: 'Package is to be returned to sender.',
  address_issue: 'Address information is incorrect. Contact carrier to ensure delivery.',
};

const step = (afterHours: number, type: CertifiedEventType, detail: string, extra: Partial<Step> = {}): Step => ({
  afterHours,
  type,
  detail,
  description: DESCRIPTIONS[detail] ?? detail,
  ...extra,
});

export const SIM_TIMELINES: Record<SimScenario, Step[]> = {
  delivered: [
    step(24, 'letter.certified.mailed', 'package_accepted'),
    step(48, 'letter.certified.in_transit', 'package_departed'),
    step(72, 'letter.certified.in_local_area', 'package_in_local_area'),
    step(92, 'letter.certified.processed_for_delivery', 'out_for_delivery'),
    step(98, 'letter.certified.delivered', 'delivered', { notes: 'Signed for by the recipient (electronic return receipt).' }),
  ],
  never_signed: [
    step(24, 'letter.certified.mailed', 'package_accepted'),
    step(48, 'letter.certified.in_transit', 'package_departed'),
    step(72, 'letter.certified.in_local_area', 'package_in_local_area'),
    step(98, 'letter.certified.issue', 'notice_left', { actionRequired: true }),
    step(98 + 15 * 24, 'letter.certified.issue', 'package_unclaimed'),
    step(98 + 16 * 24, 'letter.certified.returned_to_sender', 'returned_to_sender'),
  ],
  address_issue: [
    step(24, 'letter.certified.mailed', 'package_accepted'),
    step(48, 'letter.certified.in_transit', 'package_departed'),
    step(72, 'letter.certified.issue', 'address_issue', { actionRequired: true }),
    step(120, 'letter.certified.returned_to_sender', 'returned_to_sender'),
  ],
};

type SimAddress = Record<string, string>;

export type SimLetter = {
  id: string;
  description: string | null;
  to: SimAddress;
  from: SimAddress;
  metadata: Record<string, string>;
  extraService: string;
  mailType: string;
  trackingNumber: string;
  createdAt: number;
  scenario: SimScenario;
  /** The PDF as received (tests compare it with what was approved). */
  file: Uint8Array | string;
  emitted: LobTrackingEvent[];
  deleted: boolean;
};

export type SignedDelivery = { headers: Record<string, string>; body: string; eventId: string; eventType: CertifiedEventType; letterId: string };

export type LobSimulatorOptions = {
  apiKey?: string;
  webhookSecret?: string;
  /**
   * A fixed starting clock (ms) that moves only through advance() / setNow() (deterministic tests).
   * Default: the real time (a development server), moved ahead by advance() / setNow().
   */
  startAt?: number;
  /** The clock webhook signatures are stamped with (the receiver's tolerance is against real time). */
  signingNow?: () => number;
  baseUrl?: string;
};

export type LobSimulator = {
  fetch: FetchLike;
  handle: (request: Request) => Promise<Response>;
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly baseUrl: string;
  /** The simulator's clock (ms). */
  now: () => number;
  /** The next letter created follows this timeline (one-shot); default delivered. */
  nextScenario: (scenario: SimScenario) => void;
  /** Sets the clock (tests: letters created "ten days ago"); events already emitted stay. */
  setNow: (ms: number) => void;
  /** Moves the clock and returns the events that came due, oldest first, signed. */
  advance: (ms: number) => SignedDelivery[];

  letter: (id: string) => SimLetter | undefined;
  /** Every create request's Idempotency-Key, in order (tests). */
  readonly idempotencyKeys: string[];
};

const id = (prefix: string, bytes = 8) => `${prefix}_${randomBytes(bytes).toString('hex')}`;
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

const lobError = (status: number, code: string, message: string): Response =>
  new Response(JSON.stringify({ error: { message, status_code: status, code } }), { status, headers: { 'content-type': 'application/json' } });
const ok = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Bracketed form keys (deepObject) to nested objects: to[name] → { to: { name } }. */
const nest = (entries: [string, NonNullable<ReturnType<FormData['get']>>][]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const m = /^([a-z_]+)\[([a-z_0-9]+)\]$/i.exec(key);
    if (m) {
      const [, outer, inner] = m as unknown as [string, string, string];
      const obj = (out[outer] ??= {}) as Record<string, unknown>;
      obj[inner] = value;
    } else out[key] = value;
  }
  return out;
};

const ENUMS: Record<string, readonly string[]> = {
  extra_service: ['certified', 'certified_return_receipt', 'registered'],
  mail_type: ['usps_first_class', 'usps_standard'],
  address_placement: ['top_first_page', 'insert_blank_page', 'bottom_first_page_center', 'bottom_first_page'],
  use_type: ['marketing', 'operational'],
};

/** `address_editable_us` as the document constrains it; the first problem, or null. */
export const usAddressProblem = (field: string, value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return `${field} is required.`;
  const a = value as Record<string, unknown>;
  const str = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
  if (!str('name') && !str('company')) return `${field} must have either name or company.`;
  if ((str('name') ?? '').length > 40) return `${field}.name must be no longer than 40 characters.`;
  if ((str('company') ?? '').length > 40) return `${field}.company must be no longer than 40 characters.`;
  if (!str('address_line1')) return `${field}.address_line1 is required.`;
  if (str('address_line1')!.length > 64) return `${field}.address_line1 must be no longer than 64 characters.`;
  if ((str('address_line2') ?? '').length > 64) return `${field}.address_line2 must be no longer than 64 characters.`;
  if (!str('address_city')) return `${field}.address_city is required.`;
  if (!/^[a-zA-Z]{2}$/.test(str('address_state') ?? '')) return `${field}.address_state must be a 2 letter state short-name code.`;
  if (!/^\d{5}(-\d{4})?$/.test(str('address_zip') ?? '')) return `${field}.address_zip must follow the ZIP format of 12345 or ZIP+4 format of 12345-1234.`;
  const country = str('address_country');
  if (country && country !== 'US') return `${field}.address_country: only US addresses in this simulator.`;
  return null;
};

const addressOut = (id: string, a: SimAddress) => ({
  id,
  name: a.name ?? null,
  company: a.company ?? null,
  address_line1: a.address_line1,
  address_line2: a.address_line2 ?? null,
  address_city: a.address_city,
  address_state: a.address_state?.toUpperCase(),
  address_zip: a.address_zip,
  address_country: 'UNITED STATES',
  object: 'address',
});

export const createLobSimulator = (options: LobSimulatorOptions = {}): LobSimulator => {
  const apiKey = options.apiKey ?? `test_sim${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? randomBytes(24).toString('hex');
  const baseUrl = options.baseUrl ?? 'https://api.lob.com/v1';
  const signingNow = options.signingNow ?? Date.now;
  const fixed = options.startAt !== undefined;
  const base = options.startAt ?? 0;
  let offset = 0;
  const now = () => (fixed ? base : Date.now()) + offset;
  const letters = new Map<string, SimLetter>();
  const byKey = new Map<string, string>();
  const idempotencyKeys: string[] = [];
  const pending: SimScenario[] = [];
  const iso = (ms: number) => new Date(ms).toISOString();

  const timeline = (l: SimLetter) => SIM_TIMELINES[l.scenario];
  const mailedAt = (l: SimLetter) => l.createdAt + timeline(l)[0]!.afterHours * 3_600_000;

  const letterJson = (l: SimLetter) => ({
    id: l.id,
    description: l.description,
    metadata: l.metadata,
    to: addressOut(`adr_${l.id.slice(4, 20)}t`, l.to),
    from: addressOut(`adr_${l.id.slice(4, 20)}f`, l.from),
    color: false,
    double_sided: false,
    address_placement: 'insert_blank_page',
    mail_type: l.mailType,
    extra_service: l.extraService,
    tracking_number: l.trackingNumber,
    tracking_events: l.emitted,
    carrier: 'USPS',
    use_type: 'operational',
    send_date: iso(mailedAt(l)),
    expected_delivery_date: iso(l.createdAt + 5 * 86_400_000).slice(0, 10),
    date_created: iso(l.createdAt),
    date_modified: iso(now()),
    ...(l.deleted ? { deleted: true } : {}),
    object: 'letter',
  });

  const readBody = async (request: Request): Promise<Record<string, unknown> | null> => {
    const type = request.headers.get('content-type') ?? '';
    try {
      if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded'))
        return nest([...(await request.formData()).entries()]);
      if (type.startsWith('application/json')) return (await request.json()) as Record<string, unknown>;
    } catch {
      return null;
    }
    return null;
  };

  const create = async (request: Request, url: URL): Promise<Response> => {
    const key = request.headers.get('idempotency-key') ?? url.searchParams.get('idempotency_key') ?? undefined;
    if (key !== undefined && (key.length === 0 || key.length > 256))
      return lobError(422, 'invalid', 'Idempotency-Key must be a string of no longer than 256 characters.');
    if (key !== undefined) {
      idempotencyKeys.push(key);
      const existing = byKey.get(key);
      if (existing) return ok(letterJson(letters.get(existing)!));
    }
    const body = await readBody(request);
    if (!body) return lobError(400, 'bad_request', 'The request body could not be read.');
    for (const field of ['to', 'from'] as const) {
      const problem = usAddressProblem(field, body[field]);
      if (problem) return lobError(422, 'invalid', problem);
    }
    if (body.file === undefined) return lobError(422, 'invalid', 'file is required.');
    if (body.color === undefined) return lobError(422, 'invalid', 'color is required.');
    if (!['true', 'false', true, false].includes(body.color as string | boolean)) return lobError(422, 'invalid', 'color must be a boolean.');
    if (body.use_type === undefined) return lobError(422, 'invalid', 'use_type is required.');
    for (const [field, allowed] of Object.entries(ENUMS)) {
      const v = body[field];
      if (v !== undefined && v !== null && !allowed.includes(String(v))) return lobError(422, 'invalid', `${field} must be one of [${allowed.join(', ')}].`);
    }
    const extra = body.extra_service === undefined || body.extra_service === null ? null : String(body.extra_service);
    const mailType = body.mail_type === undefined ? 'usps_first_class' : String(body.mail_type);
    if (extra && mailType === 'usps_standard') return lobError(422, 'invalid', 'extra_service can only be non-null if mail_type is not usps_standard.');
    let file: Uint8Array | string;
    if (body.file instanceof Blob) {
      file = new Uint8Array(await body.file.arrayBuffer());
      if (Buffer.from(file.subarray(0, 5)).toString('latin1') !== '%PDF-') return lobError(422, 'invalid', 'file: the uploaded file is not a PDF.');
    } else if (typeof body.file === 'string' && (body.file.trim().startsWith('<') || /^https:\/\//.test(body.file) || /^tmpl_/.test(body.file))) {
      file = body.file;
    } else return lobError(422, 'invalid', 'file must be an HTML string, a template id, a remote https URL or a PDF file.');
    const metadata = (typeof body.metadata === 'object' && body.metadata !== null ? body.metadata : {}) as Record<string, string>;
    if (Object.keys(metadata).length > 20) return lobError(422, 'invalid', 'metadata can have at most 20 keys.');
    const letter: SimLetter = {
      id: id('ltr', 8),
      description: typeof body.description === 'string' ? body.description : null,
      to: body.to as SimAddress,
      from: body.from as SimAddress,
      metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
      extraService: extra ?? 'none',
      mailType,
      trackingNumber: extra?.startsWith('certified') ? `9207190${digits(15)}` : '',
      createdAt: now(),
      scenario: pending.shift() ?? 'delivered',
      file,
      emitted: [],
      deleted: false,
    };
    letters.set(letter.id, letter);
    if (key !== undefined) byKey.set(key, letter.id);
    return ok(letterJson(letter));
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const expected = `Basic ${Buffer.from(`${apiKey}:`, 'utf8').toString('base64')}`;
    if (request.headers.get('authorization') !== expected)
      return lobError(401, 'unauthorized', 'Your API key is not valid. Please sign up on lob.com to get a valid api key.');
    const path = url.pathname.replace(/^.*?\/letters/, '/letters');
    if (request.method === 'POST' && path === '/letters') return create(request, url);
    const m = /^\/letters\/(ltr_[a-zA-Z0-9]+)$/.exec(path);
    if (!m) return lobError(404, 'unrecognized_endpoint', 'The requested endpoint does not exist.');
    const letter = letters.get(m[1]!);
    if (!letter || letter.deleted) return lobError(404, 'not_found', 'letter not found');
    if (request.method === 'GET') return ok(letterJson(letter));
    if (request.method === 'DELETE') {
      if (now() >= mailedAt(letter)) return lobError(422, 'not_deletable', 'This letter can no longer be canceled: its send date has passed.');
      letter.deleted = true;
      return ok({ id: letter.id, deleted: true });
    }
    return lobError(404, 'unrecognized_endpoint', 'The requested endpoint does not exist.');
  };

  const sign = (eventType: CertifiedEventType, letter: SimLetter): SignedDelivery => {
    const event = {
      id: id('evt', 12),
      body: letterJson(letter),
      reference_id: letter.id,
      event_type: { id: eventType, enabled_for_test: true, resource: 'letters', object: 'event_type' },
      date_created: iso(now()),
      object: 'event',
    };
    const body = JSON.stringify(event);
    const timestamp = String(signingNow());
    return {
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signLobWebhook(webhookSecret, timestamp, body) },
      body,
      eventId: event.id,
      eventType,
      letterId: letter.id,
    };
  };

  const emitDue = (): SignedDelivery[] => {
    const clock = now();
    const due: { at: number; letter: SimLetter; s: Step }[] = [];
    for (const letter of letters.values()) {
      if (letter.deleted || !letter.trackingNumber) continue;
      for (const s of timeline(letter).slice(letter.emitted.length)) {
        const at = letter.createdAt + s.afterHours * 3_600_000;
        if (at <= clock) due.push({ at, letter, s });
      }
    }
    due.sort((a, b) => a.at - b.at);
    return due.map(({ at, letter, s }) => {
      letter.emitted.push({
        id: id('evnt', 8),
        type: 'certified',
        name: CERTIFIED_EVENT_NAMES[s.type],
        time: iso(at),
        // Accepted at the sender's post office, on the way nowhere in particular, then near the recipient.
        location:
          (s.type === 'letter.certified.mailed' ? letter.from.address_zip : s.type === 'letter.certified.in_transit' ? null : letter.to.address_zip)?.slice(
            0,
            5,
          ) ?? null,
        details: { event: s.detail, description: s.description, action_required: s.actionRequired ?? false, ...(s.notes ? { notes: s.notes } : {}) },
        date_created: iso(at),
      });
      return sign(s.type, letter);
    });
  };

  return {
    apiKey,
    webhookSecret,
    baseUrl,
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
    now,
    setNow: (ms) => {
      offset = ms - (fixed ? base : Date.now());
    },
    nextScenario: (scenario) => void pending.push(scenario),
    letter: (letterId) => letters.get(letterId),
    idempotencyKeys,
    advance: (ms) => {
      offset += Math.max(0, ms);
      return emitDue();
    },
  };
};

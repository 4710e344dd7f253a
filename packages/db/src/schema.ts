import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Keep to SQL both speak (PGlite is PG 18, Debian's server
 * is PG 15): no PG16+-only features.
 *
 * Privacy: no table holds an uploaded file. Letter text is kept only masked (SSNs and account
 * numbers to the last 4) and only until `text_expires_at` (1 hour), for re-running the analysis
 * when the user answers its questions; a scheduled purge clears it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who signed in or bought something. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Lower-cased and trimmed before it is stored. */
  email: text('email').notNull().unique(),
  name: text('name'),
  /**
   * The person's mailing address as it goes on their letters (street line, then city, state and ZIP),
   * filled once in the dashboard's profile (issue 27): every letter written for them prints it.
   */
  mailingAddress: text('mailing_address'),
  planType: text('plan_type').notNull().default('free'),
  /** When a plan type that lapses (monthly, yearly) ends; purchases' dates decide when null. */
  planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
  debtScansUsed: integer('debt_scans_used').notNull().default(0),
  creditScansUsed: integer('credit_scans_used').notNull().default(0),
  /** The IANA time zone reminders and the contact log's 8 a.m.-9 p.m. rule use; null until chosen (a default comes from the state). */
  timeZone: text('time_zone'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in sessions: random opaque tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** What a user bought (names of the plans catalogue's purchases). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The payment order it came from (unique: one order grants once). */
    orderId: text('order_id').unique(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('purchases_user_idx').on(t.userId)],
);

/** One analysis of one letter. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    flowType: text('flow_type').notNull(),
    state: text('state').notNull(),
    /** 'full' when the analysis was paid for (plan or a consumed scan), else 'preview'. */
    accessLevel: text('access_level').notNull().default('preview'),
    /** Masked letter text, kept only until textExpiresAt. */
    textMasked: text('text_masked'),
    textExpiresAt: timestamp('text_expires_at', { withTimezone: true }),
    /** Page offsets, methods and confidences of the extraction (no text). */
    extraction: jsonb('extraction').notNull(),
    answers: jsonb('answers').notNull().default({}),
    /** Summary for history and letters: collector, amounts, strategy, violation ids (no letter text). */
    summary: jsonb('summary').notNull(),
    /** The user's own letter for the enhance flow, masked, kept only until textExpiresAt. */
    userLetterMasked: text('user_letter_masked'),
    savedToHistory: boolean('saved_to_history').notNull().default(false),
    /**
     * An analysis made before signing in belongs to the browser that made it: the hash of the secret
     * returned with it (cleared when it is attached to an account).
     */
    ownerKeyHash: text('owner_key_hash'),
    /**
     * The single-scan purchase this analysis used, when it was paid that way. Access is decided when the
     * analysis is read: full while the owner's plan is unlimited or this purchase is not refunded.
     */
    paidPurchaseId: uuid('paid_purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** When everything drawn from the letter beyond what history needs was removed (an hour after upload). */
    letterDataPurgedAt: timestamp('letter_data_purged_at', { withTimezone: true }),
    /**
     * The collector's key (intel/collector-key.ts) for collector intel: '' when the letter names no
     * collector, null until computed (rows stored before it are filled by a batch job). Decision 023.
     */
    collectorKey: text('collector_key'),
    /** The collector's name as the letter printed it (summary.collectorName), for collector intel. */
    collectorName: text('collector_name'),
    /** The distinct rule ids of the findings, for collector intel. */
    findingIds: text('finding_ids').array(),
    /**
     * SHA-256 of the uploaded file(s) in order (no text): the same letter analysed again counts once in
     * the person's history and figures (issue 27, decision 034). Null for analyses made before it.
     */
    fileSha256: text('file_sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analyses_user_idx').on(t.userId),
    index('analyses_text_expiry_idx').on(t.textExpiresAt),
    index('analyses_intel_pending_idx')
      .on(t.id)
      .where(sql`collector_key is null`),
  ],
);

/** Emails left at the results page's email gate. */
export const leads = pgTable('leads', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull(),
  strategy: text('strategy'),
  confidence: integer('confidence'),
  createdAt: createdAt(),
});

/** A dispute with a collector, opened when a response letter is generated (the tracker builds on it). */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('debt_collection'),
    collectorName: text('collector_name'),
    debtAmountCents: integer('debt_amount_cents'),
    accountLast4: text('account_last4'),
    status: text('status').notNull().default('active'),
    letterKind: text('letter_kind'),
    createdAt: createdAt(),
  },
  (t) => [index('disputes_user_idx').on(t.userId)],
);

/**
 * What happened in a dispute, one row per event (the tracker's timeline and the legal clocks are
 * computed from these): letter_generated, letter_sent (method, tracking number), letter_delivered,
 * reply_received (verified or not), reply_read, next_action_taken, resolved (the outcome and the
 * amount saved, as the user recorded them). `occurredOn` is the user's own calendar date.
 */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    method: text('method'),
    trackingNumber: text('tracking_number'),
    /** Masked before it is stored. */
    notes: text('notes'),
    /** Type-specific details: { verified }, { action }, { outcome, amount_saved_cents }, { new_violations, ocr_confidence }. */
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_events_dispute_idx').on(t.disputeId)],
);

/**
 * Original files the user chose to keep in a dispute's case file ("keep in my case file", issue 15;
 * decision 020). Everything else uploaded is read and dropped; these are kept for as long as the user
 * wants them, encrypted at rest with AES-256-GCM (key from CASE_FILE_KEY; `keyId` names it, so a
 * rotated key is detected), bound to their owner and dispute, listed, downloaded and deleted by their
 * owner only. Deleting the dispute or the account deletes them.
 */
export const caseFiles = pgTable(
  'case_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    /** The reply event the file came with. */
    eventId: uuid('event_id').references(() => disputeEvents.id, { onDelete: 'set null' }),
    /** As uploaded, masked (a name may carry an account number). */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the original bytes: the file's fingerprint, shown so a copy can be checked. */
    sha256: text('sha256').notNull(),
    keyId: text('key_id').notNull(),
    /** AES-256-GCM: 12-byte IV, 16-byte tag and the ciphertext, base64. */
    iv: text('iv').notNull(),
    authTag: text('auth_tag').notNull(),
    ciphertext: text('ciphertext').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('case_files_dispute_idx').on(t.disputeId), index('case_files_user_idx').on(t.userId)],
);

/** Calls and messages the user logged for a dispute; the clocks package checks them (7-in-7, 8 a.m.-9 p.m., after cease or dispute). */
export const contactLogEntries = pgTable(
  'contact_log_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The zone the user entered the time in (the consumer's, for the 8 a.m.-9 p.m. rule). */
    timeZone: text('time_zone').notNull(),
    channel: text('channel').notNull(),
    direction: text('direction').notNull(),
    who: text('who').notNull(),
    outcome: text('outcome'),
    consentToCall: boolean('consent_to_call').notNull().default(false),
    /** Masked before it is stored. */
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_log_dispute_idx').on(t.disputeId)],
);

/**
 * One row per reminder email sent: the unique key (dispute, deadline kind, due date, reminder kind) is
 * claimed before the email goes, so a reminder is sent once across runs, restarts and instances.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    deadlineKind: text('deadline_kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reminderKind: text('reminder_kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminders_sent_once_idx').on(t.disputeId, t.deadlineKind, t.dueDate, t.reminderKind)],
);

/** Generated letters available for download by an unguessable id, to their owner, until they expire. */
export const generatedFiles = pgTable(
  'generated_files',
  {
    /** 32 random bytes, base64url: the download URL's secret. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For anonymous owners: hash of the analysis access key that created it. */
    ownerKeyHash: text('owner_key_hash'),
    /** The analysis the letter was written for: its access, decided at download time, decides the download. */
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('generated_files_expiry_idx').on(t.expiresAt)],
);

/**
 * One-time sign-in codes (6 digits), stored only as hashes. A code expires after 10 minutes and
 * allows 5 tries; a new code for the same email replaces the old one (consumedAt set).
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Hash of the sign-in link's secret (the link signs in without typing the code). */
    linkHash: text('link_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    /** Requesting client address, for the per-address limit (hashed: not kept in clear). */
    ipHash: text('ip_hash'),
    /**
     * The signed-in-before browser (login_devices) that asked for this code, if any: its codes are not
     * counted against the email's shared budget, are not withdrawn by codes others ask for, and its
     * guesses are not counted against the email's daily guess budget (decision 023).
     */
    deviceId: uuid('device_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('login_codes_email_idx').on(t.email), index('login_codes_ip_idx').on(t.ipHash, t.createdAt)],
);

/**
 * Browsers that signed in before (decision 023): the hash of a random token kept in an HttpOnly
 * cookie, per email. Such a browser can still ask for codes when strangers have spent the email's
 * shared budget.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_devices_email_idx').on(t.email)],
);

/** Mail written without SMTP_URL (development, tests): listed at GET /api/dev/outbox outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** Attached files (a reminder's calendar file): [{ filename, contentType, content }], text content only. */
  attachments: jsonb('attachments'),
  createdAt: createdAt(),
});

/**
 * A checkout: our order (id rides in PayPal's custom_id) and the PayPal order it created. The
 * amount is the catalogue's at creation; verification checks the capture against it.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paypalOrderId: text('paypal_order_id').unique(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The catalogue's product id (scan, monthly, lifetime, …, dfy_service). */
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** created → completed | failed; completed → refunded. */
    status: text('status').notNull().default('created'),
    captureId: text('capture_id').unique(),
    /** Done-for-you orders: how many letters, and the customer's authorisation to send them. */
    dfyLetterCount: integer('dfy_letter_count'),
    dfyAuthorized: boolean('dfy_authorized'),
    /** A $7 letter: which one (validation, cease, dispute, statute). */
    letterTemplate: text('letter_template'),
    /** A product that includes credit help: when the buyer confirmed reading the 15 U.S.C. 1679c disclosure. */
    creditRightsAcknowledgedAt: timestamp('credit_rights_acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('payment_orders_email_idx').on(t.email)],
);

/** PayPal webhook events already handled (PayPal retries; each event id is applied once). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Ideas, improvements and issues sent from the feedback page. `status` becomes 'implemented' (with
 * an impact description and the name to credit) when the team ships it; only those are listed
 * publicly, and only with `publicName` (never the email).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    feedback: text('feedback').notNull(),
    email: text('email').notNull(),
    feedbackType: text('feedback_type').notNull(),
    status: text('status').notNull().default('new'),
    publicName: text('public_name'),
    impactDescription: text('impact_description'),
    implementedAt: timestamp('implemented_at', { withTimezone: true }),
    /** Hash of the sender's address, for the per-address limit. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_status_idx').on(t.status), index('feedback_ip_idx').on(t.ipHash, t.createdAt)],
);

/**
 * A violation the user added from what happened outside a letter (a call, a visit, a message):
 * spec 001 §2.4. Shown as "added by you" everywhere. The description is masked before it is stored.
 */
export const userViolations = pgTable(
  'user_violations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description').notNull(),
    collectorName: text('collector_name'),
    /** When it happened (YYYY-MM-DD), when the user gave it. */
    occurredOn: date('occurred_on', { mode: 'string' }),
    hasEvidence: boolean('has_evidence').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_violations_user_idx').on(t.userId)],
);

/**
 * The CFPB's public complaint database, aggregated per company (`npm run intel:import`): counts only,
 * no narrative is kept. Replaced whole at each import.
 */
export const intelCfpbCompanies = pgTable('intel_cfpb_companies', {
  /** The company name lower-cased with punctuation and legal suffixes removed, for matching. */
  companyKey: text('company_key').primaryKey(),
  companyName: text('company_name').notNull(),
  complaints: integer('complaints').notNull(),
  /** Complaints whose "Timely response?" was Yes, out of those where it is known. */
  timelyYes: integer('timely_yes').notNull().default(0),
  timelyKnown: integer('timely_known').notNull().default(0),
  /** { issue: count }, { sub-issue: count }, { company response: count }. */
  issues: jsonb('issues').notNull(),
  subIssues: jsonb('sub_issues').notNull(),
  responses: jsonb('responses').notNull(),
  firstReceived: date('first_received', { mode: 'string' }),
  lastReceived: date('last_received', { mode: 'string' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  /** { "2024": count } by the year the CFPB received the complaint (issue 27). */
  years: jsonb('years').notNull().default({}),
});

/**
 * What the CFPB rows above were computed from (issue 27): the bundled public sample loaded at start on
 * a fresh install, or an operator's import of the full file. One row ('current'), replaced with the data.
 */
export const intelCfpbDataset = pgTable('intel_cfpb_dataset', {
  id: text('id').primaryKey(),
  /** 'sample': the bundled aggregates of public copies of the database; 'import': `npm run intel:import`. */
  kind: text('kind').notNull(),
  /** Where the data came from, in words (the file name of an import; the sample's sources). */
  source: text('source').notNull(),
  /** Debt-collection complaints counted. */
  complaints: integer('complaints').notNull(),
  /** The first and last date received among them: the date of the data. */
  dataFrom: date('data_from', { mode: 'string' }),
  dataThrough: date('data_through', { mode: 'string' }),
  /** The bundled sample's version, so a newer one replaces an older one (never an import). */
  version: text('version'),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
});

/**
 * What analyses by visitors who are not signed in cost, per client address (hashed): the budget of
 * reading time (OCR is the expensive part) an address may use per hour.
 */
export const anonymousAnalysisCosts = pgTable(
  'anonymous_analysis_costs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ipHash: text('ip_hash').notNull(),
    costMs: integer('cost_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('anonymous_analysis_costs_ip_idx').on(t.ipHash, t.createdAt)],
);

/**
 * Letters a user bought or wrote and keeps ("your documents"): written from the user's details and
 * the history part of their latest analysis (no words of an uploaded letter). Readable while the
 * purchase that paid for it stands.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    /** The payment order it was bought with (our order id). */
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_documents_user_idx').on(t.userId)],
);

/**
 * Certified mail through Lob (decision 011): one row per letter a user previewed for mailing. The
 * PDF (base64) and its SHA-256 are kept: the user approved exactly these bytes, Lob printed them,
 * and the evidence pack hands them back. Status: previewed → submitted → mailed / in_transit / … →
 * delivered | returned_to_sender; or canceled / failed.
 */
export const certifiedMailings = pgTable(
  'certified_mailings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('previewed'),
    /** 'lob' or 'simulator': a simulated mailing never counts as a real one. */
    mode: text('mode').notNull(),
    pdfBase64: text('pdf_base64').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    /** { name, company?, address_line1, address_line2?, address_city, address_state, address_zip } */
    recipient: jsonb('recipient').notNull(),
    /** 'letter_text' (read from the letter's own recipient block) or 'user_entered'. */
    recipientSource: text('recipient_source').notNull(),
    returnAddress: jsonb('return_address').notNull(),
    returnAddressSource: text('return_address_source').notNull(),
    lobLetterId: text('lob_letter_id').unique(),
    trackingNumber: text('tracking_number'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The receipt date (the delivered event's date in the user's zone): the clocks start here. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    returnedOn: date('returned_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('certified_mailings_dispute_idx').on(t.disputeId), index('certified_mailings_user_idx').on(t.userId)],
);

/** Lob's webhook events for a mailing, each applied once (Lob's event id is the key). */
export const certifiedMailEvents = pgTable(
  'certified_mail_events',
  {
    /** Lob's event id (evt_…). */
    id: text('id').primaryKey(),
    mailingId: uuid('mailing_id')
      .notNull()
      .references(() => certifiedMailings.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The tracking event's own fields: name, details.event, description, location, action_required. */
    name: text('name').notNull(),
    detail: text('detail'),
    description: text('description'),
    location: text('location'),
    actionRequired: boolean('action_required').notNull().default(false),
    /** When USPS registered it (the tracking event's `time`), else the event's date_created. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certified_mail_events_mailing_idx').on(t.mailingId, t.occurredAt)],
);

/**
 * A credit report the user uploaded to the credit repair center (issue 16), as read: the file itself
 * is never kept; `analysis` holds what the page shows (items with their evidence, findings,
 * questions), already masked by the parser (account numbers as their last 4, no SSN).
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bureau: text('bureau'),
    reportDate: date('report_date', { mode: 'string' }),
    analysis: jsonb('analysis').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_reports_user_idx').on(t.userId)],
);

/**
 * A dispute of the credit repair center: the findings disputed, the letters written, and for each
 * recipient (a bureau or the furnisher) when it was sent and what it answered.
 */
export const creditCenterDisputes = pgTable(
  'credit_center_disputes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => creditReports.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    items: jsonb('items').notNull(),
    findings: jsonb('findings').notNull(),
    consumer: jsonb('consumer').notNull(),
    recipients: jsonb('recipients').notNull(),
    letters: jsonb('letters').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_center_disputes_user_idx').on(t.userId)],
);

/**
 * The credit bureaus a person has had dispute letters written to (decision 043): a single-bureau plan
 * ($29, `credit_single`) pays for letters to one bureau per purchase, fixed by the first letter; its
 * letters to that bureau can be written again, a letter to another bureau is refused. Claimed under
 * the user's row lock, so letters asked for at once cannot claim more bureaus than were bought.
 */
export const creditDisputeBureaus = pgTable(
  'credit_dispute_bureaus',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bureau: text('bureau').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bureau] })],
);

/*
 * Collector intel from our own analyses (decision 023), kept incrementally by a trigger on `analyses`
 * (migration 0013: insert, delete, and updates of the collector, the owner or the findings), so a
 * collector's figures are read from a few rows, never counted over its analyses at each call. Only
 * analyses attached to an account count. Rows whose count fell to 0 are ignored by readers.
 */

/** Per collector and user: how many of the user's analyses name the collector, and how many had findings. */
export const intelCollectorUsers = pgTable(
  'intel_collector_users',
  {
    collectorKey: text('collector_key').notNull(),
    userId: uuid('user_id').notNull(),
    analyses: integer('analyses').notNull(),
    withFindings: integer('with_findings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectorKey, t.userId] })],
);

/** Per collector and rule: how many analyses found it (once per analysis). */
export const intelCollectorFindings = pgTable(
  'intel_collector_findings',
  {
    collectorKey: text('collector_key').notNull(),
    ruleId: text('rule_id').notNull(),
    analyses: integer('analyses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectorKey, t.ruleId] })],
);

/** Per collector and printed name: how many analyses printed it (the most common names the collector). */
export const intelCollectorNames = pgTable(
  'intel_collector_names',
  {
    collectorKey: text('collector_key').notNull(),
    name: text('name').notNull(),
    analyses: integer('analyses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectorKey, t.name] })],
);

/**
 * Request counters of the rate limits, shared by every API instance (issue 29): one row per limit
 * and client (the key names both), counting the hits of the window that started at `windowStart`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/**
 * A letter being read by a worker process (issue 29): the upload waiting for OCR and the progress a
 * waiting page is shown. `id` is the analysis' id, known before it is read. `payload` (the files and
 * fields, sealed with the case-file key when there is one) is deleted as soon as the reading ends and
 * the row itself within the hour (the purge), like every upload.
 */
export const readings = pgTable(
  'readings',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** queued → reading → checking → done | failed */
    status: text('status').notNull(),
    page: integer('page').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    payload: text('payload'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('readings_created_idx').on(t.createdAt)],
);

/**
 * A lawsuit on a debt (issue 28, decision 027), kept so the tracker counts its answer deadline: the
 * state, the court level and the day of service the person gave, the date the state's rule gives,
 * and what the papers name. The dispute it belongs to carries the clock (a `lawsuit_served` event).
 */
export const lawsuits = pgTable(
  'lawsuits',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    state: text('state').notNull(),
    courtLevel: text('court_level').notNull(),
    servedOn: date('served_on', { mode: 'string' }).notNull(),
    serviceMethod: text('service_method'),
    dateOnPapers: date('date_on_papers', { mode: 'string' }),
    answerDue: date('answer_due', { mode: 'string' }),
    answeredOn: date('answered_on', { mode: 'string' }),
    citation: text('citation').notNull(),
    court: text('court'),
    caseNumber: text('case_number'),
    plaintiff: text('plaintiff'),
    amountClaimedCents: integer('amount_claimed_cents'),
    createdAt: createdAt(),
  },
  (t) => [index('lawsuits_user_idx').on(t.userId)],
);
/**
 * Forwarding addresses handed out (issue 27): the short id of `letters+<id>@<domain>` and whose it is.
 * Written when the user is shown the address; mail to an id not in this table is refused.
 */
export const forwardingAddresses = pgTable('forwarding_addresses', {
  forwardingId: text('forwarding_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

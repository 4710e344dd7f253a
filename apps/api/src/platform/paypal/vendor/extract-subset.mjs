#!/usr/bin/env node
/**
 * Writes paypal-openapi-subset.json: the component schemas of PayPal's own OpenAPI documents
 * (github.com/paypal/paypal-rest-api-specifications, Apache License 2.0) that the calls we make
 * reach — Orders v2 create/get/capture and their errors, Payments v2 capture/refund (webhook
 * resources), Webhooks v1 verify-webhook-signature and event. Descriptions and examples (the
 * annotations) are dropped to keep it small; nothing else is changed. Tests validate what our client sends and
 * what the simulator answers against it.
 *
 *   node extract-subset.mjs <folder with checkout_orders_v2.json, payments_payment_v2.json, notifications_webhooks_v1.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node extract-subset.mjs <folder of PayPal OpenAPI documents>');
  process.exit(1);
}

const DOCUMENTS = {
  orders: {
    file: 'checkout_orders_v2.json',
    roots: [
      'order_request',
      'order_capture_request',
      'order',
      'error_400',
      '400',
      'orders.capture-400',
      'error_401',
      'error_404',
      '404',
      'error_422',
      '422',
      'orders.capture-422',
      'error_500',
      'error_default',
    ],
  },
  payments: {
    file: 'payments_payment_v2.json',
    roots: [
      'capture-2',
      'refund',
      'refund_request',
      'error_400',
      'captures.refund-400',
      'error_401',
      '401',
      'error_404',
      '404',
      'error_422',
      'captures.refund-422',
      'error_500',
      'error_503',
    ],
  },
  webhooks: { file: 'notifications_webhooks_v1.json', roots: ['verify_webhook_signature', 'verify_webhook_signature_response', 'event', 'error'] },
};

const DROPPED = new Set(['description', 'example', 'examples', 'externalDocs']);
/** Drops annotations, never a property that happens to be called `description` (inside `properties`). */
const strip = (node, inProperties = false) => {
  if (Array.isArray(node)) return node.map((item) => strip(item));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => inProperties || !DROPPED.has(key))
        .map(([key, value]) => [key, strip(value, !inProperties && key === 'properties')]),
    );
  }
  return node;
};

const out = {
  'x-source':
    'github.com/paypal/paypal-rest-api-specifications (Apache License 2.0): component schemas reachable from the calls DebtShield makes; descriptions and examples removed. Regenerate with extract-subset.mjs.',
};
for (const [name, { file, roots }] of Object.entries(DOCUMENTS)) {
  const doc = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  const all = doc.components.schemas;
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!all[key]) throw new Error(`${file}: no schema ${key}`);
    seen.add(key);
    for (const match of JSON.stringify(all[key]).matchAll(/#\/components\/schemas\/([^"]+)/g)) stack.push(match[1]);
  }
  const schemas = Object.fromEntries([...seen].sort().map((key) => [key, strip(all[key])]));
  out[name] = { $id: `paypal-${name}`, info: { title: doc.info.title, version: doc.info.version }, components: { schemas } };
}

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'paypal-openapi-subset.json');
writeFileSync(target, `${JSON.stringify(out)}\n`);
process.stdout.write(`wrote ${target}\n`);

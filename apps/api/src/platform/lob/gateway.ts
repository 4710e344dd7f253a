import type { Config } from '../../config';
import { createLobClient, type LobClient } from './client';
import { createLobSimulator, type LobSimulator } from './simulator';

/**
 * Which certified-mail service this server runs, decided once from the config (as payments do):
 * - 'lob': LOB_API_KEY is set: Lob's Print & Mail API at LOB_API_BASE; webhooks are checked with
 *   LOB_WEBHOOK_SECRET (refused when it is not set);
 * - 'simulator': no key outside production: the same code against the built-in Lob simulator (no
 *   letter leaves the building), its tracking events signed with its own secret;
 * - 'disabled': no key in production: every mail route answers 503 saying so.
 */
export type MailMode = 'lob' | 'simulator' | 'disabled';

export const mailMode = (config: Pick<Config, 'LOB_API_KEY' | 'NODE_ENV'>): MailMode => {
  if (config.LOB_API_KEY) return 'lob';
  return config.NODE_ENV === 'production' ? 'disabled' : 'simulator';
};

export type CertifiedMailGateway =
  | { mode: 'lob'; client: LobClient; webhookSecret: string | null }
  | { mode: 'simulator'; client: LobClient; simulator: LobSimulator; webhookSecret: string }
  | { mode: 'disabled'; webhookSecret: null };

export const createCertifiedMailGateway = (config: Config, simulatorOptions: Parameters<typeof createLobSimulator>[0] = {}): CertifiedMailGateway => {
  const mode = mailMode(config);
  if (mode === 'lob')
    return {
      mode,
      webhookSecret: config.LOB_WEBHOOK_SECRET ?? null,
      client: createLobClient({ baseUrl: config.LOB_API_BASE, apiKey: config.LOB_API_KEY ?? '', timeoutMs: config.LOB_TIMEOUT_MS }),
    };
  if (mode === 'simulator') {
    const simulator = createLobSimulator({ webhookSecret: config.LOB_WEBHOOK_SECRET, ...simulatorOptions });
    return {
      mode,
      simulator,
      webhookSecret: simulator.webhookSecret,
      client: createLobClient({ baseUrl: simulator.baseUrl, apiKey: simulator.apiKey, timeoutMs: config.LOB_TIMEOUT_MS, fetch: simulator.fetch }),
    };
  }
  return { mode, webhookSecret: null };
};

import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the machine itself. */
export const isLoopback = (address: string | undefined): boolean =>
  !!address && (/^127(?:\.\d{1,3}){3}$/.test(address) || address === '::1' || /^::ffff:127(?:\.\d{1,3}){3}$/i.test(address));

/**
 * Headers a proxy adds when it passes a request on: a request that carries any of them came from
 * somewhere else, whatever the connection's address says (a proxy on this machine connects from
 * 127.0.0.1 for every client).
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const;

/** Whether a request came through a proxy: a forwarding header, or a server told it sits behind one (TRUST_PROXY). */
export const cameThroughProxy = (request: FastifyRequest, trustProxy: unknown): boolean =>
  (trustProxy !== false && trustProxy !== undefined && trustProxy !== 0) || FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);

/**
 * The development helpers (the mail outbox, the test checkout, the mail simulator's clock) answer only
 * a person at this machine: the connection must come from the machine itself, the request must carry no
 * forwarding header, and the server must not be configured behind a proxy (TRUST_PROXY): behind a
 * proxy on the same machine every visitor arrives from 127.0.0.1 (issue 24, item 5). Anything else
 * finds nothing there (404, as if the route did not exist).
 */
export const requireLocalCaller = (request: FastifyRequest): void => {
  if (!isLoopback(request.socket.remoteAddress) || cameThroughProxy(request, request.server.config.TRUST_PROXY)) {
    throw new AppError('not_found', 'Not found.');
  }
};

import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the machine itself. */
export const isLoopback = (address: string | undefined): boolean =>
  !!address && (/^127(?:\.\d{1,3}){3}$/.test(address) || address === '::1' || /^::ffff:127(?:\.\d{1,3}){3}$/i.test(address));

/**
 * The development helpers (the mail outbox, the test checkout) answer only a caller on this machine,
 * judged by the connection itself, not by X-Forwarded-For: whatever HOST and TRUST_PROXY say, another
 * machine finds nothing there (404, as if the route did not exist).
 */
export const requireLocalCaller = (request: FastifyRequest): void => {
  if (!isLoopback(request.socket.remoteAddress)) throw new AppError('not_found', 'Not found.');
};

import type { AddressInfo } from 'node:net';
import type { Database } from '@debtshield/db';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AnalysisPool } from '../analysis/analysis-pool';
import { findForwardingUser, InboundRefusal, MAX_INBOUND_MESSAGE_BYTES, receiveForwardedMail } from './inbound-mail';

export type InboundSmtpOptions = {
  db: Database;
  pool: AnalysisPool | null;
  domain: string;
  log: FastifyBaseLogger;
  /** Connections served at once (each may hold a message of up to MAX_INBOUND_MESSAGE_BYTES in memory). */
  maxClients?: number;
};

/** An SMTP error with the reply code smtp-server sends. */
const smtpError = (message: string, responseCode: number): Error => Object.assign(new Error(message), { responseCode });

/**
 * The receiving SMTP server (issue 27): mail for `letters+<id>@<domain>` only. Recipients are checked
 * at RCPT TO (unknown ones get 550 before any data is sent); the message is read into memory up to
 * MAX_INBOUND_MESSAGE_BYTES (SIZE is announced, larger messages get 552) and analysed before the
 * final reply, so a sender learns at once when the letter could not be read. No AUTH, no relaying.
 * TLS is the operator's MX or proxy in front (STARTTLS is not offered by this server).
 */
export const createInboundSmtpServer = ({ db, pool, domain, log, maxClients = 4 }: InboundSmtpOptions): SMTPServer => {
  const server: SMTPServer = new SMTPServer({
    name: domain,
    banner: 'DebtShield inbound mail',
    size: MAX_INBOUND_MESSAGE_BYTES,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    maxClients,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    // smtp-server logs every line of the conversation with `logger: true`: never (addresses are personal).
    logger: false,
    onRcptTo(address, _session, callback) {
      findForwardingUser(db, address.address, domain).then(
        (user) => callback(user ? null : smtpError('5.1.1 No such forwarding address', 550)),
        (error: unknown) => {
          log.error({ err: error }, 'inbound mail: recipient lookup failed');
          callback(smtpError('4.3.0 Try again later', 451));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the rest is read and dropped (smtp-server answers 552 itself).
        if (size <= MAX_INBOUND_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(smtpError('5.3.4 Message too large', 552));
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        receiveForwardedMail({ db, pool, domain, raw: Buffer.concat(chunks), recipients }).then(
          (result) => {
            log.info({ analysisId: result.analysisId, files: result.files, source: result.source }, 'inbound mail analysed');
            callback(null, `Letter received: analysis ${result.analysisId}`);
          },
          (error: unknown) => {
            if (error instanceof InboundRefusal) {
              log.info({ code: error.code }, 'inbound mail refused');
              callback(smtpError(error.message, error.smtp));
            } else {
              log.error({ err: error }, 'inbound mail: analysis failed');
              callback(smtpError('4.3.0 The letter could not be analysed now; try again later', 451));
            }
          },
        );
      });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound SMTP server error'));
  return server;
};

/** Starts listening; resolves with the port (0 asks the system for a free one). */
export const listenInboundSmtp = (server: SMTPServer, port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });

export const closeInboundSmtp = (server: SMTPServer): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

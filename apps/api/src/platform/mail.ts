import { mailOutbox, type DbHandle } from '@debtshield/db';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { AppError } from './errors';
import { maskEmail } from './logger';

/** A text attachment (a reminder's calendar file). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** What the log may say about this mail ('code sent', 'receipt sent'): never its secrets. */
  summary: string;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox' | 'none';
  send: (message: MailMessage) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP through nodemailer when SMTP_URL is set. */
const smtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async ({ to, subject, text, attachments }) => {
      await transport.sendMail({ from, to, subject, text, ...(attachments?.length ? { attachments } : {}) });
    },
  };
};

/** Without SMTP: the dev outbox table (listed at GET /api/dev/outbox outside production). */
const outboxMailer = (db: DbHandle): Mailer => ({
  kind: 'outbox',
  send: async ({ to, subject, text, attachments }) => {
    await db.db.insert(mailOutbox).values({ to, subject, text, attachments: attachments?.length ? attachments : null });
  },
});

/**
 * Production never writes mail (sign-in codes) to the outbox: the server refuses to boot there without
 * SMTP_URL, and an app built without it anyway (tests) refuses to send rather than keep codes in a table.
 */
const noMailer: Mailer = {
  kind: 'none',
  send: async () => {
    throw new AppError('unavailable', 'Email is not set up on this server, so no sign-in code can be sent. Please try again later.');
  },
};

export const createMailer = (config: Config, db: DbHandle): Mailer =>
  config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : config.NODE_ENV === 'production' ? noMailer : outboxMailer(db);

/**
 * `app.mailer.send(…)`: sends, then logs 'mail for a***@example.com: code sent' (the address
 * masked, the content never).
 */
export const registerMail = (app: FastifyInstance, mailer: Mailer): void => {
  app.decorate('mailer', {
    kind: mailer.kind,
    send: async (message: MailMessage) => {
      await mailer.send(message);
      app.log.info(`mail for ${maskEmail(message.to)}: ${message.summary}`);
    },
  });
};

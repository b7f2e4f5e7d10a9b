import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail-message.ts';

export interface MailTransport {
  /** Recorded in the outbox: how each message left. */
  readonly kind: 'smtp' | 'log';
  /** `context.outboxId`: the outbox row the message is kept in (the log names it instead of the body). */
  deliver(mail: OutgoingMail, context?: { outboxId: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; `url` like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the product still works offline: each message is kept in the outbox table (by the mailer),
 * where a developer reads it; the log says only that it was written, to whom and about what. A body in
 * the log would put reset codes and invitation links in every log file and collector it reaches.
 */
export function createLogTransport(logger: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'log',
    async deliver(mail, context) {
      logger.info(
        { mail: { to: mail.to, subject: mail.subject, outboxId: context?.outboxId } },
        'e-mail kept in the outbox table, not sent (SMTP_URL not set)',
      );
    },
    close: () => {},
  };
}

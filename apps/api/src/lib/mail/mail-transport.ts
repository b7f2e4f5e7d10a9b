import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail-message.ts';

export interface MailTransport {
  /** Recorded in the outbox: how each message left. */
  readonly kind: 'smtp' | 'log';
  deliver(mail: OutgoingMail): Promise<void>;
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
 * Without SMTP the product still works offline: messages are written to the log (and, by the mailer,
 * to the outbox table), where a developer reads the reset code.
 */
export function createLogTransport(logger: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'log',
    async deliver(mail) {
      logger.info(
        { mail: { from: mail.from, to: mail.to, subject: mail.subject, text: mail.text } },
        'e-mail written to the log (SMTP_URL not set)',
      );
    },
    close: () => {},
  };
}

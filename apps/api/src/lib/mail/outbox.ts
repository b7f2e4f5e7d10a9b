import type { OutgoingMail } from './mail-message.ts';

/** Every message the product sends, kept whether or not SMTP is configured. */
export interface Outbox {
  add(mail: OutgoingMail, transport: 'smtp' | 'log', now: Date): Promise<string>;
  markSent(id: string, sentAt: Date): Promise<void>;
  markFailed(id: string, error: string, failedAt: Date): Promise<void>;
}

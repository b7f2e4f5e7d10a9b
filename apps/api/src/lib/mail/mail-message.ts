export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What in the message opens an account or a door: kept in the outbox only until delivered (see MailSecrets). */
  secrets?: MailSecrets;
}

/**
 * The secrets an e-mail carries (a reset code, an invitation link's code). The outbox keeps each message,
 * but not these: its stored body has them replaced by '[removido]' once an SMTP server has taken it (the
 * recipient has their copy), or, when it never leaves (no SMTP_URL: the outbox is the developer's
 * mailbox) or never gets through, once they have stopped working (decision 0021).
 */
export type MailSecrets = {
  /** Each exact text to remove, in every form the message shows it ('ABCD2345' and 'ABCD-2345'). */
  values: readonly string[];
} & (SecretsValidFor | SecretsValidUntil);

interface SecretsValidFor {
  /** How long the last of them works, from the moment the message is recorded. */
  validForMinutes: number;
}

interface SecretsValidUntil {
  /** When the last of them stops working (a door code: at the check-out). */
  validUntil: Date;
}

export interface OutgoingMail extends MailMessage {
  from: string;
}

import { REDACTED, redactLinks } from '../logging/redact-secrets.ts';

export interface MailBodies {
  text: string;
  html: string | null;
}

/** Shorter texts are too likely to be ordinary words or numbers of the message to be replaced safely. */
const MIN_SECRET_LENGTH = 4;

/**
 * The bodies as the outbox keeps them after delivery: each declared secret replaced by REDACTED wherever
 * it appears (as written, or percent-encoded in a link), then any code left in a link's query string
 * (a message that forgot to declare one still loses `?codigo=…`).
 */
export function redactMailBodies(bodies: MailBodies, secrets: readonly string[] | null): MailBodies {
  const forms = new Set<string>();
  for (const value of secrets ?? []) {
    if (value.length < MIN_SECRET_LENGTH) continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
  }
  // Longest first: a secret that contains another is replaced whole.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  const redact = (body: string) =>
    redactLinks(ordered.reduce((text, value) => text.split(value).join(REDACTED), body));
  return { text: redact(bodies.text), html: bodies.html === null ? null : redact(bodies.html) };
}

import { CONTACT } from '@estadia/domain';
import type { MailMessage, MailSecrets } from '../../lib/mail/mail-message.ts';

// One description of an e-mail's content, rendered twice: as plain text (what every client can show,
// and what the outbox keeps readable) and as a small inline-styled HTML page. Both come from the same
// blocks, so they never say different things. The HTML has no external images or fonts (clients block
// them, and they would track the reader), one primary button, and everything it prints escaped.
// Messages that are plain text only (an account's code or link, the team's copy of a form) are made of
// the same blocks by renderTextEmail.

/** A piece of a sentence: plain text, a stressed part, or a link. */
export type Inline = string | { strong: string } | { link: string; label: string };

export type Block =
  | { kind: 'paragraph'; content: string | readonly Inline[] }
  | { kind: 'heading'; text: string }
  /** Label and value pairs (the stay, the amount, the due date…). */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** Something to copy or type exactly: a Pix code, a boleto line, the door code. */
  | { kind: 'code'; label: string; value: string }
  | { kind: 'list'; items: readonly (string | readonly Inline[])[] }
  /** The e-mail's one call to action. */
  | { kind: 'button'; label: string; href: string };

export interface EmailContent {
  to: string;
  subject: string;
  /** The large title at the top of the message. */
  heading: string;
  /** The customer's full name; the greeting uses the first name. */
  name: string;
  blocks: readonly Block[];
}

/**
 * A message sent as plain text only: an account's or a staff member's code or link to act on, the team's
 * copy of a form. No heading and no footer; greeted by first name when it has a `name`.
 */
export interface TextEmailContent {
  to: string;
  subject: string;
  replyTo?: string;
  secrets?: MailSecrets;
  /** The recipient's full name; absent when the message goes to the team. */
  name?: string;
  blocks: readonly Block[];
  /** Ends with 'Equipe Estadia' (not the team's own copies). */
  signed: boolean;
}

const SIGN_OFF = 'Equipe Estadia';
const FOOTER = `Você recebeu este e-mail porque tem uma reserva na Estadia. Dúvidas? Fale com a gente pelo e-mail ${CONTACT.email}.`;

const COLORS = {
  canvas: '#fbf9f4',
  surface: '#ffffff',
  ink: '#14232a',
  muted: '#475960',
  line: '#e2dccf',
  sunken: '#f3efe6',
  brand: '#0f766e',
  brandInk: '#0b4f4a',
  onBrand: '#ffffff',
} as const;
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "Olá, Ana!" — or "Olá!" when no name is known. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A subject is one line: nothing in it may add a header or break the inbox's layout. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function safeHref(href: string): string {
  if (!/^https?:\/\//i.test(href)) throw new Error(`E-mail link must be http(s): ${href}`);
  return escapeHtml(href);
}

function greeting(name: string): string {
  const first = firstName(name);
  return first ? `Olá, ${first}!` : 'Olá!';
}

/** `blocks` when `condition` holds, nothing otherwise: for parts of a message that depend on the case. */
export function when(condition: unknown, ...blocks: Block[]): Block[] {
  return condition ? blocks : [];
}

export function renderEmail(content: EmailContent): MailMessage {
  const buttons = content.blocks.filter((block) => block.kind === 'button').length;
  if (buttons > 1) throw new Error('An e-mail has at most one primary button');
  return {
    to: content.to,
    subject: oneLine(content.subject),
    text: renderText(content),
    html: renderHtml(content),
  };
}

/** The plain-text message of `content`: the greeting, the blocks and the sign-off, as renderEmail writes them. */
export function renderTextEmail(content: TextEmailContent): MailMessage {
  const parts = [
    ...(content.name === undefined ? [] : [greeting(content.name)]),
    ...content.blocks.map(blockText),
    ...(content.signed ? [SIGN_OFF] : []),
  ];
  return {
    to: content.to,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    subject: oneLine(content.subject),
    ...(content.secrets ? { secrets: content.secrets } : {}),
    text: parts.join('\n\n'),
  };
}

// Plain text

function inlineText(content: string | readonly Inline[]): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.strong;
      return `${part.label} (${part.link})`;
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.content);
    case 'heading':
      return block.text.toUpperCase();
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'code':
      return `${block.label}:\n${block.value}`;
    case 'list':
      return block.items.map((item) => `• ${inlineText(item)}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
  }
}

function renderText(content: EmailContent): string {
  return [
    content.heading,
    greeting(content.name),
    ...content.blocks.map(blockText),
    SIGN_OFF,
    '—',
    FOOTER,
  ].join('\n\n');
}

// HTML

function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

function inlineHtml(content: string | readonly Inline[]): string {
  if (typeof content === 'string') return multiline(content);
  return content
    .map((part) => {
      if (typeof part === 'string') return multiline(part);
      if ('strong' in part) return `<strong>${multiline(part.strong)}</strong>`;
      return `<a href="${safeHref(part.link)}" style="color:${COLORS.brandInk};text-decoration:underline">${escapeHtml(part.label)}</a>`;
    })
    .join('');
}

const P = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.ink}`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${inlineHtml(block.content)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${COLORS.ink}">${escapeHtml(block.text)}</h2>`;
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="padding:8px 12px 8px 0;text-align:left;vertical-align:top;font-weight:normal;color:${COLORS.muted};white-space:nowrap">${escapeHtml(label)}</th>` +
            `<td style="padding:8px 0;color:${COLORS.ink};font-weight:600">${multiline(value)}</td></tr>`,
        )
        .join('');
      return `<table style="margin:0 0 16px;border-collapse:collapse;font-size:15px;line-height:1.4;width:100%;border-top:1px solid ${COLORS.line};border-bottom:1px solid ${COLORS.line}">${rows}</table>`;
    }
    case 'code': {
      // A short code (the door's) is read at a glance; a long one (Pix, boleto) has to wrap.
      const size =
        block.value.length <= 12 ? 'font-size:28px;letter-spacing:4px;font-weight:700' : 'font-size:16px';
      return (
        `<p style="margin:0 0 4px;font-size:14px;color:${COLORS.muted}">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;padding:12px 14px;background:${COLORS.sunken};border-radius:8px;font-family:${MONO};${size};line-height:1.5;color:${COLORS.ink};word-break:break-all">${escapeHtml(block.value)}</p>`
      );
    }
    case 'list': {
      const items = block.items.map((item) => `<li style="margin:0 0 8px">${inlineHtml(item)}</li>`).join('');
      return `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5;color:${COLORS.ink}">${items}</ul>`;
    }
    case 'button':
      return (
        `<p style="margin:24px 0">` +
        `<a class="button" href="${safeHref(block.href)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${COLORS.brand};color:${COLORS.onBrand};font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a>` +
        `</p>`
      );
  }
}

function renderHtml(content: EmailContent): string {
  const body = content.blocks.map(blockHtml).join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(oneLine(content.subject))}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.canvas};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.canvas}">
<tr><td style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:${COLORS.surface};border:1px solid ${COLORS.line};border-radius:12px">
<tr><td style="padding:32px 28px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${COLORS.brandInk}">Estadia</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${COLORS.ink}">${escapeHtml(content.heading)}</h1>
<p style="${P}">${escapeHtml(greeting(content.name))}</p>
${body}
<p style="${P}">${SIGN_OFF}</p>
</td></tr>
</table>
<p style="max-width:600px;margin:16px auto 0;font-size:13px;line-height:1.5;color:${COLORS.muted};text-align:center">${escapeHtml(FOOTER)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

import { describe, expect, it } from 'vitest';
import { apartmentLabel, formatBrasiliaDateTime, holdDeadline, webLinks } from './email-format.ts';
import { escapeHtml, firstName, renderEmail, renderTextEmail } from './email-layout.ts';

const content = { to: 'ana@exemplo.com', subject: 'Assunto', heading: 'Título', name: 'Ana' };

describe('email layout', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('writes the same content as text and HTML: links spelled out in the text, anchors in the HTML', () => {
    const mail = renderEmail({
      ...content,
      blocks: [
        {
          kind: 'paragraph',
          content: ['Veja ', { link: 'https://e.com/a?b=1&c=2', label: 'a página' }, '.'],
        },
        { kind: 'facts', rows: [['Valor', 'R$ 10,00']] },
        { kind: 'list', items: ['um', [{ strong: 'dois' }]] },
        { kind: 'button', label: 'Abrir', href: 'https://e.com/b' },
      ],
    });
    expect(mail.text).toContain('Veja a página (https://e.com/a?b=1&c=2).');
    expect(mail.text).toContain('Valor: R$ 10,00');
    expect(mail.text).toContain('• um\n• dois');
    expect(mail.text).toContain('Abrir:\nhttps://e.com/b');
    expect(mail.html).toContain('<a href="https://e.com/a?b=1&amp;c=2"');
    expect(mail.html).toContain('<strong>dois</strong>');
    expect(mail.html).toContain('<th scope="row"');
  });

  it('keeps the subject on one line', () => {
    expect(renderEmail({ ...content, subject: 'Linha\r\nBcc: x@y.z', blocks: [] }).subject).toBe(
      'Linha Bcc: x@y.z',
    );
  });

  it('refuses a second primary button and a link that is not http(s)', () => {
    const button = { kind: 'button', label: 'Ir', href: 'https://e.com' } as const;
    expect(() => renderEmail({ ...content, blocks: [button, button] })).toThrow();
    expect(() =>
      renderEmail({ ...content, blocks: [{ kind: 'button', label: 'Ir', href: 'javascript:alert(1)' }] }),
    ).toThrow();
  });

  it('greets by first name, or without one', () => {
    expect(firstName('  Ana   Maria ')).toBe('Ana');
    expect(renderEmail({ ...content, name: ' ', blocks: [] }).text).toContain('Olá!');
  });
});

describe('email formats', () => {
  it('shows instants on the Brasília clock, midnight included', () => {
    expect(formatBrasiliaDateTime(new Date('2026-01-31T15:04:00Z'))).toBe('31/01/2026 às 12:04');
    expect(formatBrasiliaDateTime(new Date('2026-02-01T03:00:00Z'))).toBe('01/02/2026 às 00:00');
    expect(formatBrasiliaDateTime(new Date('2026-02-01T02:59:00Z'))).toBe('31/01/2026 às 23:59');
  });

  it('counts the hold from the approval, fractional hours included', () => {
    expect(holdDeadline(new Date('2026-01-01T00:00:00Z'), 48).toISOString()).toBe('2026-01-03T00:00:00.000Z');
    expect(holdDeadline(new Date('2026-01-01T00:00:00Z'), 0.5).toISOString()).toBe(
      '2026-01-01T00:30:00.000Z',
    );
  });

  it('writes a text-only message from the same blocks: greeting, blocks, sign-off, no HTML part', () => {
    const mail = renderTextEmail({
      to: 'ana@exemplo.com',
      subject: 'Seu  código\n',
      secrets: { values: ['K7MP'], validForMinutes: 60 },
      name: '  Ana   Maria ',
      blocks: [
        { kind: 'paragraph', content: 'Primeira linha.\nSegunda linha.' },
        { kind: 'facts', rows: [['Seu código', 'K7MP']] },
        { kind: 'button', label: 'Abra este link', href: 'https://e.com/a' },
      ],
      signed: true,
    });
    expect(mail).toEqual({
      to: 'ana@exemplo.com',
      subject: 'Seu código',
      secrets: { values: ['K7MP'], validForMinutes: 60 },
      text: 'Olá, Ana!\n\nPrimeira linha.\nSegunda linha.\n\nSeu código: K7MP\n\nAbra este link:\nhttps://e.com/a\n\nEquipe Estadia',
    });
    const toTeam = renderTextEmail({
      to: 'contato@e.com',
      replyTo: 'ana@exemplo.com',
      subject: 'Fale conosco',
      blocks: [{ kind: 'paragraph', content: 'Nova mensagem.' }],
      signed: false,
    });
    expect(toTeam).toEqual({
      to: 'contato@e.com',
      replyTo: 'ana@exemplo.com',
      subject: 'Fale conosco',
      text: 'Nova mensagem.',
    });
  });

  it('names apartments as the web app does', () => {
    expect(apartmentLabel({ block: 'A', floor: 2, number: '203' })).toBe('Bloco A · 2º andar · Apto 203');
    expect(apartmentLabel({ block: 'A', floor: 0, number: '1' })).toBe('Bloco A · Térreo · Apto 1');
    expect(apartmentLabel({ block: 'A', floor: -1, number: 'G1' })).toBe('Bloco A · Subsolo 1 · Apto G1');
  });

  it('builds links from PUBLIC_URL with or without a trailing slash', () => {
    expect(webLinks('https://e.com//').payment('a b')).toBe('https://e.com/locacao/pagamento/a%20b');
    expect(webLinks('https://e.com').myRentals).toBe('https://e.com/minhas-locacoes');
  });
});

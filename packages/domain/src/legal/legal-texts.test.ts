import { describe, expect, it } from 'vitest';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../dates/check-times.ts';
import { cancellationPolicy, formatHours } from './cancellation-policy.ts';
import { HOUSE_RULES } from './house-rules.ts';
import { markupToPlainText } from './inline-markup.ts';
import type { LegalDocument } from './legal-document.ts';

function allText(document: LegalDocument): string[] {
  return document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items)),
  );
}

describe.each([
  ['cancellationPolicy()', cancellationPolicy()],
  ['HOUSE_RULES', HOUSE_RULES],
])('%s', (_name, document) => {
  it('has sections with unique anchors, each with something to read', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of document.sections) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('uses only balanced markup (nothing left over once rendered as plain text)', () => {
    for (const text of allText(document)) {
      const plain = markupToPlainText(text);
      expect(plain, text).not.toMatch(/\*\*|\]\(|\[/);
      expect(plain.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('cancellationPolicy', () => {
  const holdText = (hours?: number) =>
    allText(cancellationPolicy(hours)).find((text) => text.includes('ficam guardadas'));

  it('states the hold time it is given, 48 hours by default', () => {
    expect(holdText()).toContain('por até 48 horas aguardando o pagamento');
    expect(holdText(24)).toContain('por até 24 horas aguardando');
    expect(holdText(1)).toContain('por até 1 hora aguardando');
  });

  it('lists the statuses in which the customer may cancel and the reasons to choose from', () => {
    const texts = allText(cancellationPolicy());
    expect(texts).toEqual(
      expect.arrayContaining(['Aprovação pendente', 'Pagamento pendente', 'Fiz a reserva por engano']),
    );
  });
});

describe('cancellationPolicy: withdrawal after paying', () => {
  it('states the 7-day withdrawal right (CDC art. 49) before check-in, with everything paid back', () => {
    const text = allText(cancellationPolicy()).map(markupToPlainText).join(' ');
    expect(text).toContain('você pode desistir em até 7 dias contados da assinatura do contrato');
    expect(text).toContain('antes do check-in (art. 49 do Código de Defesa do Consumidor)');
    expect(text).toContain('todo o valor pago é devolvido');
  });
});

describe('formatHours', () => {
  it('writes hours in Portuguese', () => {
    expect(formatHours(48)).toBe('48 horas');
    expect(formatHours(1)).toBe('1 hora');
    expect(formatHours(1.5)).toBe('1,5 hora');
  });
});

describe('HOUSE_RULES', () => {
  it('states the check-in and check-out times of the product', () => {
    const checkIn = markupToPlainText(allText(HOUSE_RULES)[0]!);
    expect(checkIn).toContain(
      `a partir das ${CHECK_IN_TIME} do dia de entrada e o check-out deve ser feito até as ${CHECK_OUT_TIME}`,
    );
  });
});

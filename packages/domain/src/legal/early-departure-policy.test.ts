import { describe, expect, it } from 'vitest';
import { cancellationPolicy } from './cancellation-policy.ts';
import { earlyDepartureExample } from './early-departure-policy.ts';
import { markupToPlainText } from './inline-markup.ts';

function sectionText(id: string): string {
  const section = cancellationPolicy().sections.find((entry) => entry.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section.blocks
    .flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))
    .map(markupToPlainText)
    .join(' ');
}

describe('cancellationPolicy: early departure', () => {
  it('states both rules in plain Portuguese, citing Lei 8.245/1991 art. 4º and its transfer exemption', () => {
    const text = sectionText('saida-antecipada');
    expect(text).toContain('com menos, fica retido o valor de 1 noite');
    expect(text).toContain('Com aviso de 7 dias ou mais antes da nova data de saída, a devolução é integral');
    expect(text).toContain('como permite o art. 4º da Lei nº 8.245/1991');
    expect(text).toContain('A multa do contrato é o valor de 30 noites da estadia');
    expect(text).toContain(
      'pelo menos 30 dias de antecedência (parágrafo único do art. 4º da Lei nº 8.245/1991)',
    );
  });

  it('works its example out with the function that quotes and charges an early departure', () => {
    const example = earlyDepartureExample();
    expect(example).toMatchObject({ contractFineCents: 300_000, feeCents: 100_000, newValueCents: 700_000 });
    expect(sectionText('saida-antecipada')).toContain(
      'numa estadia de 90 noites por R$ 9.000,00, a multa do contrato é de R$ 3.000,00. Saindo 30 noites ' +
        'antes, ela fica em R$ 1.000,00 (30 de 90 noites), e a estadia passa a custar R$ 7.000,00',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { addressText, carSpotsText, documentFileName, rgText } from './rental-labels';

describe('the rental page’s words', () => {
  it('names a downloaded document after its kind and the customer, keeping its type', () => {
    const document = { kind: 'RG' as const, fileName: 'fedcba9876543210.png', url: '/api/admin/files/x' };
    expect(documentFileName(document, 'Joana Conceição Araújo')).toBe('rg-joana-conceicao-araujo.png');
    expect(documentFileName({ ...document, kind: 'CPF', fileName: 'abc.PDF' }, '  ')).toBe('cpf.pdf');
  });

  it('writes the address in one line, skipping what is missing', () => {
    expect(
      addressText({
        street: 'Rua Goiás',
        number: '450',
        complement: null,
        postCode: '38400027',
        neighborhood: 'Centro',
        city: { name: 'Uberlândia', stateInitials: 'MG' },
      }),
    ).toBe('Rua Goiás, 450 · Centro · Uberlândia/MG · CEP 38400-027');
    expect(
      addressText({
        street: null,
        number: null,
        complement: null,
        postCode: null,
        neighborhood: null,
        city: { name: null, stateInitials: null },
      }),
    ).toBeNull();
  });

  it('joins the RG with its issuer, and counts car spots', () => {
    expect(rgText({ rg: '12.345.678', rgIssuer: 'SSP', rgIssuerState: 'MG' })).toBe('12.345.678 · SSP/MG');
    expect(rgText({ rg: null, rgIssuer: 'SSP', rgIssuerState: 'MG' })).toBeNull();
    expect(carSpotsText({ common: 0, covered: 0 })).toBe('Nenhuma');
    expect(carSpotsText({ common: 2, covered: 1 })).toBe('2 vagas comuns e 1 vaga coberta');
  });
});

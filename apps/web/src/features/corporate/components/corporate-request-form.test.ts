import { addDays, corporateRequestSchema, todayIso } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { type CorporateFormValues, prepareCorporateRequest } from './corporate-request-form';

const toBr = (iso: string) => iso.split('-').reverse().join('/');

const values: CorporateFormValues = {
  companyName: 'Acme Engenharia',
  cnpj: '11.222.333/0001-81',
  contactName: 'Bruno Lima',
  email: 'bruno@acme.com.br',
  phone: '(34) 99876-5432',
  guests: '6',
  start: toBr(addDays(todayIso(), 10)),
  end: toBr(addDays(todayIso(), 40)),
  message: '',
};

describe('prepareCorporateRequest', () => {
  it('turns the typed form into a request the domain schema accepts', () => {
    const { input, errors } = prepareCorporateRequest(values);
    expect(errors).toEqual({});
    const parsed = corporateRequestSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      cnpj: '11222333000181',
      guests: 6,
      start: addDays(todayIso(), 10),
      message: undefined,
    });
  });

  it('reports dates typed outside dd/mm/aaaa and empty or non-numeric guest counts', () => {
    const { errors } = prepareCorporateRequest({ ...values, start: '2025-01-01', end: '', guests: 'seis' });
    expect(errors).toEqual({
      start: 'Data inválida: use uma data existente no formato dd/mm/aaaa',
      end: 'Informe a data de saída',
      guests: 'Informe um número inteiro de hóspedes',
    });
  });

  it('leaves the CNPJ check digits to the domain schema', () => {
    const parsed = corporateRequestSchema.safeParse(
      prepareCorporateRequest({ ...values, cnpj: '11.222.333/0001-82' }).input,
    );
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['cnpj'], message: 'CNPJ inválido' });
  });
});

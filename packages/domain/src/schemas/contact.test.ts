import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../dates/iso-date.ts';
import { contactRequestSchema, corporateRequestSchema } from './contact.ts';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('contactRequestSchema', () => {
  const message = {
    name: 'Maria Silva',
    email: 'Maria@Exemplo.com',
    subject: 'Dúvida sobre vagas',
    message: 'Vocês têm vaga coberta no Santa Mônica?',
  };

  it('accepts a message, with or without a phone', () => {
    expect(contactRequestSchema.parse(message)).toEqual({ ...message, email: 'maria@exemplo.com' });
    expect(contactRequestSchema.parse({ ...message, phone: '(34) 3230-9000' }).phone).toBe('3432309000');
  });

  it('refuses short messages and missing subjects', () => {
    expect(messages(contactRequestSchema.safeParse({ ...message, message: 'Oi', subject: '' }))).toEqual([
      'subject: Informe o assunto',
      'message: Escreva pelo menos 10 caracteres',
    ]);
  });
});

describe('corporateRequestSchema', () => {
  const start = addDays(todayIso(), 10);
  const request = {
    companyName: 'Construtora Exemplo Ltda',
    cnpj: '11.222.333/0001-81',
    contactName: 'Carlos Souza',
    email: 'carlos@exemplo.com.br',
    phone: '(34) 99876-5432',
    guests: 4,
    start,
    end: addDays(start, 60),
  };

  it('accepts a request and stores the CNPJ unmasked', () => {
    expect(corporateRequestSchema.parse(request)).toMatchObject({
      cnpj: '11222333000181',
      phone: '34998765432',
    });
    expect(corporateRequestSchema.parse({ ...request, cnpj: '12.ABC.345/01DE-35' }).cnpj).toBe(
      '12ABC34501DE35',
    );
  });

  it('checks the CNPJ digits', () => {
    expect(messages(corporateRequestSchema.safeParse({ ...request, cnpj: '11.222.333/0001-82' }))).toEqual([
      'cnpj: CNPJ inválido',
    ]);
    expect(corporateRequestSchema.safeParse({ ...request, cnpj: '529.982.247-25' }).success).toBe(false);
  });

  it('needs at least one guest', () => {
    expect(messages(corporateRequestSchema.safeParse({ ...request, guests: 0 }))).toEqual([
      'guests: Informe pelo menos 1 hóspede',
    ]);
    expect(corporateRequestSchema.safeParse({ ...request, guests: 2.5 }).success).toBe(false);
  });

  it('needs a valid interval that does not start in the past', () => {
    expect(messages(corporateRequestSchema.safeParse({ ...request, end: start }))).toEqual([
      'end: A data de saída deve ser pelo menos 1 dia depois da data de entrada',
    ]);
    const yesterday = addDays(todayIso(), -1);
    expect(messages(corporateRequestSchema.safeParse({ ...request, start: yesterday, end: start }))).toEqual([
      'start: A data de entrada não pode estar no passado',
    ]);
  });

  it('needs a phone', () => {
    const { phone: _phone, ...withoutPhone } = request;
    expect(messages(corporateRequestSchema.safeParse(withoutPhone))).toEqual(['phone: Campo obrigatório']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptGuarantorInvitationRequestSchema,
  nameGuarantorRequestSchema,
  rejectGuarantorRequestSchema,
} from './guarantor.ts';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('nameGuarantorRequestSchema', () => {
  it('keeps the CPF without its mask and the e-mail in lower case', () => {
    expect(
      nameGuarantorRequestSchema.parse({
        name: 'João Fiador',
        email: 'Joao@Exemplo.com',
        cpf: '529.982.247-25',
      }),
    ).toEqual({ name: 'João Fiador', email: 'joao@exemplo.com', cpf: '52998224725' });
  });

  it('refuses a CPF whose check digits are wrong, and a CNPJ', () => {
    expect(
      messages(
        nameGuarantorRequestSchema.safeParse({
          name: 'João Fiador',
          email: 'j@x.com',
          cpf: '529.982.247-26',
        }),
      ),
    ).toEqual(['cpf: CPF inválido: confira os dígitos']);
    expect(
      nameGuarantorRequestSchema.safeParse({
        name: 'João Fiador',
        email: 'j@x.com',
        cpf: '11.222.333/0001-81',
      }).success,
    ).toBe(false);
  });
});

describe('acceptGuarantorInvitationRequestSchema', () => {
  const answers = {
    birthdate: '1970-05-04',
    maritalStatus: 'SOLTEIRO',
    monthlyIncomeCents: 1_200_000,
    address: {
      street: 'Rua Goiás',
      number: '100',
      postCode: '38400-000',
      neighborhood: 'Centro',
      city: { name: 'Uberlândia', stateInitials: 'MG' },
    },
    documents: ['a1b2c3.pdf'],
  };

  it('accepts a single fiador without a spouse', () => {
    expect(acceptGuarantorInvitationRequestSchema.parse(answers).address.postCode).toBe('38400000');
  });

  it('asks a married fiador for the spouse (art. 1.647 III) and validates the spouse CPF', () => {
    expect(
      messages(acceptGuarantorInvitationRequestSchema.safeParse({ ...answers, maritalStatus: 'CASADO' })),
    ).toEqual([
      'spouse: Fiador casado: informe o nome e o CPF do cônjuge, que também consente (Código Civil, art. 1.647, III)',
    ]);
    const married = {
      ...answers,
      maritalStatus: 'CASADO',
      spouse: { name: 'Ana Fiadora', cpf: '52998224725' },
    };
    expect(acceptGuarantorInvitationRequestSchema.safeParse(married).success).toBe(true);
    expect(
      messages(
        acceptGuarantorInvitationRequestSchema.safeParse({
          ...married,
          spouse: { name: 'Ana Fiadora', cpf: '123' },
        }),
      ),
    ).toEqual(['spouse.cpf: CPF inválido: confira os dígitos']);
  });

  it('refuses an incomplete address, no documents and no income', () => {
    expect(
      messages(
        acceptGuarantorInvitationRequestSchema.safeParse({
          ...answers,
          address: { street: 'Rua Goiás' },
          documents: [],
          monthlyIncomeCents: 0,
        }),
      ),
    ).toEqual([
      'monthlyIncomeCents: Informe a renda mensal',
      'address: Informe o endereço completo: rua, número, CEP e cidade',
      'documents: Envie ao menos um documento',
    ]);
  });
});

describe('rejectGuarantorRequestSchema', () => {
  it('asks for a reason', () => {
    expect(messages(rejectGuarantorRequestSchema.safeParse({ reason: ' ' }))).toEqual([
      'reason: Informe o motivo da recusa',
    ]);
  });
});

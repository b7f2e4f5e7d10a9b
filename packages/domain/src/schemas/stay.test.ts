import { describe, expect, it } from 'vitest';
import { missingBeforeCheckIn } from '../stay/check-in-readiness.ts';
import { updateArrivalRequestSchema, updateOccupantsRequestSchema } from './stay.ts';

const GUEST = {
  name: 'Ana Souza',
  birthdate: '1990-05-12',
  document: { type: 'CPF', number: '529.982.247-25' },
  phone: '(34) 99876-5432',
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('occupants request', () => {
  it('keeps documents without their mask and phones as digits', () => {
    const parsed = updateOccupantsRequestSchema.parse({ items: [GUEST] });
    expect(parsed.items[0]).toEqual({
      name: 'Ana Souza',
      birthdate: '1990-05-12',
      document: { type: 'CPF', number: '52998224725' },
      phone: '34998765432',
    });
  });

  it('checks the CPF check digits', () => {
    const result = updateOccupantsRequestSchema.safeParse({
      items: [{ ...GUEST, document: { type: 'CPF', number: '529.982.247-24' } }],
    });
    expect(issues(result)).toEqual(['items.0.document.number: CPF inválido: confira os dígitos']);
  });

  it('accepts an RG or a passport by their shape, and no phone', () => {
    const result = updateOccupantsRequestSchema.safeParse({
      items: [
        { name: 'Bruno Lima', birthdate: '2015-01-02', document: { type: 'RG', number: 'MG-12.345.678' } },
        { name: 'John Smith', birthdate: '1980-01-02', document: { type: 'PASSPORT', number: 'ab123456' } },
      ],
    });
    expect(result.success).toBe(true);
    expect(result.data?.items.map((item) => item.document.number)).toEqual(['MG12345678', 'AB123456']);
  });

  it('refuses a bad RG, a future birthdate, a bad phone and unknown fields, in Portuguese', () => {
    const result = updateOccupantsRequestSchema.safeParse({
      items: [
        { ...GUEST, document: { type: 'RG', number: '12' } },
        { ...GUEST, document: { type: 'PASSPORT', number: 'X1' }, birthdate: '2999-01-01', phone: '123' },
        { ...GUEST, document: { type: 'CNH', number: '1' } },
      ],
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        'items.0.document.number: RG inválido: de 5 a 14 letras ou números',
        'items.1.document.number: Passaporte inválido: de 6 a 9 letras ou números',
        'items.1.birthdate: A data de nascimento deve estar no passado',
        'items.1.phone: Telefone inválido: informe o DDD e o número',
        'items.2.document.type: Tipo de documento inválido: use CPF, RG ou PASSPORT',
      ]),
    );
    expect(updateOccupantsRequestSchema.safeParse({ items: [{ ...GUEST, role: 'x' }] }).success).toBe(false);
  });

  it('refuses the same document twice and two holders', () => {
    const result = updateOccupantsRequestSchema.safeParse({
      items: [
        { ...GUEST, isCustomer: true },
        {
          ...GUEST,
          name: 'Outra Pessoa',
          document: { type: 'CPF', number: '52998224725' },
          isCustomer: true,
        },
      ],
    });
    expect(issues(result)).toEqual([
      'items.1.document.number: Este documento já está em outra pessoa da lista',
      'items: Só uma pessoa da lista pode ser o titular da locação',
    ]);
  });
});

describe('arrival request', () => {
  it('writes plates as on the car and accepts a time', () => {
    expect(
      updateArrivalRequestSchema.parse({
        expectedArrivalTime: '09:30',
        vehiclePlates: ['abc1234', 'abc1d23'],
      }),
    ).toEqual({ expectedArrivalTime: '09:30', vehiclePlates: ['ABC-1234', 'ABC1D23'] });
    expect(updateArrivalRequestSchema.parse({ expectedArrivalTime: null })).toEqual({
      expectedArrivalTime: null,
    });
  });

  it('refuses bad times, bad or repeated plates', () => {
    for (const time of ['24:00', '9:30', '12:60', 'meio-dia'])
      expect(updateArrivalRequestSchema.safeParse({ expectedArrivalTime: time }).success, time).toBe(false);
    expect(issues(updateArrivalRequestSchema.safeParse({ vehiclePlates: ['ABC-1234', 'abc1234'] }))).toEqual([
      'vehiclePlates.1: Placa repetida',
    ]);
    expect(issues(updateArrivalRequestSchema.safeParse({ vehiclePlates: ['AB12345'] }))).toEqual([
      'vehiclePlates.0: Placa inválida: use ABC-1234 ou o padrão Mercosul ABC1D23',
    ]);
  });
});

describe('missing before check-in', () => {
  it('asks for the guests (required) and the arrival time (helpful)', () => {
    expect(missingBeforeCheckIn({ occupantsIds: [], expectedArrivalTime: null })).toEqual([
      { key: 'OCCUPANTS', label: 'Cadastre quem vai se hospedar', required: true },
      { key: 'ARRIVAL_TIME', label: 'Informe o horário previsto de chegada', required: false },
    ]);
    expect(missingBeforeCheckIn({ occupantsIds: ['a'], expectedArrivalTime: '15:00' })).toEqual([]);
  });
});

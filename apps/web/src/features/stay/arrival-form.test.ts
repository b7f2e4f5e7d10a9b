import { describe, expect, it } from 'vitest';
import { arrivalResolver, arrivalValuesOf, maskPlate, maskTime } from './arrival-form';

const resolve = (values: Parameters<typeof arrivalResolver>[0]) =>
  arrivalResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the arrival form', () => {
  it('has one plate field per booked spot, filled with what was saved', () => {
    expect(arrivalValuesOf({ expectedArrivalTime: '15:30', vehiclePlates: ['ABC-1234'] }, 2)).toEqual({
      expectedArrivalTime: '15:30',
      vehiclePlates: ['ABC-1234', ''],
    });
    expect(arrivalValuesOf({}, 0)).toEqual({ expectedArrivalTime: '', vehiclePlates: [] });
  });

  it('sends the time (or null) and the typed plates as on the car', async () => {
    expect(
      (await resolve({ expectedArrivalTime: '09:15', vehiclePlates: ['abc1234', '', 'rio2a18'] })).values,
    ).toEqual({
      expectedArrivalTime: '09:15',
      vehiclePlates: ['ABC-1234', 'RIO2A18'],
    });
    expect((await resolve({ expectedArrivalTime: '', vehiclePlates: [''] })).values).toEqual({
      expectedArrivalTime: null,
      vehiclePlates: [],
    });
  });

  it('says which plate is wrong or repeated, and a bad time', async () => {
    const { errors } = await resolve({
      expectedArrivalTime: '25:00',
      vehiclePlates: ['AB12', 'ABC1234', 'abc-1234'],
    });
    expect(
      Object.fromEntries(
        Object.entries(errors).map(([key, value]) => [key, (value as { message: string }).message]),
      ),
    ).toEqual({
      'vehiclePlates.0': 'Placa inválida: use ABC-1234 ou o padrão Mercosul ABC1D23',
      'vehiclePlates.2': 'Placa repetida',
      expectedArrivalTime: 'Horário inválido: use HH:mm, por exemplo 15:30',
    });
  });

  it('masks plates while typing', () => {
    expect(maskPlate('abc1234')).toBe('ABC-1234');
    expect(maskPlate('abc1d23')).toBe('ABC1D23');
    expect(maskPlate('ab')).toBe('AB');
    expect(maskTime('1530')).toBe('15:30');
    expect(maskTime('9')).toBe('9');
    expect(maskTime('15:3')).toBe('15:3');
  });
});

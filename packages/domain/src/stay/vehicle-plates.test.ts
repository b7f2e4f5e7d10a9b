import { describe, expect, it } from 'vitest';
import { formatVehiclePlate, isValidVehiclePlate } from './vehicle-plates.ts';

describe('vehicle plates', () => {
  it('accepts the old plate with or without the hyphen, and the Mercosul plate', () => {
    for (const plate of ['ABC-1234', 'abc1234', 'ABC 1234', 'ABC1D23', 'abc1d23', 'RIO2A18'])
      expect(isValidVehiclePlate(plate), plate).toBe(true);
  });

  it('refuses anything else', () => {
    for (const plate of [
      '',
      'AB-1234',
      'ABCD123',
      'ABC-12345',
      'ABC1DD3',
      '1BC1234',
      'ABC-1D2',
      'ABÇ1234',
      null,
    ])
      expect(isValidVehiclePlate(plate), String(plate)).toBe(false);
  });

  it('writes each format as it is on the car', () => {
    expect(formatVehiclePlate('abc1234')).toBe('ABC-1234');
    expect(formatVehiclePlate(' abc-1234 ')).toBe('ABC-1234');
    expect(formatVehiclePlate('abc 1d23')).toBe('ABC1D23');
    expect(formatVehiclePlate('abc-1d23')).toBe('ABC1D23');
  });
});

import { describe, expect, it } from 'vitest';
import { maskBrDate, maskPhone } from './masks';

describe('maskBrDate', () => {
  it('inserts the slashes as the digits arrive and ignores anything else', () => {
    expect(maskBrDate('0')).toBe('0');
    expect(maskBrDate('0102')).toBe('01/02');
    expect(maskBrDate('010220')).toBe('01/02/20');
    expect(maskBrDate('01/02/2025')).toBe('01/02/2025');
    expect(maskBrDate('01a02b20251999')).toBe('01/02/2025');
  });
});

describe('maskPhone', () => {
  it('formats landlines and mobiles with the DDD', () => {
    expect(maskPhone('3432309000')).toBe('(34) 3230-9000');
    expect(maskPhone('34998765432')).toBe('(34) 99876-5432');
    expect(maskPhone('+55 34 3230-9000')).toBe('(34) 3230-9000');
  });

  it('formats a number still being typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('3')).toBe('(3');
    expect(maskPhone('3499')).toBe('(34) 99');
    expect(maskPhone('3499876')).toBe('(34) 9987-6');
  });
});

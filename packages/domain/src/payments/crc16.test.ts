import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from './crc16.ts';

describe('crc16CcittFalse', () => {
  it('gives the catalogue check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('is the initial value on empty input, padded to 4 digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('A')).toMatch(/^[0-9A-F]{4}$/);
  });

  it('reads the UTF-8 bytes (values from Python binascii.crc_hqx with init 0xFFFF)', () => {
    expect(crc16CcittFalse('ação')).toBe('D85A');
    expect(crc16CcittFalse('€😀')).toBe('BC6E');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../documents/phone.ts';
import {
  BREAKPOINTS,
  CONTACT,
  LONG_PERIOD_NIGHTS,
  PLACES,
  PRODUCT_NAME,
  SHORT_PERIOD_MAX_NIGHTS,
} from './business.ts';

describe('business constants', () => {
  it('name the product and its periods', () => {
    expect(PRODUCT_NAME).toBe('Estadia');
    expect(LONG_PERIOD_NIGHTS).toBe(30);
    expect(SHORT_PERIOD_MAX_NIGHTS).toBe(29);
    expect(PLACES).toEqual(['Santa Mônica']);
  });

  it("use Tailwind's breakpoints", () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('give a valid Brazilian phone and well-formed links', () => {
    expect(CONTACT.phone).toBe('+55 34 3230-9000');
    expect(isValidPhone(CONTACT.phone)).toBe(true);
    expect(CONTACT.phoneHref).toBe(`tel:+55${CONTACT.phone.replace(/\D/g, '').slice(2)}`);
    expect(CONTACT.email).toBe('contato@estadia.com.br');
    expect(CONTACT.devopsEmail).toMatch(/^[a-z]+@estadia\.com\.br$/);
    for (const link of [
      CONTACT.facebook,
      CONTACT.linkedin,
      CONTACT.instagram,
      CONTACT.googlePlay,
      CONTACT.appStore,
    ]) {
      expect(link).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST, readHashCost } from './password-hasher.ts';

// A low cost keeps the suite fast; the production parameters get their own test below.
const hasher = createPasswordHasher({ cost: { N: 2 ** 10, r: 8, p: 1 } });

describe('password hasher', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('correct horse battery');
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
    expect(await hasher.verify('correct horse battery ', stored)).toBe(false);
    expect(await hasher.verify('Correct horse battery', stored)).toBe(false);
  });

  it('never stores the password and salts every hash', async () => {
    const first = await hasher.hash('minha senha secreta');
    const second = await hasher.hash('minha senha secreta');
    expect(first).not.toContain('minha');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hasher.hash('coração valente');
    expect(await hasher.verify('cora\u0063\u0327\u0061\u0303o valente', stored)).toBe(true);
  });

  it('answers false, without throwing, for hashes that are not ours or ask for absurd costs', async () => {
    expect(await hasher.verify('x', '')).toBe(false);
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
    const absurd = `$scrypt$ln=30,r=8,p=1$${'A'.repeat(22)}$${'A'.repeat(86)}`;
    expect(await hasher.verify('x', absurd)).toBe(false);
  });

  it('spends a verification on the dummy hash and refuses', async () => {
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });

  it('tells when a hash was made with other parameters', async () => {
    const stored = await hasher.hash('uma senha qualquer');
    expect(hasher.needsRehash(stored)).toBe(false);
    expect(createPasswordHasher().needsRehash(stored)).toBe(true);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('refuses to be built with invalid parameters', () => {
    expect(() => createPasswordHasher({ cost: { N: 1000, r: 8, p: 1 } })).toThrow();
  });

  it('stores N=2^17, r=8, p=1 by default (the production parameters)', async () => {
    const production = createPasswordHasher();
    expect(production.cost).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await production.hash('senha de produção');
    expect(stored.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(readHashCost(stored)).toEqual(PRODUCTION_SCRYPT_COST);
    expect(await production.verify('senha de produção', stored)).toBe(true);
  });
});

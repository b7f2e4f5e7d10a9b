import { describe, expect, it } from 'vitest';
import {
  CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE,
  CONTRACT_SHA256_MESSAGE,
  signContractRequestSchema,
} from './contracts.ts';

const sha256 = 'a'.repeat(64);

describe('signContractRequestSchema', () => {
  it('takes an explicit acceptance of the contract with the hash of its PDF', () => {
    expect(signContractRequestSchema.parse({ accept: true, sha256 })).toEqual({ accept: true, sha256 });
  });

  it.each([{ sha256 }, { accept: false, sha256 }, { accept: 'true', sha256 }, { accept: 1, sha256 }])(
    'refuses %j in Portuguese',
    (body) => {
      const result = signContractRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['accept'],
        message: CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE,
      });
    },
  );

  it.each([{ accept: true }, { accept: true, sha256: 'abc' }, { accept: true, sha256: 'g'.repeat(64) }])(
    'refuses a missing or malformed hash in %j',
    (body) => {
      const result = signContractRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['sha256'], message: CONTRACT_SHA256_MESSAGE });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE, signContractRequestSchema } from './contracts.ts';

describe('signContractRequestSchema', () => {
  it('takes only an explicit acceptance', () => {
    expect(signContractRequestSchema.parse({ accept: true })).toEqual({ accept: true });
  });

  it.each([{}, { accept: false }, { accept: 'true' }, { accept: 1 }])('refuses %j in Portuguese', (body) => {
    const result = signContractRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['accept'],
      message: CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE,
    });
  });
});

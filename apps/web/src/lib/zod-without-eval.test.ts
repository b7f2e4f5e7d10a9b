import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-without-eval';

describe('zod-without-eval', () => {
  it('reaches the settings zod reads, without importing it', () => {
    expect(z.config().jitless).toBe(true);
  });
});

import { z } from 'zod';

// How an environment variable's text becomes a value, for every *-settings.ts read by config.ts.

/** 'true'/'false', '1'/'0', 'yes'/'no', 'sim'/'não'. */
export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'sim', 'nao', 'não'], {
    error: 'use true ou false',
  })
  .transform((value) => ['true', '1', 'yes', 'sim'].includes(value));

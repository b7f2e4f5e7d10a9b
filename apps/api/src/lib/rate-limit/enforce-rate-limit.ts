import { AppError } from '../../errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';

/** `reason` opens the message: what was done too often, in a sentence. */
export function rateLimitedError(retryAfterSeconds: number, reason = 'Muitas tentativas.'): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `${reason} Aguarde ${describeWait(retryAfterSeconds)} e tente de novo.`,
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );
}

/** Counts the attempt; throws 429 RATE_LIMITED (with Retry-After) once the rule's limit is passed. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
  reason?: string,
): Promise<void> {
  const decision = await limiter.consume(rule, subject);
  if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds, reason);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

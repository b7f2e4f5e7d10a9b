import { AppError } from '../../errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';

export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `Muitas tentativas. Aguarde ${describeWait(retryAfterSeconds)} e tente de novo.`,
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
): Promise<void> {
  const decision = await limiter.consume(rule, subject);
  if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

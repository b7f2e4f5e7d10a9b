import cronParser from 'cron-parser';

/**
 * Whether pg-boss's schedule takes `cron` (it reads it with cron-parser): five fields, minute first, no
 * seconds field (its ticks are a minute apart at the closest).
 */
export function isFiveFieldCron(cron: string): boolean {
  if (cron.trim().split(/\s+/).length !== 5) return false;
  try {
    cronParser.parseExpression(cron);
    return true;
  } catch {
    return false;
  }
}

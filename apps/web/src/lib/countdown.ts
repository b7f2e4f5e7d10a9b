import { formatBrDateTime } from '@estadia/domain';

// How the payment screens say how much time is left: a ticking mm:ss for a Pix code (minutes), a
// coarser 'faltam 47 h 12 min' for a hold (days), and what a screen reader hears, at a pace it can bear.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds left until `deadline`, never below 0. */
export function secondsLeft(deadline: string | Date, now: number): number {
  const end = typeof deadline === 'string' ? Date.parse(deadline) : deadline.getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / SECOND));
}

/** '04:59' (mm:ss); from an hour up '1:04:59'. Never negative: an expired code shows '00:00'. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** 'Faltam 47 h 12 min', 'Faltam 12 min', 'Falta 1 min', 'Falta menos de 1 min', or null once over. */
export function formatTimeLeft(milliseconds: number): string | null {
  if (milliseconds <= 0) return null;
  if (milliseconds < MINUTE) return 'Falta menos de 1 min';
  const hours = Math.floor(milliseconds / HOUR);
  const minutes = Math.floor((milliseconds % HOUR) / MINUTE);
  if (hours === 0) return minutes === 1 ? 'Falta 1 min' : `Faltam ${minutes} min`;
  return minutes === 0 ? `Faltam ${hours} h` : `Faltam ${hours} h ${minutes} min`;
}

/**
 * What the live region says about a Pix code's expiry. It changes only at a few moments (every 5
 * minutes, every minute in the last 5, at 30 s and at the end) so a screen reader is told often
 * enough without being talked over every second.
 */
export function pixExpiryAnnouncement(seconds: number): string {
  if (seconds <= 0) return 'O código Pix expirou. Gere um novo código para pagar.';
  if (seconds <= 30) return 'O código Pix expira em menos de 30 segundos.';
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'O código Pix expira em menos de 1 minuto.';
  if (minutes <= 5) return `O código Pix expira em ${minutes} minutos.`;
  return `O código Pix expira em ${Math.ceil(minutes / 5) * 5} minutos.`;
}

/** An instant as the customer reads it, in Brasília time: '14/03/2026 às 10:05'. */
export function formatBrDateTimeAt(instant: string | Date | null | undefined): string {
  if (instant == null || instant === '') return '-';
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '-';
  return formatBrDateTime(date, { seconds: false }).replace(' ', ' às ');
}

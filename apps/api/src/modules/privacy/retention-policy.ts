import { todayIso } from '@estadia/domain';
import type { NewRetention } from './erasure-repository.ts';

// What the law makes us keep after an account is deleted, why, and for how long (decision 0018). The
// texts are read by staff deciding whether a record may go; each names its law.

export const CONTRACT_BASIS =
  'Contrato de locação, aditivos, vistorias e a evidência de cada assinatura: guardados para o exercício ' +
  'regular de direitos em processo judicial (LGPD, art. 7º, VI, e art. 16, I) até a prescrição das ' +
  'pretensões do contrato — 5 anos das dívidas de instrumento particular (Código Civil, art. 206, § 5º, I), ' +
  'contados do fim da locação.';

export const PAYMENTS_BASIS =
  'Pagamentos, reembolsos e recibos: documentos fiscais guardados por obrigação legal (LGPD, art. 16, I) ' +
  'enquanto o crédito tributário pode ser lançado ou cobrado — 5 anos contados do primeiro dia do ano ' +
  'seguinte ao do pagamento (CTN, arts. 173, I, e 174).';

export const ACCESS_LOGS_BASIS =
  'Registros de acesso à aplicação (data, hora e IP de cada login): guardados em sigilo por 6 meses, como ' +
  'exige o Marco Civil da Internet (Lei 12.965/2014, art. 15; LGPD, art. 16, I), e apagados depois.';

/** The same day `years` later (29 February → 28 February). */
function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = `${year + years}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return month === 2 && date === 29 && !isLeap(year + years) ? `${year + years}-02-28` : target;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
}

export interface KeptRental {
  id: string;
  end_date: string;
  signed_at: Date | null;
  last_payment_at: Date | null;
  last_paid_at: Date | null;
  last_refund_at: Date | null;
}

/** One record per rental with a signed contract, per rental whose money moved, and the access log. */
export function retentionFor(userId: string, rentals: readonly KeptRental[], now: Date): NewRetention[] {
  const records: NewRetention[] = [];
  for (const rental of rentals) {
    if (rental.signed_at) {
      records.push({
        subject: 'CONTRACT',
        reference: `rental:${rental.id}`,
        legalBasis: CONTRACT_BASIS,
        keepUntil: yearsAfter(rental.end_date, 5),
      });
    }
    const moments = [rental.last_payment_at, rental.last_paid_at, rental.last_refund_at].filter(
      (moment): moment is Date => moment != null,
    );
    if (moments.length > 0) {
      const lastYear = Math.max(...moments.map((moment) => Number(todayIso(new Date(moment)).slice(0, 4))));
      records.push({
        subject: 'PAYMENTS',
        reference: `rental:${rental.id}`,
        legalBasis: PAYMENTS_BASIS,
        keepUntil: `${lastYear + 6}-01-01`,
      });
    }
  }
  records.push({
    subject: 'ACCESS_LOGS',
    reference: `user:${userId}`,
    legalBasis: ACCESS_LOGS_BASIS,
    keepUntil: monthsAfter(todayIso(now), 6),
  });
  return records;
}

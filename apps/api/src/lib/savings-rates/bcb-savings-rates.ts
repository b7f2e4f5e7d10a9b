import { z } from 'zod';

// The official poupança rates from Banco Central's open data (SGS, series 195: 'Depósitos de poupança a partir
// de 04.05.2012 – rentabilidade no período', one row per anniversary day, `valor` in percent). A month's rate
// is the one of the period that starts on its first day. No key is needed; the series answers a JSON array
// of `{ data: 'dd/MM/yyyy', datafim: 'dd/MM/yyyy', valor: '0.6745' }`.

export interface MonthlyRate {
  /** 'YYYY-MM'. */
  month: string;
  ratePerMillion: number;
}

/** Where the caução's yield gets its official rates from. */
export interface SavingsRatesSource {
  /** The months from `from` ('YYYY-MM') on that the source has published. Throws when it cannot be reached. */
  monthlyRates(from: string): Promise<MonthlyRate[]>;
}

const SERIES = 195;
const TIMEOUT_MS = 10_000;

const seriesSchema = z.array(
  z.object({
    data: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    valor: z.string().regex(/^-?\d+(\.\d+)?$/),
  }),
);

/** Banco Central's SGS API at `baseUrl` (https://api.bcb.gov.br). */
export function bcbSavingsRates(baseUrl: string, fetchImpl: typeof fetch = fetch): SavingsRatesSource {
  return {
    async monthlyRates(from) {
      const [year, month] = from.split('-');
      const url = new URL(`/dados/serie/bcdata.sgs.${SERIES}/dados`, baseUrl);
      url.searchParams.set('formato', 'json');
      url.searchParams.set('dataInicial', `01/${month}/${year}`);
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Banco Central answered ${response.status}`);
      const rows = seriesSchema.parse(await response.json());
      return rows
        .filter((row) => row.data.startsWith('01/'))
        .map((row) => ({
          month: `${row.data.slice(6, 10)}-${row.data.slice(3, 5)}`,
          ratePerMillion: Math.round(Number(row.valor) * 10_000),
        }))
        .filter((rate) => rate.ratePerMillion >= 0 && rate.ratePerMillion <= 20_000);
    },
  };
}

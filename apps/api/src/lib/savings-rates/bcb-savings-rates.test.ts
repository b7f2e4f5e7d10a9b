import { describe, expect, it } from 'vitest';
import { bcbSavingsRates } from './bcb-savings-rates.ts';

describe("Banco Central's poupança series", () => {
  it('asks series 195 from the month given and keeps the rate of each period starting on a 1st', async () => {
    const asked: string[] = [];
    const source = bcbSavingsRates('https://bcb.example', async (input) => {
      asked.push(String(input));
      return Response.json([
        { data: '01/10/2026', datafim: '01/11/2026', valor: '0.6745' },
        { data: '02/10/2026', datafim: '02/11/2026', valor: '0.6712' },
        { data: '01/11/2026', datafim: '01/12/2026', valor: '0.6598' },
      ]);
    });
    expect(await source.monthlyRates('2026-10')).toEqual([
      { month: '2026-10', ratePerMillion: 6_745 },
      { month: '2026-11', ratePerMillion: 6_598 },
    ]);
    expect(asked).toEqual([
      'https://bcb.example/dados/serie/bcdata.sgs.195/dados?formato=json&dataInicial=01%2F10%2F2026',
    ]);
  });

  it('fails on an error answer or a body that is not the series', async () => {
    const down = bcbSavingsRates('https://bcb.example', async () => new Response('', { status: 503 }));
    await expect(down.monthlyRates('2026-10')).rejects.toThrow('503');
    const odd = bcbSavingsRates('https://bcb.example', async () => Response.json({ erro: 'x' }));
    await expect(odd.monthlyRates('2026-10')).rejects.toThrow();
  });
});

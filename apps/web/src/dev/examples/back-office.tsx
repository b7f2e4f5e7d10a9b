import { formatBrDate, formatMoney, type IsoDate } from '@estadia/domain';
import { useState } from 'react';
import { niceTicks } from '@/components/ui/chart-scale';
import { formatMoneyTick } from '@/components/ui/chart-ticks';
import { DateFilterField } from '@/components/ui/date-filter-field';
import { FactList } from '@/components/ui/fact-list';
import { maskMoney } from '@/components/ui/money-mask';
import { SectionPanel } from '@/components/ui/section-panel';
import { StatCard } from '@/components/ui/stat-card';
import { TextField } from '@/components/ui/text-field';
import { type ChartPoint, TimeSeriesChart } from '@/components/ui/time-series-chart';
import { ExampleBlock, ExampleFrame } from './example-frame';

// A fortnight of made-up nights, the same on every render, to show the charts.
const OCCUPANCY = [62, 65, 71, 78, 84, 90, 88, 70, 66, 68, 75, 81, 93, 95];
const NIGHTS: ChartPoint[] = OCCUPANCY.map((percent, index) => {
  const day = `2026-11-${String(index + 1).padStart(2, '0')}` as IsoDate;
  return {
    key: day,
    label: formatBrDate(day).slice(0, 5),
    period: formatBrDate(day),
    value: percent,
    valueText: `${percent}%`,
    detail: `${Math.round(percent * 0.4)} de 40 noites`,
  };
});
const REVENUE: ChartPoint[] = NIGHTS.map((night) => ({
  ...night,
  value: night.value * 3_150,
  valueText: formatMoney(night.value * 3_150),
}));

/** The back-office's pieces: panels of facts, figures, charts and the filters' fields. */
export function BackOfficeExample() {
  const [from, setFrom] = useState<IsoDate | undefined>('2026-11-01');
  const [price, setPrice] = useState('R$ 229,00');
  return (
    <ExampleFrame
      title="Painéis e gráficos"
      intro="Peças da administração: seções com fatos, indicadores, gráficos acessíveis pelo teclado (setas percorrem os pontos) e campos de filtro."
    >
      <SectionPanel title="Resumo da locação" description="SectionPanel com FactList">
        <FactList
          facts={[
            { term: 'Apartamento', value: 'Bloco A · 1º andar · Apto 101' },
            { term: 'Check-in', value: '24/11/2026 a partir das 14:00' },
            { term: 'Endereço', value: 'Rua Goiás, 450 · Centro · Uberlândia/MG', wide: true },
          ]}
        />
      </SectionPanel>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Ocupação" value="78,4%" detail="1.176 de 1.500 noites" />
        <StatCard label="ADR" value={formatMoney(31_500)} detail="receita ÷ noites vendidas" />
        <StatCard label="RevPAR" value={formatMoney(24_696)} detail="receita ÷ noites disponíveis" />
      </div>
      <TimeSeriesChart
        title="Ocupação por noite"
        description="Noites vendidas ÷ noites disponíveis."
        kind="line"
        points={NIGHTS}
        yTicks={[0, 25, 50, 75, 100]}
        formatTick={(value) => `${value}%`}
        valueHeader="Ocupação"
      />
      <TimeSeriesChart
        title="Receita por noite"
        kind="bar"
        points={REVENUE}
        yTicks={niceTicks(Math.max(...REVENUE.map((point) => point.value)))}
        formatTick={formatMoneyTick}
        valueHeader="Receita"
      />
      <ExampleBlock title="Campos de filtro">
        <div className="grid gap-4 sm:grid-cols-2">
          <DateFilterField label="A partir de" value={from} onChange={setFrom} />
          <TextField
            label="Preço por noite"
            mask={maskMoney}
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}

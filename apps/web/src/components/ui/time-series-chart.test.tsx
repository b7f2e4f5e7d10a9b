import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ChartPoint, TimeSeriesChart } from './time-series-chart';

const POINTS: ChartPoint[] = [
  {
    key: '2026-11-01',
    label: '01/11',
    period: '01/11/2026',
    value: 0.2,
    valueText: '20,0%',
    detail: '2 de 10 noites',
  },
  { key: '2026-11-02', label: '02/11', period: '02/11/2026', value: 0.5, valueText: '50,0%' },
  { key: '2026-11-03', label: '03/11', period: '03/11/2026', value: 1, valueText: '100,0%' },
];

function renderChart(kind: 'line' | 'bar' = 'line') {
  return render(
    <TimeSeriesChart
      title="Ocupação"
      description="Noite a noite."
      kind={kind}
      points={POINTS}
      yTicks={[0, 0.5, 1]}
      formatTick={(value) => `${value * 100}%`}
      valueHeader="Ocupação"
    />,
  );
}

describe('TimeSeriesChart', () => {
  it('is a slider over its points for the keyboard, each point announced with its value', async () => {
    const user = userEvent.setup();
    renderChart();
    const chart = screen.getByRole('slider', { name: 'Ocupação' });
    expect(chart).toHaveAccessibleDescription('Noite a noite.');

    await user.tab();
    expect(chart).toHaveFocus();
    expect(chart).toHaveAttribute('aria-valuetext', '01/11/2026: 20,0%, 2 de 10 noites');
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('aria-valuetext', '02/11/2026: 50,0%');
    await user.keyboard('{End}');
    expect(chart).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('aria-valuetext', '03/11/2026: 100,0%');
    await user.keyboard('{Home}');
    expect(chart).toHaveAttribute('aria-valuetext', '01/11/2026: 20,0%, 2 de 10 noites');
  });

  it('holds every value in a table for screen readers', () => {
    renderChart('bar');
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeríodoOcupação',
      '01/11/202620,0% (2 de 10 noites)',
      '02/11/202650,0%',
      '03/11/2026100,0%',
    ]);
  });

  it('labels the axes with the given ticks and the points’ short labels', () => {
    const { container } = renderChart('bar');
    const texts = Array.from(container.querySelectorAll('svg text')).map((text) => text.textContent);
    expect(texts).toEqual(['0%', '50%', '100%', '01/11', '02/11', '03/11']);
    expect(container.querySelectorAll('svg rect')).toHaveLength(3);
  });
});

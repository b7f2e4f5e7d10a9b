import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DateRange, DateRules } from './date-range-logic';
import { DateRangePicker } from './date-range-picker';

const TODAY = '2026-03-10';

function Picker({ initial = { start: null, end: null }, rules }: { initial?: DateRange; rules?: DateRules }) {
  const [range, setRange] = useState<DateRange>(initial);
  return (
    <>
      <DateRangePicker value={range} onChange={setRange} rules={rules} today={TODAY} months={1} />
      <p data-testid="valor">
        {range.start ?? '-'} → {range.end ?? '-'}
      </p>
    </>
  );
}

/** A parent that keeps the window in state and hands the picker a fresh arrow function on every render. */
function WindowKeeper({ told }: { told: string[] }) {
  const [, setWindow] = useState({ from: '', to: '' });
  return (
    <DateRangePicker
      value={{ start: null, end: null }}
      onChange={() => {}}
      today={TODAY}
      months={1}
      onVisibleDaysChange={(from, to) => {
        told.push(`${from}..${to}`);
        setWindow({ from, to });
      }}
    />
  );
}

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('DateRangePicker', () => {
  it('picks the check-in and the check-out on the calendar, with Portuguese day names', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getByRole('grid', { name: 'Março de 2026' })).toBeInTheDocument();
    await user.click(day('sábado, 14 de março de 2026'));
    expect(screen.getByText('Entrada em 14/03/2026. Agora escolha a data de saída.')).toBeInTheDocument();
    await user.click(day('quinta-feira, 19 de março de 2026'));
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-03-14 → 2026-03-19');
    expect(screen.getByText('14/03/2026 a 19/03/2026 · 5 noites')).toBeInTheDocument();
    expect(day('sábado, 14 de março de 2026')).toHaveAccessibleName('sábado, 14 de março de 2026, entrada');
    expect(screen.getByRole('textbox', { name: 'Entrada' })).toHaveValue('14/03/2026');
    expect(screen.getByRole('textbox', { name: 'Saída' })).toHaveValue('19/03/2026');
  });

  it('swaps a check-out picked before the check-in', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(day('sexta-feira, 20 de março de 2026'));
    await user.click(day('segunda-feira, 16 de março de 2026'));
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-03-16 → 2026-03-20');
  });

  it('needs at least one night', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(day('sexta-feira, 20 de março de 2026'));
    await user.click(day('sexta-feira, 20 de março de 2026'));
    expect(screen.getByRole('alert')).toHaveTextContent('A estadia precisa ter pelo menos 1 noite');
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-03-20 → -');
  });

  it('disables past days and taken nights, and any stay across them', async () => {
    const user = userEvent.setup();
    render(<Picker rules={{ disabledNights: new Set(['2026-03-18']) }} />);
    expect(day('segunda-feira, 9 de março de 2026')).toHaveAttribute('aria-disabled', 'true');
    const taken = day('quarta-feira, 18 de março de 2026');
    expect(taken).toHaveAccessibleName('quarta-feira, 18 de março de 2026, noite indisponível');
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    await user.click(taken);
    expect(screen.getByRole('alert')).toHaveTextContent('Há noites indisponíveis nesse período');

    await user.click(day('domingo, 15 de março de 2026'));
    // Checking out on the morning of the taken night is allowed; staying through it is not.
    expect(day('quarta-feira, 18 de março de 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('quinta-feira, 19 de março de 2026')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('quinta-feira, 19 de março de 2026'));
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-03-15 → -');
  });

  it('moves through the days with the arrow keys, across months', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(day('sábado, 28 de março de 2026'));
    await user.keyboard('{ArrowDown}');
    // A week later is in April: the calendar turns the page and keeps the focus on the day.
    expect(screen.getByRole('grid', { name: 'Abril de 2026' })).toBeInTheDocument();
    expect(day('sábado, 4 de abril de 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-03-28 → 2026-04-03');
    await user.keyboard('{PageUp}');
    expect(day('terça-feira, 3 de março de 2026')).toHaveFocus();
  });

  it('takes typed dates, swapped when backwards, and refuses other formats', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const start = screen.getByRole('textbox', { name: 'Entrada' });
    const end = screen.getByRole('textbox', { name: 'Saída' });
    await user.type(start, '25042026');
    expect(start).toHaveValue('25/04/2026');
    await user.type(end, '20042026{Enter}');
    expect(screen.getByTestId('valor')).toHaveTextContent('2026-04-20 → 2026-04-25');
    expect(screen.getByRole('grid', { name: 'Abril de 2026' })).toBeInTheDocument();

    await user.clear(end);
    await user.type(end, '31/02{Enter}');
    expect(end).toHaveAccessibleDescription('Data inválida: use o formato dd/mm/aaaa.');
  });

  it('clears the dates', async () => {
    const user = userEvent.setup();
    render(<Picker initial={{ start: '2026-03-14', end: '2026-03-16' }} />);
    await user.click(screen.getByRole('button', { name: 'Limpar datas' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('- → -');
    expect(screen.getByText('Escolha a data de entrada.')).toBeInTheDocument();
  });

  it('tells the days on screen once per month shown, even to a parent that passes a new callback each render', async () => {
    const user = userEvent.setup();
    const told: string[] = [];
    render(<WindowKeeper told={told} />);
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(told).toEqual(['2026-03-01..2026-03-31', '2026-04-01..2026-04-30']);
  });
});

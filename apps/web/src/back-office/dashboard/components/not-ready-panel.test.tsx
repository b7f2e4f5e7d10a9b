import { screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { adminRentalJson } from '@/back-office/rentals/test-support';
import { renderWithApp } from '@/test/render';
import { CheckStateBadge } from './check-state-badge';
import { NotReadyPanel } from './not-ready-panel';

const DIRTY = {
  apartmentId: 'a0000000-0000-4000-8000-000000000101',
  projectId: 'b1c8a3f0-0000-4000-8000-000000000001',
  projectName: 'Estadia Pinheiros',
  block: 'A',
  floor: 1,
  number: '101',
  state: 'DIRTY' as const,
  rentalId: 'c0000000-0000-4000-8000-000000000001',
  customerName: 'Ana Chegando',
};

describe('the dashboard’s arrivals', () => {
  it('lists the apartments not ready for today’s guests, with the way to the board', async () => {
    const { container } = renderWithApp(<NotReadyPanel apartments={[DIRTY]} canOpenRentals canOpenBoard />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Estadia Pinheiros · Bloco A · 1º andar · Apto 101');
    expect(within(item).getByText('Sujo')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Ana Chegando' })).toHaveAttribute(
      'href',
      `/locacoes/${DIRTY.rentalId}`,
    );
    expect(screen.getByRole('link', { name: 'Abrir a governança' })).toHaveAttribute(
      'href',
      `/governanca?project=${DIRTY.projectId}`,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says when every arrival’s apartment is ready', () => {
    renderWithApp(<NotReadyPanel apartments={[]} canOpenRentals canOpenBoard={false} />);
    expect(screen.getByText('Todos os apartamentos com check-in hoje estão prontos.')).toBeInTheDocument();
  });

  it('tells whether a paid arrival has checked in', () => {
    const waiting = adminRentalJson({ status: 'RENTED' });
    const { rerender } = renderWithApp(<CheckStateBadge rental={waiting as never} moment="in" />);
    expect(screen.getByText('Aguardando check-in')).toBeInTheDocument();
    rerender(
      <CheckStateBadge
        rental={{ ...waiting, checkedInAt: '2026-11-26T17:05:00.000Z' } as never}
        moment="in"
      />,
    );
    expect(screen.getByText('Check-in às 14:05')).toBeInTheDocument();
  });
});

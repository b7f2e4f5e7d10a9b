import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { RentalNotices } from './rental-notices';

describe('RentalNotices', () => {
  it('tells staff about an early departure: the dates, the reason, the fee, the refund and the rule', () => {
    const rental = {
      status: 'RENTED',
      earlyDeparture: {
        date: '2026-12-20',
        previousEndDate: '2027-01-10',
        reason: 'Transferência da empresa',
        nightsReleased: 21,
        feeCents: 70_000,
        refundCents: 0,
        rule: 'Devolução antecipada do imóvel (art. 4º da Lei nº 8.245/1991): …',
        transferLetter: null,
        transferLetterReview: null,
        requestedAt: new Date(),
      },
    } as unknown as AdminRentalDetailView['rental'];
    render(<RentalNotices rental={rental} canDecide={false} />);
    expect(
      screen.getByText('Saída antecipada pelo cliente para 20/12/2026 (era 10/01/2027)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Motivo: Transferência da empresa')).toBeInTheDocument();
    expect(
      screen.getByText(/21 noites liberadas; taxa ou multa de R\$ 700,00; reembolso de R\$ 0,00/),
    ).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { CancellationPolicyPage } from './cancellation-policy-page';
import { HouseRulesPage } from './house-rules-page';

// The texts come from the domain (the contract prints the same words); these check they still read,
// link and anchor as the pages always did.

describe('CancellationPolicyPage', () => {
  it('shows the numbered sections with their anchors and the hold time', () => {
    renderWithApp(<CancellationPolicyPage />, { path: '/politica-cancelamento' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de cancelamento' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Antes do pagamento aprovado' })).toHaveAttribute(
      'id',
      'antes-do-pagamento',
    );
    expect(screen.getByRole('heading', { name: '5. Saída antecipada' })).toHaveAttribute(
      'id',
      'saida-antecipada',
    );
    expect(screen.getByRole('heading', { name: '6. Como o reembolso é feito' })).toHaveAttribute(
      'id',
      'reembolso',
    );
    expect(screen.getByText(/por até 48 horas aguardando o pagamento/)).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 27/11/2026')).toBeInTheDocument();
  });

  it('links to the rentals page, the e-mail and the phone, and keeps the bold labels', () => {
    renderWithApp(<CancellationPolicyPage />, { path: '/politica-cancelamento' });
    // Cancelling before payment and the withdrawal right after it both point there.
    const rentals = screen.getAllByRole('link', { name: 'Minhas locações' });
    expect(rentals.length).toBeGreaterThan(0);
    for (const link of rentals) expect(link).toHaveAttribute('href', '/minhas-locacoes');
    expect(screen.getByRole('link', { name: 'contato@estadia.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@estadia.com.br',
    );
    expect(screen.getByRole('link', { name: '(34) 3230-9000' })).toHaveAttribute('href', 'tel:+553432309000');
    const pix = screen.getByText('Pix:');
    expect(pix.tagName).toBe('STRONG');
    expect(pix.parentElement).toHaveTextContent('Pix: devolvido para a mesma conta de origem do pagamento.');
  });
});

describe('HouseRulesPage', () => {
  it('shows the check-in and check-out times in bold and the table of contents', () => {
    renderWithApp(<HouseRulesPage />, { path: '/regulamento-interno' });
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamento interno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Check-in e check-out' })).toHaveAttribute(
      'id',
      'check-in-e-check-out',
    );
    expect(screen.getByText('14:00').tagName).toBe('STRONG');
    expect(screen.getByText('12:00').tagName).toBe('STRONG');
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    expect(within(contents).getAllByRole('link')).toHaveLength(8);
    expect(within(contents).getByRole('link', { name: '8. Cuidados e danos' })).toHaveAttribute(
      'href',
      '/regulamento-interno#danos',
    );
  });
});

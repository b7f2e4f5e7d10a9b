import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { TermsPage } from './terms-page';

describe('TermsPage: what is kept after an account is deleted', () => {
  it('names each record kept, for how long and under which law', () => {
    renderWithApp(<TermsPage />, { path: '/termos-e-politica' });
    expect(screen.getByRole('heading', { name: 'Por quanto tempo guardamos' })).toBeInTheDocument();
    expect(
      screen.getByText(/A LGPD\s+permite guardar o que a lei nos obriga a manter \(art\. 16, I\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Contratos assinados, aditivos e vistorias').parentElement).toHaveTextContent(
      /5 anos depois do fim da locação.*Código Civil, art\. 206, § 5º, I/,
    );
    expect(screen.getByText('Pagamentos, reembolsos e recibos:').parentElement).toHaveTextContent(
      /Código Tributário Nacional, arts\. 173 e 174/,
    );
    expect(screen.getByText(/Registros de acesso/).parentElement).toHaveTextContent(
      /6 meses, como exige o Marco Civil da Internet \(Lei nº 12\.965\/2014, art\. 15\)/,
    );
  });

  it('sends the customer to Meus dados to export or delete without asking anyone', () => {
    renderWithApp(<TermsPage />, { path: '/termos-e-politica' });
    expect(screen.getByRole('link', { name: 'Dados pessoais › Meus dados' })).toHaveAttribute(
      'href',
      '/dados-pessoais#meus-dados',
    );
    expect(screen.getByText(/baixa uma cópia de todos os seus dados/)).toBeInTheDocument();
  });
});

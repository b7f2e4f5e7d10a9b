import type { Rental } from '@estadia/domain';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { GuaranteePaymentStep } from './guarantee-payment-step';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

function renderStep(overrides: Partial<Rental>) {
  stubFetch();
  const rental = reviveDates(
    rentalJson({ status: 'UNFINISHED', rentGuaranteeType: null, paymentType: null, ...overrides }),
  );
  renderWithApp(<GuaranteePaymentStep rental={rental} onBack={() => {}} onNext={() => {}} />);
  return { payment: () => screen.getByRole('group', { name: /^Forma de pagamento/ }) };
}

const long = { startDate: '2027-02-01', endDate: '2027-06-01', nights: 120, period: 'LONG_PERIOD' } as const;

describe('GuaranteePaymentStep', () => {
  it('keeps every method for a stay of up to 90 nights', async () => {
    const user = userEvent.setup();
    const { payment } = renderStep({});
    await user.click(screen.getByRole('radio', { name: /^Caução/ }));
    expect(within(payment()).getAllByRole('radio')).toHaveLength(3);
  });

  it('past 90 nights offers only the monthly boleto, and says how the guarantee changes the billing', async () => {
    const user = userEvent.setup();
    const { payment } = renderStep({ ...long, paymentType: 'PIX' });
    await user.click(screen.getByRole('radio', { name: /^Caução/ }));
    const [monthly, ...others] = within(payment()).getAllByRole('radio');
    expect(others).toHaveLength(0);
    expect(monthly).toHaveAccessibleName(/^Boleto mensal/);
    expect(monthly).toBeChecked();
    expect(payment()).toHaveTextContent('no máximo um mês adiantado (Lei do Inquilinato, art. 42)');

    await user.click(screen.getByRole('radio', { name: /^CredPago/ }));
    expect(payment()).toHaveTextContent('Nada é pago antes da entrega das chaves.');
  });

  it('says the caução’s amount when the modality sets one', () => {
    const modality = rentalJson().projectModality;
    renderStep({ projectModality: { ...modality, securityDepositCents: 960_000 } });
    expect(screen.getByRole('radio', { name: /^Caução/ })).toHaveAccessibleName(
      /Um depósito de R\$ 9\.600,00, devolvido ao fim da locação/,
    );
  });
});

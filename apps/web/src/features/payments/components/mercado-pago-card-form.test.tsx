import type { TokenizedCardInput } from '@estadia/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MercadoPagoCardTokenInput } from '@/features/payments/mercado-pago-js';
import { MercadoPagoCardForm } from './mercado-pago-card-form';

// A stand-in for MercadoPago.js's constructor: what the form asks of it, and what it hands back.
const calls: { installments: unknown[]; tokens: MercadoPagoCardTokenInput[]; publicKeys: string[] } = {
  installments: [],
  tokens: [],
  publicKeys: [],
};

/** While set, the installments lookup waits for it: the card's lookup arrives when the test says. */
let installmentsGate: Promise<void> | null = null;

class FakeMercadoPago {
  constructor(publicKey: string) {
    calls.publicKeys.push(publicKey);
  }
  async getPaymentMethods({ bin }: { bin: string }) {
    return bin.startsWith('5')
      ? {
          results: [
            {
              id: 'master',
              name: 'Mastercard',
              payment_type_id: 'credit_card',
              issuer: { id: 24, name: 'Mastercard' },
              additional_info_needed: ['issuer_id'],
            },
          ],
        }
      : { results: [] };
  }
  async getIssuers() {
    return [{ id: 24, name: 'Banco Teste' }];
  }
  async getInstallments(options: unknown) {
    calls.installments.push(options);
    if (installmentsGate) await installmentsGate;
    return [
      {
        payment_method_id: 'master',
        payer_costs: [
          {
            installments: 1,
            installment_rate: 0,
            installment_amount: 954,
            total_amount: 954,
            recommended_message: '1 parcela de R$ 954,00 (R$ 954,00)',
          },
          {
            installments: 3,
            installment_rate: 3.98,
            installment_amount: 330.63,
            total_amount: 991.9,
            recommended_message: '3 parcelas de R$ 330,63 (R$ 991,90)',
          },
        ],
      },
    ];
  }
  async createCardToken(card: MercadoPagoCardTokenInput) {
    calls.tokens.push(card);
    // Each call a new single-use token, as MercadoPago.js gives.
    return { id: calls.tokens.length === 1 ? 'tok_0123456789abcdef' : `tok_${calls.tokens.length}_second0` };
  }
}

afterEach(() => {
  installmentsGate = null;
  delete window.MercadoPago;
  calls.installments = [];
  calls.tokens = [];
  calls.publicKeys = [];
});

type Payer = { email: string; cpfOrCnpj: string | null } | null;
const MARIA: Payer = { email: 'maria@example.com', cpfOrCnpj: '52998224725' };

/** The form as the payment step mounts it, with the fake MercadoPago.js. */
function cardForm({
  payer = MARIA,
  onPay = vi.fn(),
  withDeposit = false,
}: {
  payer?: Payer;
  onPay?: (card: TokenizedCardInput) => Promise<'answered'>;
  withDeposit?: boolean;
} = {}) {
  window.MercadoPago = FakeMercadoPago as never;
  return (
    <MercadoPagoCardForm
      amountCents={95_400}
      withDeposit={withDeposit}
      publicKey="TEST-public-key"
      sdkUrl="https://sdk.mercadopago.com/js/v2"
      payer={payer}
      onPay={onPay}
      isPaying={false}
    />
  );
}

function renderForm(onPay = vi.fn(async (_card: TokenizedCardInput) => 'answered' as const)) {
  return { ...render(cardForm({ onPay })), onPay };
}

describe('MercadoPagoCardForm', () => {
  it("shows Mercado Pago's installments and their cost before paying, and sends only the token", async () => {
    const user = userEvent.setup();
    const { onPay } = renderForm();
    await waitFor(() => expect(calls.publicKeys).toEqual(['TEST-public-key']));

    await user.type(screen.getByLabelText(/Número do cartão/), '5480832801033311');
    expect(await screen.findByText('Mastercard')).toBeInTheDocument();
    expect(calls.installments).toEqual([{ amount: '954.00', bin: '54808328', paymentTypeId: 'credit_card' }]);
    await user.selectOptions(screen.getByLabelText(/Parcelas/), '3 parcelas de R$ 330,63 (R$ 991,90)');
    expect(screen.getByText(/de custo do parcelamento/)).toHaveTextContent('R$ 37,90');
    expect(screen.getByLabelText(/Banco emissor/)).toHaveValue('24');

    await user.type(screen.getByLabelText(/Nome impresso/), 'APRO');
    await user.type(screen.getByLabelText(/Validade/), '1130');
    await user.type(screen.getByLabelText(/CVV/), '123');
    await user.click(screen.getByRole('button', { name: /Pagar R\$ 991,90/ }));

    await waitFor(() => expect(onPay).toHaveBeenCalledOnce());
    expect(calls.tokens[0]).toMatchObject({
      cardNumber: '5480832801033311',
      securityCode: '123',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      identificationType: 'CPF',
      identificationNumber: '52998224725',
    });
    const sent = onPay.mock.calls[0]![0];
    expect(sent).toEqual({
      token: 'tok_0123456789abcdef',
      paymentMethodId: 'master',
      issuerId: '24',
      installments: 3,
      payer: { email: 'maria@example.com', identification: { type: 'CPF', number: '52998224725' } },
    });
    expect(JSON.stringify(sent)).not.toMatch(/5480832801033311|"123"/);
    // The card is forgotten once the server answered.
    expect(screen.getByLabelText(/Número do cartão/)).toHaveValue('');
    expect(screen.getByLabelText(/CVV/)).toHaveValue('');
  });

  it('tokenises the card twice when a caução is owed: the second token reserves the caução on it', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn(async (_card: TokenizedCardInput) => 'answered' as const);
    render(cardForm({ onPay, withDeposit: true }));
    await waitFor(() => expect(calls.publicKeys).toEqual(['TEST-public-key']));
    await user.type(screen.getByLabelText(/Número do cartão/), '5480832801033311');
    expect(await screen.findByText('Mastercard')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Parcelas/), '3 parcelas de R$ 330,63 (R$ 991,90)');
    await user.type(screen.getByLabelText(/Nome impresso/), 'APRO');
    await user.type(screen.getByLabelText(/Validade/), '1130');
    await user.type(screen.getByLabelText(/CVV/), '123');
    await user.click(screen.getByRole('button', { name: /Pagar R\$ 991,90/ }));
    await waitFor(() => expect(onPay).toHaveBeenCalledOnce());
    expect(calls.tokens).toHaveLength(2);
    expect(onPay.mock.calls[0]![0]).toMatchObject({
      token: 'tok_0123456789abcdef',
      depositToken: 'tok_2_second0',
    });
  });

  it("fills the payer's CPF and e-mail when the profile arrives after the form, keeping what was typed", async () => {
    const user = userEvent.setup();
    const view = render(cardForm({ payer: null }));
    await user.type(screen.getByLabelText(/E-mail/), 'financeiro@empresa.com.br');
    view.rerender(cardForm({ payer: MARIA }));
    expect(await screen.findByDisplayValue('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('financeiro@empresa.com.br');
  });

  it('keeps the issuer the card lookup found when a digit is typed just as it arrives', async () => {
    let arrive = () => {};
    installmentsGate = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const user = userEvent.setup();
    const { onPay } = renderForm();
    await waitFor(() => expect(calls.publicKeys).toHaveLength(1));
    const number = screen.getByLabelText(/Número do cartão/);
    fireEvent.change(number, { target: { value: '5480 8328' } });
    await waitFor(() => expect(calls.installments).toHaveLength(1));
    // The lookup's answer and the next digit land in the same batch: the digit's change was made by the
    // render before the answer.
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
      fireEvent.change(number, { target: { value: '5480 8328 0' } });
    });
    await user.type(number, '103 3311');
    await user.type(screen.getByLabelText(/Nome impresso/), 'APRO');
    await user.type(screen.getByLabelText(/Validade/), '1130');
    await user.type(screen.getByLabelText(/CVV/), '123');
    await user.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(screen.queryByText('Escolha o banco emissor')).not.toBeInTheDocument();
    await waitFor(() => expect(onPay).toHaveBeenCalledOnce());
    expect(onPay.mock.calls[0]![0]).toMatchObject({ issuerId: '24' });
  });

  it('says what is missing in Portuguese and sends nothing', async () => {
    const user = userEvent.setup();
    const { onPay } = renderForm();
    await waitFor(() => expect(calls.publicKeys).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('Número do cartão inválido')).toBeInTheDocument();
    expect(screen.getByText('Informe o nome impresso no cartão')).toBeInTheDocument();
    expect(screen.getByLabelText(/Número do cartão/)).toHaveFocus();
    expect(calls.tokens).toEqual([]);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('offers Pix or boleto when MercadoPago.js cannot load', async () => {
    render(
      <MercadoPagoCardForm
        amountCents={95_400}
        publicKey="TEST-public-key"
        sdkUrl="https://sdk.example.test/js/v2"
        payer={null}
        onPay={vi.fn()}
        isPaying={false}
      />,
    );
    document.head
      .querySelector('script[src="https://sdk.example.test/js/v2"]')!
      .dispatchEvent(new Event('error'));
    expect(await screen.findByText('Pagamento com cartão indisponível agora')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderForm();
    await waitFor(() => expect(calls.publicKeys).toHaveLength(1));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

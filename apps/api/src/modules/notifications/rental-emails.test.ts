import { buildBoletoBarcode, digitableLineFromBarcode, sandboxFreeField } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { contractSignedEmail, holdExpiringEmail, rentalApprovedEmail } from './booking-emails.ts';
import {
  type CancellationDetails,
  type CancellationMoney,
  rentalCancelledEmail,
} from './cancellation-emails.ts';
import { paymentConfirmedEmail, paymentCreatedEmail, paymentRefundedEmail } from './payment-emails.ts';
import {
  type ChargeDetails,
  REFUND_BUSINESS_DAYS,
  type Recipient,
  type StaySummary,
} from './rental-emails.ts';

/** The door code of the stay of 10/03/2026 to 15/03/2026, with its window (check-in to check-out). */
const ACCESS = {
  code: '482913',
  validFrom: '2026-03-10T17:00:00.000Z',
  validUntil: '2026-03-15T15:00:00.000Z',
};

const RENTAL_ID = '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const PAYMENT_PAGE = `https://estadia.com.br/locacao/pagamento/${RENTAL_ID}`;
const MY_RENTALS = 'https://estadia.com.br/minhas-locacoes';
// With its trailing slash, as someone may well configure it.
const publicUrl = 'https://estadia.com.br/';

const customer: Recipient = { email: 'ana@exemplo.com', name: 'Ana Maria Souza' };
const stay: StaySummary = {
  rentalId: RENTAL_ID,
  projectName: 'Estadia Santa Mônica',
  projectAddress: 'Av. Segismundo Pereira, 1450 – Santa Mônica, Uberlândia/MG',
  modalityName: '1 quarto',
  apartment: { block: 'B', floor: 3, number: '304' },
  startDate: '2026-03-10',
  endDate: '2026-03-15',
  totalCents: 123_456,
  carSpots: { common: 0, covered: 1 },
};
const base = { customer, stay, publicUrl };

/** 15:30 UTC is 12:30 in Brasília (UTC−3, no daylight saving since 2019). */
const APPROVED_AT = new Date('2026-03-01T15:30:00Z');
const PAY_BY = new Date('2026-03-03T15:30:00Z');

function line(dueDate: string, ourNumber: number): string {
  const barcode = buildBoletoBarcode({
    bankCode: '001',
    dueDate,
    amountCents: 41_152,
    freeField: sandboxFreeField(ourNumber),
  });
  return digitableLineFromBarcode(barcode);
}

function charge(overrides: Partial<ChargeDetails> = {}): ChargeDetails & { paid_at: Date | null } {
  return {
    payment_type: 'PIX',
    amount_cents: 123_456,
    installment: 1,
    installment_count: 1,
    due_date: '2026-03-01',
    expires_at: null,
    pix_payload: null,
    bank_slip_digitable_line: null,
    card_brand: null,
    card_last4: null,
    card_installments: null,
    card_total_cents: null,
    paid_at: null,
    ...overrides,
  };
}

const PIX_PAYLOAD =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406' +
  '1234.565802BR5916Estadia Locacoes6010Uberlandia62290525abcdefghijklmnopqrstuvwxy6304A1B2';

const pix = charge({ expires_at: new Date('2026-03-01T16:00:00Z'), pix_payload: PIX_PAYLOAD });
const boletoCharge = charge({
  payment_type: 'BANK_SLIP',
  due_date: '2026-03-02',
  bank_slip_digitable_line: line('2026-03-02', 42),
});
const monthly = [1, 2, 3].map((installment) =>
  charge({
    payment_type: 'BANK_SLIP_MONTHLY',
    amount_cents: 41_152,
    installment,
    installment_count: 3,
    due_date: ['2026-03-02', '2026-04-10', '2026-05-10'][installment - 1],
    bank_slip_digitable_line: line(['2026-03-02', '2026-04-10', '2026-05-10'][installment - 1]!, installment),
  }),
);
const card = charge({
  payment_type: 'CREDIT_CARD',
  amount_cents: 120_000,
  card_brand: 'VISA',
  card_last4: '1234',
  card_installments: 3,
  card_total_cents: 120_000,
});

const noMoney: CancellationMoney = {
  refundCents: 0,
  refundMethods: [],
  keptCents: 0,
  alreadyRefundedCents: 0,
  openCharges: false,
};
const byCustomer: CancellationDetails = {
  by: 'CUSTOMER',
  reason: 'MISTOOK_RESERVATION',
  details: null,
  holdExpiredAt: null,
};

/** One message of every kind and variant, for the checks that hold for all of them. */
function everyMessage(input: { customer: Recipient; stay: StaySummary; publicUrl: string }): MailMessage[] {
  const refund: CancellationMoney = { ...noMoney, refundCents: 50_000, refundMethods: ['PIX'] };
  return [
    rentalApprovedEmail({ ...input, payBy: PAY_BY }),
    contractSignedEmail({ ...input, contractSha256: 'ab'.repeat(32), payBy: PAY_BY }),
    contractSignedEmail({ ...input, contractSha256: 'ab'.repeat(32), payBy: null }),
    paymentCreatedEmail({ ...input, payments: [pix] }),
    paymentCreatedEmail({ ...input, payments: [charge()] }),
    paymentCreatedEmail({ ...input, payments: [boletoCharge] }),
    paymentCreatedEmail({ ...input, payments: monthly }),
    paymentCreatedEmail({ ...input, payments: [card] }),
    paymentCreatedEmail({ ...input, payments: [charge({ payment_type: 'CREDIT_CARD' })] }),
    paymentConfirmedEmail({ ...input, access: ACCESS, payment: pix }),
    paymentConfirmedEmail({ ...input, access: null, payment: monthly[0]! }),
    holdExpiringEmail({ ...input, expiresAt: PAY_BY, step: 'SIGN' }),
    holdExpiringEmail({ ...input, expiresAt: PAY_BY, step: 'PAY' }),
    rentalCancelledEmail({ ...input, cancellation: byCustomer, money: noMoney }),
    rentalCancelledEmail({
      ...input,
      cancellation: { ...byCustomer, reason: 'OTHER', details: 'Mudei de planos <b>hoje</b>' },
      money: refund,
    }),
    rentalCancelledEmail({
      ...input,
      cancellation: { by: 'PROVIDER', reason: 'OTHER', details: 'Documentos ilegíveis', holdExpiredAt: null },
      money: { ...noMoney, openCharges: true },
    }),
    rentalCancelledEmail({
      ...input,
      cancellation: { by: 'HOLD_EXPIRED', reason: 'OTHER', details: null, holdExpiredAt: PAY_BY },
      money: { ...noMoney, keptCents: 10_000 },
    }),
    rentalCancelledEmail({
      ...input,
      cancellation: { by: 'HOLD_EXPIRED', reason: null, details: null, holdExpiredAt: null },
      money: { ...noMoney, alreadyRefundedCents: 10_000 },
    }),
    paymentRefundedEmail({ ...input, payment: { ...pix, paid_at: APPROVED_AT }, cause: 'RENTAL_CANCELLED' }),
    paymentRefundedEmail({ ...input, payment: boletoCharge, cause: 'ALREADY_PAID' }),
    paymentRefundedEmail({ ...input, payment: card, cause: 'NOT_OWED' }),
  ];
}

describe('rental e-mails: what every message has in common', () => {
  const messages = everyMessage(base);

  it('never prints undefined, null, NaN or an invalid date, in the subject, text or HTML', () => {
    for (const message of messages) {
      for (const part of [message.subject, message.text, message.html ?? '']) {
        expect(part).not.toMatch(/undefined|null|NaN|Invalid|\[object/);
      }
    }
  });

  it('goes to the customer, greets them by first name and signs off, in text and HTML alike', () => {
    for (const message of messages) {
      expect(message.to).toBe('ana@exemplo.com');
      expect(message.subject).not.toContain('\n');
      expect(message.text).toContain('Olá, Ana!');
      expect(message.text).toContain('Equipe Estadia');
      expect(message.html).toContain('Olá, Ana!');
      expect(message.html).toContain('Equipe Estadia');
    }
  });

  it('has an accessible HTML version: one heading, one primary button, no external images, fonts or styles', () => {
    for (const message of messages) {
      const html = message.html ?? '';
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('<html lang="pt-BR">');
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html.match(/class="button"/g)).toHaveLength(1);
      expect(html).not.toMatch(/<img|<link|@import|url\(|<script/i);
      for (const [, href] of html.matchAll(/href="([^"]*)"/g))
        expect(href).toMatch(/^https:\/\/estadia\.com\.br\//);
      // The button's link is in the text too: a reader without HTML can follow it.
      const button = /class="button" href="([^"]*)"/.exec(html)?.[1];
      expect(message.text).toContain(button?.replace(/&amp;/g, '&'));
    }
  });

  it('escapes in the HTML whatever people typed or the catalogue holds', () => {
    const evil = '<script>alert("x")</script>';
    const messages = everyMessage({
      publicUrl,
      customer: { email: 'ana@exemplo.com', name: `${evil} Souza` },
      stay: { ...stay, projectName: `Projeto ${evil}`, apartment: { ...stay.apartment, block: '<i>B</i>' } },
    });
    for (const message of messages) {
      expect(message.html).not.toContain('<script>');
      expect(message.html).not.toContain('<i>B</i>');
      expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      // The text version is plain text: it shows the name as typed.
      expect(message.text).toContain(`Olá, ${evil}!`);
    }
    const cancelled = rentalCancelledEmail({
      ...base,
      cancellation: { ...byCustomer, reason: 'OTHER', details: '<img src=x onerror=alert(1)>' },
      money: noMoney,
    });
    expect(cancelled.html).not.toContain('<img');
    expect(cancelled.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('rentalApprovedEmail', () => {
  const mail = rentalApprovedEmail({ ...base, payBy: PAY_BY });

  it('says the request was approved and describes the stay', () => {
    expect(mail.subject).toBe('Sua reserva foi aprovada: assine o contrato');
    expect(mail.text).toContain('Empreendimento: Estadia Santa Mônica');
    expect(mail.text).toContain('Modalidade: 1 quarto');
    expect(mail.text).toContain('Apartamento: Bloco B · 3º andar · Apto 304');
    expect(mail.text).toContain('Período: 10/03/2026 a 15/03/2026 (5 noites)');
    expect(mail.text).toContain('check-in a partir das 14:00 e check-out até as 12:00');
    expect(mail.text).toContain('Garagem: 1 vaga coberta');
    expect(mail.text).toContain('Valor total: R$ 1.234,56');
    expect(mail.html).toContain('R$ 1.234,56');
  });

  it('gives the payment deadline in Brasília time and the link to sign', () => {
    expect(mail.text).toContain('até 03/03/2026 às 12:30 (horário de Brasília)');
    expect(mail.text).toContain(`Assinar contrato:\n${PAYMENT_PAGE}`);
    expect(mail.html).toContain(`href="${PAYMENT_PAGE}"`);
    expect(mail.html).toContain('>Assinar contrato</a>');
  });

  it('shows a deadline after midnight UTC on the Brasília calendar day', () => {
    const late = rentalApprovedEmail({ ...base, payBy: new Date('2026-03-04T02:30:00Z') });
    expect(late.text).toContain('até 03/03/2026 às 23:30');
  });
});

describe('contractSignedEmail', () => {
  it('links to the payment and to the signed copy, and records the contract hash', () => {
    const hash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const mail = contractSignedEmail({ ...base, contractSha256: hash, payBy: PAY_BY });
    expect(mail.subject).toBe('Contrato assinado: falta só o pagamento');
    expect(mail.text).toContain(`Fazer pagamento:\n${PAYMENT_PAGE}`);
    expect(mail.text).toContain(`Minhas locações (${MY_RENTALS})`);
    expect(mail.text).toContain(`SHA-256):\n${hash}`);
    expect(mail.text).toContain('até 03/03/2026 às 12:30');
    expect(mail.html).toContain(hash);
    expect(mail.html).toContain(`href="${MY_RENTALS}"`);
  });
});

describe('paymentCreatedEmail', () => {
  it('Pix: the whole copia-e-cola code, the amount and until when it is valid', () => {
    const mail = paymentCreatedEmail({ ...base, payments: [pix] });
    expect(mail.subject).toBe('Seu Pix para pagar a reserva');
    expect(mail.text).toContain(`Pix copia e cola:\n${PIX_PAYLOAD}`);
    expect(mail.html).toContain(PIX_PAYLOAD);
    expect(mail.text).toContain('Valor: R$ 1.234,56');
    expect(mail.text).toContain('Válido até: 01/03/2026 às 13:00 (horário de Brasília)');
    expect(mail.text).toContain(PAYMENT_PAGE);
  });

  it('boleto à vista: the formatted line, the amount, the due date and the page with the PDF', () => {
    const mail = paymentCreatedEmail({ ...base, payments: [boletoCharge] });
    expect(mail.subject).toBe('Seu boleto para pagar a reserva');
    const formatted = /Linha digitável:\n(.+)/.exec(mail.text)?.[1];
    expect(formatted).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(formatted?.replace(/\D/g, '')).toBe(boletoCharge.bank_slip_digitable_line);
    expect(mail.html).toContain(formatted);
    expect(mail.text).toContain('Valor: R$ 1.234,56');
    expect(mail.text).toContain('Vencimento: 02/03/2026');
    expect(mail.text).toContain(`Ver boleto em PDF:\n${PAYMENT_PAGE}`);
  });

  it('boleto mensal: the first line and due date, and the schedule of every boleto', () => {
    // Given out of order: the schedule is by installment.
    const mail = paymentCreatedEmail({ ...base, payments: [monthly[2]!, monthly[0]!, monthly[1]!] });
    expect(mail.subject).toBe('Seus boletos mensais da reserva');
    expect(mail.text).toContain('será paga em 3 boletos mensais');
    // Later months are only scheduled: the e-mail must not promise their codes yet.
    expect(mail.text).toContain('emitido e enviado por e-mail alguns dias antes do seu vencimento');
    expect(mail.text).not.toContain('Todos os boletos');
    expect(mail.text).toContain('Vencimento: 02/03/2026');
    const formatted = /Linha digitável:\n(.+)/.exec(mail.text)?.[1];
    expect(formatted?.replace(/\D/g, '')).toBe(monthly[0]!.bank_slip_digitable_line);
    const schedule = [
      '• 1/3 — R$ 411,52 — vence em 02/03/2026',
      '• 2/3 — R$ 411,52 — vence em 10/04/2026',
      '• 3/3 — R$ 411,52 — vence em 10/05/2026',
    ];
    expect(mail.text).toContain(schedule.join('\n'));
    expect(mail.html).toContain('1/3 — R$ 411,52 — vence em 02/03/2026');
  });

  it('card: brand, last digits and installments, while the payment is being confirmed', () => {
    const mail = paymentCreatedEmail({ ...base, payments: [card] });
    expect(mail.subject).toBe('Estamos confirmando o pagamento no cartão');
    expect(mail.text).toContain('Estamos confirmando o pagamento');
    expect(mail.text).toContain('Cartão: Visa final 1234');
    expect(mail.text).toContain('Pagamento: 3x de R$ 400,00 sem juros');
    const withInterest = paymentCreatedEmail({
      ...base,
      payments: [{ ...card, card_installments: 12, card_total_cents: 136_080 }],
    });
    expect(withInterest.text).toContain('Pagamento: 12x de R$ 113,40 (total R$ 1.360,80)');
    const once = paymentCreatedEmail({ ...base, payments: [{ ...card, card_installments: 1 }] });
    expect(once.text).toContain('Pagamento: à vista, R$ 1.200,00');
  });

  it('needs at least one payment', () => {
    expect(() => paymentCreatedEmail({ ...base, payments: [] })).toThrow();
  });
});

describe('paymentConfirmedEmail', () => {
  const mail = paymentConfirmedEmail({ ...base, access: ACCESS, payment: pix });

  it('gives the access code and confirms the payment', () => {
    expect(mail.subject).toBe('Pagamento aprovado: seu código de acesso');
    expect(mail.text).toContain('Seu código de acesso:\n482913');
    expect(mail.text).toContain(
      'Válido de 10/03/2026 às 14:00 até 15/03/2026 às 12:00 (horário de Brasília)',
    );
    expect(mail.html).toContain('482913');
    expect(mail.text).toContain('Recebemos o pagamento de R$ 1.234,56');
  });

  it('explains the check-in and check-out and links the internal rules and Minhas locações', () => {
    expect(mail.text).toContain(
      'Check-in a partir das 14:00 do dia 10/03/2026, no endereço do empreendimento Estadia Santa Mônica: Av. Segismundo Pereira, 1450 – Santa Mônica, Uberlândia/MG.',
    );
    expect(mail.text).toContain('fechadura eletrônica da portaria e na do apartamento');
    expect(mail.text).toContain('Check-out até as 12:00 do dia 15/03/2026.');
    expect(mail.text).toContain('https://estadia.com.br/regulamento-interno');
    expect(mail.text).toContain('Adicionar ao calendário');
    expect(mail.text).toContain(`Ver minhas locações:\n${MY_RENTALS}`);
  });

  it('names the boleto of a monthly plan that was paid', () => {
    const monthlyPaid = paymentConfirmedEmail({ ...base, access: ACCESS, payment: monthly[0]! });
    expect(monthlyPaid.text).toContain('Recebemos o pagamento de R$ 411,52 (boleto 1 de 3)');
  });
});

describe('holdExpiringEmail', () => {
  it('says when the hold lapses and what is left to do', () => {
    const sign = holdExpiringEmail({ ...base, expiresAt: PAY_BY, step: 'SIGN' });
    expect(sign.subject).toBe('Sua reserva expira em 03/03/2026 às 12:30');
    expect(sign.text).toContain('até 03/03/2026 às 12:30 (horário de Brasília)');
    expect(sign.text).toContain('assine o contrato e faça o pagamento');
    expect(sign.text).toContain(`Assinar contrato:\n${PAYMENT_PAGE}`);
    const pay = holdExpiringEmail({ ...base, expiresAt: PAY_BY, step: 'PAY' });
    expect(pay.text).toContain(`Fazer pagamento:\n${PAYMENT_PAGE}`);
    expect(pay.text).not.toContain('assine o contrato');
  });
});

describe('rentalCancelledEmail', () => {
  it('by the customer, with nothing paid: the reason and "Nenhum valor foi cobrado"', () => {
    const mail = rentalCancelledEmail({ ...base, cancellation: byCustomer, money: noMoney });
    expect(mail.subject).toBe('Sua reserva foi cancelada');
    expect(mail.text).toContain('Motivo: Fiz a reserva por engano');
    expect(mail.text).toContain('Nenhum valor foi cobrado.');
    expect(mail.text).toContain(MY_RENTALS);
  });

  it('"Outro" shows what the customer wrote', () => {
    const mail = rentalCancelledEmail({
      ...base,
      cancellation: { ...byCustomer, reason: 'OTHER', details: 'Mudei de planos' },
      money: noMoney,
    });
    expect(mail.text).toContain('Motivo: Mudei de planos');
  });

  it('refunds by Pix to the same account, by card on the invoice, within the business days promised', () => {
    const byPix = rentalCancelledEmail({
      ...base,
      cancellation: byCustomer,
      money: { ...noMoney, refundCents: 123_456, refundMethods: ['PIX'] },
    });
    expect(byPix.text).toContain(
      `Vamos devolver R$ 1.234,56 pelo mesmo meio de pagamento em até ${REFUND_BUSINESS_DAYS} dias úteis.`,
    );
    expect(byPix.text).toContain('mesma conta de origem');
    expect(byPix.text).not.toContain('Nenhum valor foi cobrado');
    expect(byPix.text).toContain('https://estadia.com.br/politica-cancelamento');
    const byCard = rentalCancelledEmail({
      ...base,
      cancellation: byCustomer,
      money: { ...noMoney, refundCents: 120_000, refundMethods: ['CREDIT_CARD'] },
    });
    expect(byCard.text).toContain('Vamos devolver R$ 1.200,00 pelo mesmo meio de pagamento');
    expect(byCard.text).toContain('estorno é lançado no cartão usado');
    expect(byCard.text).toContain('próximas faturas');
  });

  it('a boleto is refunded by transfer to an account our team asks for', () => {
    const mail = rentalCancelledEmail({
      ...base,
      cancellation: byCustomer,
      money: { ...noMoney, refundCents: 41_152, refundMethods: ['BANK_SLIP'] },
    });
    expect(mail.text).toContain(`Vamos devolver R$ 411,52 em até ${REFUND_BUSINESS_DAYS} dias úteis.`);
    expect(mail.text).not.toContain('pelo mesmo meio de pagamento');
    expect(mail.text).toContain('conta bancária de mesma titularidade do cadastro');
  });

  it('rejected by the provider: their words, and an invitation to choose other dates', () => {
    const mail = rentalCancelledEmail({
      ...base,
      cancellation: { by: 'PROVIDER', reason: 'OTHER', details: 'Documentos ilegíveis', holdExpiredAt: null },
      money: noMoney,
    });
    expect(mail.subject).toBe('Sua solicitação de reserva não foi aprovada');
    expect(mail.text).toContain('Motivo: Documentos ilegíveis');
    expect(mail.text).not.toContain('Outro');
    expect(mail.text).toContain('https://estadia.com.br/projetos');
  });

  it('rejected by the provider without words of its own: the reason chosen, so the customer always knows why', () => {
    const mail = rentalCancelledEmail({
      ...base,
      cancellation: {
        by: 'PROVIDER',
        reason: 'APPROVAL_WAIT_TIME_TOO_LONG',
        details: null,
        holdExpiredAt: null,
      },
      money: noMoney,
    });
    expect(mail.text).toContain('Motivo: Demora na resposta de aprovação');
  });

  it('expired: when the deadline passed, nothing charged, and not to pay a code still open', () => {
    const mail = rentalCancelledEmail({
      ...base,
      cancellation: {
        by: 'HOLD_EXPIRED',
        reason: 'OTHER',
        details: 'Prazo de pagamento expirado',
        holdExpiredAt: PAY_BY,
      },
      money: { ...noMoney, openCharges: true },
    });
    expect(mail.subject).toBe('Reserva cancelada: o prazo de pagamento terminou');
    expect(mail.text).toContain('terminou em 03/03/2026 às 12:30 (horário de Brasília)');
    expect(mail.text).toContain('Nenhum valor foi cobrado.');
    expect(mail.text).toContain('não faça mais o pagamento');
  });
});

describe('paymentRefundedEmail', () => {
  it('gives back in full a payment for a charge no longer owed, and says why', () => {
    const cancelled = paymentRefundedEmail({
      ...base,
      payment: { ...pix, paid_at: APPROVED_AT },
      cause: 'RENTAL_CANCELLED',
    });
    expect(cancelled.subject).toBe('Vamos devolver o seu pagamento de R$ 1.234,56');
    expect(cancelled.text).toContain('Recebemos um pagamento de R$ 1.234,56 por Pix em 01/03/2026 às 12:30');
    expect(cancelled.text).toContain('a reserva já tinha sido cancelada');
    expect(cancelled.text).toContain(
      'vamos devolver o valor integral (R$ 1.234,56) pelo mesmo meio de pagamento',
    );
    expect(cancelled.text).toContain('mesma conta de origem');
    const paidTwice = paymentRefundedEmail({ ...base, payment: boletoCharge, cause: 'ALREADY_PAID' });
    expect(paidTwice.text).toContain('a reserva já tinha sido paga de outra forma');
    expect(paidTwice.text).toContain('a reserva continua paga e confirmada');
    expect(paidTwice.text).toContain('conta bancária de mesma titularidade');
  });
});

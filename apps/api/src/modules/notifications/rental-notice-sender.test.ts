import { randomUUID } from 'node:crypto';
import { buildBoletoBarcode, digitableLineFromBarcode, sandboxFreeField } from '@estadia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { toJson } from '../../db/json.ts';
import type { ApartmentRow, NewPayment, NewRental, PaymentRow, RentalRow } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { CatalogService } from '../catalog/service.ts';
import { insertDoorGrant } from '../door-access/door-access-test-support.ts';
import { HOLD_EXPIRED_DETAILS } from '../rentals/hold-expiry.ts';
import type { RentalNotice } from '../rentals/rental-notices.ts';
import { RentalNoticeSender } from './rental-notice-sender.ts';

const PUBLIC_URL = 'https://estadia.example.com.br';
const HOLD_HOURS = 48;
/** 13:00 UTC is 10:00 in Brasília; 48 hours later the hold lapses on 03/02/2027 at 10:00. */
const APPROVED_AT = new Date('2027-02-01T13:00:00Z');

let database: TestDatabase;
let catalog: CatalogService;
let apartments: ApartmentRow[];
let nextApartment = 0;
let userId: string;
let sent: MailMessage[];
let keys: (string | undefined)[];
let sender: RentalNoticeSender;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  catalog = await CatalogService.load(database.db);
  apartments = await database.db.selectFrom('apartments').selectAll().orderBy('id').execute();
  ({ id: userId } = await database.db
    .insertInto('users')
    .values({ email: 'marina.costa@example.com', password_hash: 'x', name: 'Marina Costa Lima' })
    .returning('id')
    .executeTakeFirstOrThrow());
  const mailer: Mailer = {
    send: async (message, _executor, options) => {
      sent.push(message);
      keys.push(options?.key);
    },
  };
  sender = new RentalNoticeSender({
    db: database.db,
    mailer,
    catalog,
    publicUrl: PUBLIC_URL,
    holdHours: HOLD_HOURS,
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  sent = [];
  keys = [];
});

/** A rental written straight to the database, each on an apartment of its own. */
async function insertRental(changes: Partial<NewRental> = {}): Promise<RentalRow> {
  const apartment = apartments[nextApartment++]!;
  return database.db
    .insertInto('rentals')
    .values({
      user_id: userId,
      apartment_id: apartment.id,
      modality_id: apartment.modality_id,
      project_id: apartment.project_id,
      start_date: '2027-03-10',
      end_date: '2027-03-15',
      status: 'WAITING_FOR_SIGNATURE',
      rental_value_cents: 250_000,
      approved_at: APPROVED_AT,
      ...changes,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The charges of one payment request of the rental. */
async function insertPayments(rental: RentalRow, charges: Partial<NewPayment>[]): Promise<PaymentRow[]> {
  const request = await database.db
    .insertInto('payment_requests')
    .values({
      user_id: userId,
      rental_id: rental.id,
      idempotency_key: randomUUID(),
      request_sha256: 'a'.repeat(64),
      created_at: APPROVED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return database.db
    .insertInto('payments')
    .values(
      charges.map((charge) => ({
        rental_id: rental.id,
        user_id: userId,
        request_id: request.id,
        payment_type: 'PIX' as const,
        amount_cents: rental.rental_value_cents,
        due_date: '2027-02-01',
        provider: 'sandbox',
        created_at: APPROVED_AT,
        ...charge,
      })),
    )
    .returningAll()
    .execute();
}

/** The contract signature the signed-contract e-mail reads its hash from. */
async function insertSignature(rental: RentalRow, contractSha256: string): Promise<void> {
  await database.db
    .insertInto('contract_signatures')
    .values({
      rental_id: rental.id,
      user_id: userId,
      signer_name: 'Marina Costa',
      email: 'marina.costa@example.com',
      signed_at: APPROVED_AT,
      ip: '203.0.113.7',
      user_agent: null,
      contract_sha256: contractSha256,
      signed_pdf: new Uint8Array([37, 80, 68, 70]),
      signed_pdf_sha256: 'e'.repeat(64),
    })
    .execute();
}

function paymentCreated(payments: PaymentRow[]): RentalNotice {
  const first = payments[0]!;
  return { event: 'PAYMENT_CREATED', rentalId: first.rental_id, requestId: first.request_id };
}

function paymentRefunded(payment: PaymentRow): RentalNotice {
  return {
    event: 'PAYMENT_REFUNDED',
    rentalId: payment.rental_id,
    paymentId: payment.id,
    refundId: randomUUID(),
  };
}

function digitableLine(dueDate: string, amountCents: number, ourNumber: number): string {
  const barcode = buildBoletoBarcode({
    bankCode: '001',
    dueDate,
    amountCents,
    freeField: sandboxFreeField(ourNumber),
  });
  return digitableLineFromBarcode(barcode);
}

function describeStay(rental: RentalRow) {
  const project = catalog.findProject(rental.project_id)!;
  const modality = catalog.findModality(rental.modality_id)!;
  const apartment = catalog.findApartment(rental.apartment_id)!;
  return { project, modality, apartment };
}

function onlyMessage(): MailMessage {
  expect(sent).toHaveLength(1);
  const message = sent[0]!;
  expect(message.to).toBe('marina.costa@example.com');
  expect(message.text).toContain('Olá, Marina!');
  expect(message.html).toContain('Olá, Marina!');
  for (const part of [message.subject, message.text, message.html ?? '']) {
    expect(part).not.toMatch(/undefined|null|NaN|Invalid/);
  }
  return message;
}

describe('RentalNoticeSender', () => {
  it('rentalApproved: the stay from the catalogue, the deadline from approval + HOLD_HOURS, the link to sign', async () => {
    const rental = await insertRental({ common_car_spots: 1 });
    await sender.send({ event: 'APPROVED', rentalId: rental.id });
    const mail = onlyMessage();
    const { project, modality, apartment } = describeStay(rental);
    expect(mail.subject).toBe('Sua reserva foi aprovada: assine o contrato');
    expect(mail.text).toContain(`Empreendimento: ${project.name}`);
    expect(mail.text).toContain(`Modalidade: ${modality.name}`);
    expect(mail.text).toContain(`Bloco ${apartment.block} · `);
    expect(mail.text).toContain(`Apto ${apartment.number}`);
    expect(mail.text).toContain('Período: 10/03/2027 a 15/03/2027 (5 noites)');
    expect(mail.text).toContain('Garagem: 1 vaga comum');
    expect(mail.text).toContain('Valor total: R$ 2.500,00');
    expect(mail.text).toContain('até 03/02/2027 às 10:00 (horário de Brasília)');
    expect(mail.text).toContain(`${PUBLIC_URL}/locacao/pagamento/${rental.id}`);
  });

  it('contractSigned: the payment link, Minhas locações and the contract hash', async () => {
    const rental = await insertRental({ status: 'WAITING_FOR_PAYMENT', signed_at: APPROVED_AT });
    const hash = 'c'.repeat(64);
    await insertSignature(rental, hash);
    await sender.send({ event: 'CONTRACT_SIGNED', rentalId: rental.id });
    const mail = onlyMessage();
    expect(mail.subject).toBe('Contrato assinado: falta só o pagamento');
    expect(mail.text).toContain(hash);
    expect(mail.text).toContain(`${PUBLIC_URL}/minhas-locacoes`);
    expect(mail.text).toContain(`${PUBLIC_URL}/locacao/pagamento/${rental.id}`);
    expect(mail.text).toContain('Faça o pagamento até 03/02/2027 às 10:00');
  });

  it('paymentCreated (Pix): the code in full, the amount and its expiry', async () => {
    const rental = await insertRental({ status: 'WAITING_FOR_PAYMENT', payment_type: 'PIX' });
    const payload = `00020126360014br.gov.bcb.pix0114+5534999990000520400005303986540${'7'.repeat(20)}6304ABCD`;
    const payments = await insertPayments(rental, [
      { pix_payload: payload, expires_at: new Date('2027-02-01T14:00:00Z') },
    ]);
    await sender.send(paymentCreated(payments));
    const mail = onlyMessage();
    expect(mail.subject).toBe('Seu Pix para pagar a reserva');
    expect(mail.text).toContain(`Pix copia e cola:\n${payload}`);
    expect(mail.text).toContain('Valor: R$ 2.500,00');
    expect(mail.text).toContain('Válido até: 01/02/2027 às 11:00');
  });

  it('paymentCreated (monthly boleto): the schedule of every boleto of the request, from the database', async () => {
    const rental = await insertRental({
      status: 'WAITING_FOR_PAYMENT',
      payment_type: 'BANK_SLIP_MONTHLY',
      start_date: '2027-03-10',
      end_date: '2027-06-08',
      rental_value_cents: 900_000,
    });
    const dueDates = ['2027-02-02', '2027-04-09', '2027-05-09'];
    const payments = await insertPayments(
      rental,
      dueDates.map((dueDate, index) => ({
        payment_type: 'BANK_SLIP_MONTHLY' as const,
        amount_cents: 300_000,
        installment: index + 1,
        installment_count: 3,
        due_date: dueDate,
        ...(index === 0
          ? { bank_slip_digitable_line: digitableLine(dueDate, 300_000, 7000) }
          : { status: 'SCHEDULED' as const }),
      })),
    );
    // Only the first month has its code (the others are SCHEDULED): the e-mail lists the whole plan.
    await sender.send(paymentCreated(payments));
    const mail = onlyMessage();
    expect(mail.subject).toBe('Seus boletos mensais da reserva');
    expect(mail.text).toContain('• 1/3 — R$ 3.000,00 — vence em 02/02/2027');
    expect(mail.text).toContain('• 2/3 — R$ 3.000,00 — vence em 09/04/2027');
    expect(mail.text).toContain('• 3/3 — R$ 3.000,00 — vence em 09/05/2027');
    const first = /Linha digitável:\n(.+)/.exec(mail.text)?.[1];
    expect(first?.replace(/\D/g, '')).toBe(
      payments.find((payment) => payment.installment === 1)?.bank_slip_digitable_line,
    );
  });

  it('paymentCreated (card): brand, last digits and installments', async () => {
    const rental = await insertRental({ status: 'WAITING_FOR_PAYMENT', payment_type: 'CREDIT_CARD' });
    const payments = await insertPayments(rental, [
      {
        payment_type: 'CREDIT_CARD',
        card_brand: 'MASTERCARD',
        card_last4: '4444',
        card_installments: 2,
        card_total_cents: 250_000,
      },
    ]);
    await sender.send(paymentCreated(payments));
    const mail = onlyMessage();
    expect(mail.text).toContain('Cartão: Mastercard final 4444');
    expect(mail.text).toContain('Pagamento: 2x de R$ 1.250,00 sem juros');
    expect(mail.text).toContain('Estamos confirmando o pagamento');
  });

  it('rentalPaid: the access code with its window and how to check in at the project address', async () => {
    const rental = await insertRental({ status: 'RENTED', paid_at: APPROVED_AT });
    await insertDoorGrant(database.db, rental.id, '093417');
    const [payment] = await insertPayments(rental, [
      { status: 'PAID', paid_at: APPROVED_AT, paid_via: 'SANDBOX' },
    ]);
    await sender.send({ event: 'PAYMENT_CONFIRMED', rentalId: rental.id, paymentId: payment!.id });
    const mail = onlyMessage();
    const { project } = describeStay(rental);
    expect(mail.subject).toBe('Pagamento aprovado: seu código de acesso');
    expect(mail.text).toContain('Seu código de acesso:\n093417');
    expect(mail.text).toContain(
      'Válido de 10/03/2027 às 14:00 até 15/03/2027 às 12:00 (horário de Brasília)',
    );
    expect(mail.html).toContain('093417');
    expect(mail.text).toContain(`no endereço do empreendimento ${project.name}: ${project.address}`);
    expect(mail.text).toContain('Check-in a partir das 14:00 do dia 10/03/2027');
    expect(mail.text).toContain('Check-out até as 12:00 do dia 15/03/2027');
    expect(mail.text).toContain(`${PUBLIC_URL}/regulamento-interno`);
  });

  it('paymentRefunded: says why the money goes back, by what the rental had become', async () => {
    const cancelled = await insertRental({
      status: 'CANCELLED',
      cancellation_reason: 'OTHER',
      cancellation_details: HOLD_EXPIRED_DETAILS,
      cancelled_at: new Date('2027-02-03T13:05:00Z'),
    });
    const [late] = await insertPayments(cancelled, [
      {
        payment_type: 'BANK_SLIP',
        status: 'REFUNDED',
        paid_at: new Date('2027-02-04T15:00:00Z'),
        refunded_at: new Date('2027-02-04T15:00:00Z'),
      },
    ]);
    await sender.send(paymentRefunded(late!));
    const mail = onlyMessage();
    expect(mail.subject).toBe('Vamos devolver o seu pagamento de R$ 2.500,00');
    expect(mail.text).toContain('por boleto em 04/02/2027 às 12:00');
    expect(mail.text).toContain('a reserva já tinha sido cancelada');
    expect(mail.text).toContain('conta bancária de mesma titularidade');

    sent = [];
    const paid = await insertRental({ status: 'RENTED', paid_at: APPROVED_AT });
    const [second] = await insertPayments(paid, [
      { status: 'REFUNDED', paid_at: APPROVED_AT, refunded_at: APPROVED_AT },
    ]);
    await sender.send(paymentRefunded(second!));
    expect(onlyMessage().text).toContain('a reserva já tinha sido paga de outra forma');
  });

  it('rentalCancelled by the customer: the reason, and the refund by the way it was paid', async () => {
    const rental = await insertRental({
      status: 'CANCELLED',
      payment_type: 'PIX',
      cancellation_reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE',
      cancelled_at: new Date('2027-02-02T12:00:00Z'),
      refunded_cents: 250_000,
    });
    await insertPayments(rental, [
      { status: 'REFUNDED', paid_at: APPROVED_AT, refunded_at: new Date('2027-02-02T12:00:00Z') },
    ]);
    await sender.send({ event: 'CANCELLED', rentalId: rental.id });
    const mail = onlyMessage();
    expect(mail.subject).toBe('Sua reserva foi cancelada');
    expect(mail.text).toContain('Motivo: Não preciso mais de uma acomodação');
    expect(mail.text).toContain('Vamos devolver R$ 2.500,00 pelo mesmo meio de pagamento em até');
    expect(mail.text).toContain('mesma conta de origem');
  });

  it('rentalCancelled with nothing paid: "Nenhum valor foi cobrado", and a boleto left open is not to be paid', async () => {
    const rental = await insertRental({
      status: 'CANCELLED',
      cancellation_reason: 'MISTOOK_RESERVATION',
      cancelled_at: new Date('2027-02-02T12:00:00Z'),
      refunded_cents: 0,
    });
    await insertPayments(rental, [{ payment_type: 'BANK_SLIP', status: 'EXPIRED', due_date: '2027-02-03' }]);
    await sender.send({ event: 'CANCELLED', rentalId: rental.id });
    const mail = onlyMessage();
    expect(mail.text).toContain('Nenhum valor foi cobrado.');
    expect(mail.text).toContain('não faça mais o pagamento');
  });

  it('rentalCancelled by the hold-expiry job is told as an expired deadline', async () => {
    const rental = await insertRental({
      status: 'CANCELLED',
      cancellation_reason: 'OTHER',
      cancellation_details: HOLD_EXPIRED_DETAILS,
      cancelled_at: new Date('2027-02-03T13:05:00Z'),
    });
    await sender.send({ event: 'CANCELLED', rentalId: rental.id });
    const mail = onlyMessage();
    expect(mail.subject).toBe('Reserva cancelada: o prazo de pagamento terminou');
    expect(mail.text).toContain('terminou em 03/02/2027 às 10:00 (horário de Brasília)');
    expect(mail.text).toContain('Nenhum valor foi cobrado.');

    // A boleto still clearing kept the nights for days after the deadline: that time is not given.
    sent = [];
    const cleared = await insertRental({
      status: 'CANCELLED',
      cancellation_reason: 'OTHER',
      cancellation_details: HOLD_EXPIRED_DETAILS,
      cancelled_at: new Date('2027-02-08T13:05:00Z'),
    });
    await insertPayments(cleared, [{ payment_type: 'BANK_SLIP', due_date: '2027-02-04' }]);
    await sender.send({ event: 'CANCELLED', rentalId: cleared.id });
    const late = onlyMessage();
    expect(late.text).not.toContain('03/02/2027 às 10:00');
    expect(late.text).toContain('terminou, e a pré-locação foi cancelada automaticamente');
    expect(late.text).toContain('não faça mais o pagamento');
  });

  it('rentalRejected: the provider’s reason, in its words', async () => {
    const rental = await insertRental({
      status: 'CANCELLED',
      approved_at: null,
      cancellation_reason: 'OTHER',
      cancellation_details: 'Não há disponibilidade de limpeza nessas datas',
      cancelled_at: new Date('2027-02-02T12:00:00Z'),
    });
    await sender.send({ event: 'REJECTED', rentalId: rental.id });
    const mail = onlyMessage();
    expect(mail.subject).toBe('Sua solicitação de reserva não foi aprovada');
    expect(mail.text).toContain('Motivo: Não há disponibilidade de limpeza nessas datas');
    expect(mail.text).toContain(`${PUBLIC_URL}/projetos`);
  });

  it('HOLD_EXPIRED: the cancellation told as an expired deadline', async () => {
    const rental = await insertRental({
      status: 'CANCELLED',
      cancellation_reason: 'OTHER',
      cancellation_details: HOLD_EXPIRED_DETAILS,
      cancelled_at: new Date('2027-02-03T13:05:00Z'),
    });
    await sender.send({ event: 'HOLD_EXPIRED', rentalId: rental.id });
    expect(onlyMessage().subject).toBe('Reserva cancelada: o prazo de pagamento terminou');
  });

  it('holdExpiring: what is left to do before the deadline; nothing once the rental has moved on', async () => {
    const unsigned = await insertRental({ status: 'WAITING_FOR_SIGNATURE' });
    await sender.send({ event: 'HOLD_EXPIRING', rentalId: unsigned.id });
    let mail = onlyMessage();
    expect(mail.subject).toBe('Sua reserva expira em 03/02/2027 às 10:00');
    expect(mail.text).toContain(`Assinar contrato:\n${PUBLIC_URL}/locacao/pagamento/${unsigned.id}`);

    sent = [];
    const unpaid = await insertRental({ status: 'WAITING_FOR_PAYMENT' });
    await sender.send({ event: 'HOLD_EXPIRING', rentalId: unpaid.id });
    mail = onlyMessage();
    expect(mail.text).toContain(`Fazer pagamento:\n${PUBLIC_URL}/locacao/pagamento/${unpaid.id}`);

    sent = [];
    await database.db.updateTable('rentals').set({ status: 'RENTED' }).where('id', '=', unpaid.id).execute();
    await sender.send({ event: 'HOLD_EXPIRING', rentalId: unpaid.id });
    expect(sent).toHaveLength(0);
  });

  it('sends nothing that is no longer wanted: a call to sign or pay on a rental cancelled meanwhile, codes replaced', async () => {
    const cancelled = await insertRental({ status: 'CANCELLED', cancelled_at: APPROVED_AT });
    await insertSignature(cancelled, 'd'.repeat(64));
    const [pix] = await insertPayments(cancelled, [{ status: 'EXPIRED' }]);
    await sender.send({ event: 'APPROVED', rentalId: cancelled.id });
    await sender.send({ event: 'CONTRACT_SIGNED', rentalId: cancelled.id });
    await sender.send(paymentCreated([pix!]));
    const unpaid = await insertRental({ status: 'WAITING_FOR_PAYMENT' });
    const [replaced] = await insertPayments(unpaid, [{ status: 'EXPIRED' }]);
    await sender.send(paymentCreated([replaced!]));
    expect(sent).toHaveLength(0);
  });

  it('boletoIssued: a later month with its line and due date; nothing once it is paid', async () => {
    const rental = await insertRental({
      status: 'RENTED',
      payment_type: 'BANK_SLIP_MONTHLY',
      paid_at: APPROVED_AT,
    });
    const [, month] = await insertPayments(rental, [
      {
        payment_type: 'BANK_SLIP_MONTHLY',
        status: 'PAID',
        paid_at: APPROVED_AT,
        installment: 1,
        installment_count: 2,
      },
      {
        payment_type: 'BANK_SLIP_MONTHLY',
        amount_cents: 125_000,
        installment: 2,
        installment_count: 2,
        due_date: '2027-04-09',
        bank_slip_digitable_line: digitableLine('2027-04-09', 125_000, 7100),
      },
    ]);
    await sender.send({ event: 'BOLETO_ISSUED', rentalId: rental.id, paymentId: month!.id });
    const mail = onlyMessage();
    expect(mail.subject).toBe('Seu boleto 2/2 da estadia vence em 09/04/2027');
    expect(mail.text).toContain('Valor: R$ 1.250,00');

    sent = [];
    await database.db
      .updateTable('payments')
      .set({ status: 'PAID', paid_at: APPROVED_AT })
      .where('id', '=', month!.id)
      .execute();
    await sender.send({ event: 'BOLETO_ISSUED', rentalId: rental.id, paymentId: month!.id });
    expect(sent).toHaveLength(0);
  });

  it('occupantsMissing: the guests page before check-in; nothing once somebody is registered', async () => {
    const rental = await insertRental({ status: 'RENTED', paid_at: APPROVED_AT });
    await sender.send({ event: 'OCCUPANTS_MISSING', rentalId: rental.id });
    const mail = onlyMessage();
    expect(mail.subject).toBe('Informe quem vai se hospedar até o check-in de 10/03/2027');
    expect(mail.text).toContain(`${PUBLIC_URL}/minhas-locacoes/${rental.id}#hospedes`);

    sent = [];
    await database.db
      .updateTable('rentals')
      .set({ occupants_ids: toJson([randomUUID()]) })
      .where('id', '=', rental.id)
      .execute();
    await sender.send({ event: 'OCCUPANTS_MISSING', rentalId: rental.id });
    expect(sent).toHaveLength(0);
  });

  it('hands each message to the mailer under the key of its notice (a job run again records no second one)', async () => {
    const rental = await insertRental({ status: 'RENTED', paid_at: APPROVED_AT });
    const [payment] = await insertPayments(rental, [{ status: 'PAID', paid_at: APPROVED_AT }]);
    await sender.send({ event: 'PAYMENT_CONFIRMED', rentalId: rental.id, paymentId: payment!.id });
    expect(keys).toEqual([`rental.notify:PAYMENT_CONFIRMED:${rental.id}:${payment!.id}`]);
  });

  it('fails, sending nothing, for a rental that does not exist', async () => {
    const rental = await insertRental({ status: 'RENTED' });
    const [payment] = await insertPayments(rental, [{ status: 'PAID', paid_at: APPROVED_AT }]);
    await expect(
      sender.send({ event: 'PAYMENT_CONFIRMED', rentalId: randomUUID(), paymentId: payment!.id }),
    ).rejects.toThrow(/not found/);
    expect(sent).toHaveLength(0);
  });
});

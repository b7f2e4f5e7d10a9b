import { createHash, randomUUID } from 'node:crypto';
import {
  addDays,
  type HousekeepingState,
  type InspectionKind,
  type PaymentType,
  type StaffRole,
} from '@estadia/domain';
import { signWebhookBody } from '../../modules/payments/webhook/webhook-signature.ts';
import { type DemoAccount, type DemoClient, DemoRequestError, roomPhoto } from './demo-client.ts';
import type { DemoCustomer } from './demo-people.ts';
import type { DemoMoment, DemoStep, DemoStory } from './demo-timeline.ts';

// One rental's story, written as what its people do and when: the customer drafts, submits, signs and
// pays; staff approve, check in, inspect and check out. Each call is a route of the product.

export interface DemoApartment {
  id: string;
  modalityId: string;
  projectId: string;
  maxOccupants: number;
}

/** The apartments of the demo: `lane` n of project p is always the same apartment. */
export type Lanes = (project: number, lane: number) => DemoApartment;

export interface DemoWorld {
  client: DemoClient;
  admin: DemoAccount;
  /** The staff member of a role (the administrator while the team is not there yet). */
  staff(role: StaffRole): DemoAccount;
  /**
   * The invited account accepts its invitation from the link e-mailed to it, with its password: from
   * now on it acts for its role.
   */
  joinStaff(member: DemoAccount & { role: StaffRole }): Promise<void>;
  today: string;
  /** The key the payment provider signs its webhook events with (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** A rental was created at this instant of the demo's clock. */
  drafted(rentalId: string, at: Date): void;
  /** Work that runs after an answer (a card's confirmation, e-mails), waited for. */
  settle(): Promise<void>;
}

interface Payment {
  id: string;
  status: string;
  paymentType: string;
  installment?: { number: number; count: number } | null;
}

const CARD = { number: '4111 1111 1111 1111', holderName: 'TITULAR DEMONSTRACAO', cvv: '123' };

/** Wall colours of the rooms an inspection photographs. */
const ROOM_COLOURS: [number, number, number][] = [
  [196, 170, 140],
  [150, 180, 200],
  [200, 200, 180],
  [170, 200, 160],
];

export interface RentalSpec {
  name: string;
  customer: DemoCustomer;
  apartment: DemoApartment;
  /** Check-in, in days from today. */
  start: number;
  nights: number;
  commonSpots?: number;
}

export class RentalScript {
  readonly steps: DemoStep[] = [];
  id = '';
  readonly #inspections = new Map<InspectionKind, string>();

  constructor(
    readonly world: DemoWorld,
    readonly spec: RentalSpec,
  ) {}

  story(): DemoStory {
    return { name: this.spec.name, steps: this.steps };
  }

  #step(at: DemoMoment, label: string, run: () => Promise<void>): this {
    this.steps.push({ at, label, run });
    return this;
  }

  #customer<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) {
    return this.world.client.call<T>(this.spec.customer, method, url, payload, headers);
  }

  /** A staff call by the member of `role`; refused for want of permission (403), the administrator's. */
  async #staff<T>(
    role: StaffRole,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ): Promise<T> {
    const { client, admin } = this.world;
    const member = this.world.staff(role);
    try {
      return await client.call<T>(member, method, url, payload);
    } catch (error) {
      if (member === admin || !(error instanceof DemoRequestError) || error.statusCode !== 403) throw error;
      return client.call<T>(admin, method, url, payload);
    }
  }

  #date(days: number): string {
    return addDays(this.world.today, days);
  }

  draft(at: DemoMoment): this {
    return this.#step(at, 'rascunho', async () => {
      const { apartment, start, nights, commonSpots = 0 } = this.spec;
      const rental = await this.#customer<{ id: string }>('POST', '/api/rentals', {
        apartmentId: apartment.id,
        modalityId: apartment.modalityId,
        interval: { start: this.#date(start), end: this.#date(start + nights) },
        carSpots: { common: commonSpots, covered: 0 },
      });
      this.id = rental.id;
      this.world.drafted(rental.id, this.world.client.clock.now());
    });
  }

  submit(at: DemoMoment): this {
    return this.#step(at, 'envio', () => this.#customer('POST', `/api/rentals/${this.id}/submit`));
  }

  approve(at: DemoMoment): this {
    return this.#step(at, 'aprovação', () =>
      this.#staff('BOOKINGS', 'POST', `/api/admin/rentals/${this.id}/approve`),
    );
  }

  reject(at: DemoMoment, details: string): this {
    return this.#step(at, 'recusa', () =>
      this.#staff('BOOKINGS', 'POST', `/api/admin/rentals/${this.id}/reject`, { reason: 'OTHER', details }),
    );
  }

  /** The contract as the customer downloads it, then the signature bound to those bytes. */
  sign(at: DemoMoment): this {
    return this.#step(at, 'assinatura', async () => {
      const pdf = await this.#customer<Buffer>('GET', `/api/rentals/${this.id}/contract`);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      await this.#customer('POST', `/api/rentals/${this.id}/contract/signature`, { accept: true, sha256 });
    });
  }

  /** Draft, submission, approval and signature on one day, an hour or so apart. */
  book(day: number): this {
    return this.draft({ day, time: '09:10' })
      .submit({ day, time: '09:25' })
      .approve({ day, time: '11:40' })
      .sign({ day, time: '13:05' });
  }

  /**
   * A payment request; unless `confirm` is false, the bank pays its first charge through the
   * sandbox's signed webhook (a card is confirmed by the simulated bank on its own).
   */
  pay(
    at: DemoMoment,
    paymentType: PaymentType,
    options: { confirm?: boolean; installments?: number } = {},
  ): this {
    return this.#step(at, `pagamento ${paymentType}`, async () => {
      const now = this.world.client.clock.now();
      const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
      const payment = await this.#customer<Payment>(
        'POST',
        `/api/rentals/${this.id}/payments`,
        {
          paymentType,
          ...(paymentType === 'CREDIT_CARD'
            ? { card: { ...CARD, expiry, installments: options.installments ?? 1 } }
            : {}),
        },
        { 'idempotency-key': randomUUID() },
      );
      await this.world.settle();
      if (options.confirm === false || paymentType === 'CREDIT_CARD') return;
      await this.#customer('POST', `/api/payments/${payment.id}/sandbox/confirm`);
      await this.world.settle();
    });
  }

  /** The customer pays month `installment` of a monthly boleto once it has been issued. */
  payMonth(at: DemoMoment, installment: number): this {
    return this.#step(at, `mês ${installment}`, async () => {
      const { items } = await this.#customer<{ items: Payment[] }>('GET', `/api/rentals/${this.id}/payments`);
      const month = items.find(
        (item) => item.installment?.number === installment && item.status === 'PENDING',
      );
      if (!month) throw new Error(`o boleto do mês ${installment} não está emitido`);
      await this.#customer('POST', `/api/payments/${month.id}/sandbox/confirm`);
      await this.world.settle();
    });
  }

  /**
   * The bank delivers money for the customer's replaced (EXPIRED) code too, through the signed webhook
   * as a provider would: the rental is already paid, so the product gives it back and lists the case
   * in the reconciliation.
   */
  lateBankPayment(at: DemoMoment): this {
    return this.#step(at, 'pagamento de código substituído', async () => {
      const { items } = await this.#customer<{ items: (Payment & { amountCents: number })[] }>(
        'GET',
        `/api/rentals/${this.id}/payments`,
      );
      const replaced = items.find((item) => item.status === 'EXPIRED');
      if (!replaced) throw new Error('nenhum código substituído');
      const now = this.world.client.clock.now().toISOString();
      const body = JSON.stringify({
        id: `sbx_evt_${randomUUID()}`,
        type: 'payment.paid',
        createdAt: now,
        data: { paymentId: replaced.id, amountCents: replaced.amountCents, paidAt: now },
      });
      const signature = signWebhookBody(body, this.world.webhookSecret);
      await this.world.client.call(null, 'POST', '/api/payments/webhook', body, {
        'content-type': 'application/json',
        'x-signature': signature,
      });
      await this.world.settle();
    });
  }

  /** Who stays: the customer and companions, as many as the modality takes. */
  occupants(at: DemoMoment): this {
    return this.#step(at, 'hóspedes', async () => {
      const { customer, apartment } = this.spec;
      const people = [
        {
          name: customer.name,
          birthdate: customer.birthdate,
          document: { type: 'CPF', number: customer.cpf },
          phone: customer.phone,
        },
        ...customer.companions,
      ].slice(0, Math.max(1, apartment.maxOccupants));
      await this.#customer('PUT', `/api/rentals/${this.id}/occupants`, { items: people });
    });
  }

  arrival(at: DemoMoment, expectedArrivalTime: string, plates: string[] = []): this {
    return this.#step(at, 'chegada', () =>
      this.#customer('PATCH', `/api/rentals/${this.id}/arrival`, {
        expectedArrivalTime,
        vehiclePlates: plates,
      }),
    );
  }

  checkIn(at: DemoMoment): this {
    return this.#step(at, 'check-in', () =>
      this.#staff('FRONT_DESK', 'POST', `/api/admin/rentals/${this.id}/check-in`),
    );
  }

  checkOut(at: DemoMoment): this {
    return this.#step(at, 'check-out', () =>
      this.#staff('FRONT_DESK', 'POST', `/api/admin/rentals/${this.id}/check-out`),
    );
  }

  /**
   * The inspection of the modality's furniture, a photo of the first item of each of the first rooms
   * taken by staff; at move-out a worn and a damaged item, the differences the back-office highlights.
   */
  inspect(at: DemoMoment, kind: InspectionKind): this {
    return this.#step(at, `vistoria ${kind}`, async () => {
      // Inspections belong to the rentals area (Reservas), like the photos its inspector takes.
      const inspector = this.world.staff('BOOKINGS');
      const { items: furniture } = await this.#staff<{
        items: { room: string; item: string; quantity: number }[];
      }>('BOOKINGS', 'GET', `/api/admin/modalities/${this.spec.apartment.modalityId}/furniture`);
      const rooms = [...new Set(furniture.map((entry) => entry.room))];
      const photographed = new Map<string, string>();
      for (const [index, room] of rooms.slice(0, 2).entries()) {
        const colour = ROOM_COLOURS[index % ROOM_COLOURS.length] ?? [200, 200, 200];
        photographed.set(room, await this.world.client.upload(inspector, roomPhoto(colour)));
      }
      const items = furniture.map((entry, index) => {
        const photo = photographed.get(entry.room);
        const first =
          photo !== undefined && furniture.findIndex((other) => other.room === entry.room) === index;
        const quantity = entry.quantity > 1 ? `${entry.quantity} unidades` : undefined;
        let condition: 'NEW' | 'GOOD' | 'WORN' | 'DAMAGED' = index % 3 === 0 ? 'NEW' : 'GOOD';
        let notes = quantity;
        if (kind === 'MOVE_OUT' && index === 1) {
          condition = 'WORN';
          notes = 'Desgaste natural de uso';
        }
        if (kind === 'MOVE_OUT' && index === 2) {
          condition = 'DAMAGED';
          notes = 'Mancha no tecido, a avaliar';
        }
        return {
          room: entry.room,
          item: entry.item,
          condition,
          ...(notes ? { notes } : {}),
          photos: first ? [photo] : [],
        };
      });
      const inspection = await this.#staff<{ id: string }>(
        'BOOKINGS',
        'POST',
        `/api/admin/rentals/${this.id}/inspections`,
        {
          kind,
          items,
        },
      );
      this.#inspections.set(kind, inspection.id);
    });
  }

  /** The customer's answer to an inspection: agreed, or one item contested. */
  acknowledge(at: DemoMoment, kind: InspectionKind, agreed: boolean): this {
    return this.#step(at, `resposta à vistoria ${kind}`, async () => {
      const id = this.#inspections.get(kind);
      if (!id) throw new Error(`sem vistoria ${kind}`);
      await this.#customer(
        'POST',
        `/api/inspections/${id}/acknowledgement`,
        agreed
          ? { agreed: true }
          : {
              agreed: false,
              comments: [{ itemIndex: 1, text: 'Já estava com um risco na entrada; não foi anotado.' }],
            },
      );
    });
  }

  /**
   * A repair the customer asks for during the stay, then each status staff move it to, in time order
   * (skipped, with the rest of the story, on a build without the repair routes).
   */
  repair(
    at: DemoMoment,
    request: { category: string; description: string; urgency: 'EMERGENCY' | 'URGENT' | 'NORMAL' },
    progress: [DemoMoment, 'IN_PROGRESS' | 'WAITING_RESIDENT' | 'RESOLVED'][] = [],
  ): this {
    let requestId = '';
    this.#step(at, 'pedido de reparo', async () => {
      const created = await this.#customer<{ id: string }>(
        'POST',
        `/api/rentals/${this.id}/maintenance-requests`,
        request,
      );
      requestId = created.id;
    });
    for (const [moment, status] of progress)
      this.#step(moment, `reparo ${status}`, () =>
        this.#staff('BOOKINGS', 'PATCH', `/api/admin/maintenance-requests/${requestId}`, { status }),
      );
    return this;
  }

  housekeeping(at: DemoMoment, state: HousekeepingState): this {
    return this.#step(at, `governança ${state}`, () =>
      this.#staff('BOOKINGS', 'PATCH', `/api/admin/apartments/${this.spec.apartment.id}/housekeeping`, {
        state,
      }),
    );
  }

  cancel(at: DemoMoment, reason: string, details?: string): this {
    return this.#step(at, 'cancelamento', async () => {
      await this.#customer('POST', `/api/rentals/${this.id}/cancel`, {
        reason,
        ...(details ? { details } : {}),
      });
      await this.world.settle();
    });
  }
}

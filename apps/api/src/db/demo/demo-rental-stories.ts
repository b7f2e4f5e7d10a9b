import { DEMO_CUSTOMERS, type DemoCustomer } from './demo-people.ts';
import { type DemoApartment, type DemoWorld, type Lanes, RentalScript } from './demo-rental-script.ts';
import { at, type DemoStory } from './demo-timeline.ts';

// The demo's named rentals, each from its first step to where it stands today: finished, in house,
// arriving, a defaulter, on their way, and cancelled.

function customerOf(key: string): DemoCustomer {
  const customer = DEMO_CUSTOMERS.find((candidate) => candidate.key === key);
  if (!customer) throw new Error(`demo: unknown customer ${key}`);
  return customer;
}

/** The rentals, by what became of them. */
export function rentalStories(world: DemoWorld, lanes: Lanes): DemoStory[] {
  const rental = (
    name: string,
    customer: string,
    apartment: DemoApartment,
    start: number,
    nights: number,
    commonSpots = 0,
  ) =>
    new RentalScript(world, { name, customer: customerOf(customer), apartment, start, nights, commonSpots });

  const scripts: RentalScript[] = [
    // ─── Finished: booked, paid, checked in, inspected and checked out in the past ───
    rental('encerrada: fim de semana estendido', 'ana.souza', lanes(0, 0), -60, 5)
      .book(-70)
      .pay(at(-70, '13:30'), 'PIX')
      .occupants(at(-63, '20:10'))
      .arrival(at(-62, '09:00'), '15:00')
      .checkIn(at(-60, '15:20'))
      .inspect(at(-60, '15:40'), 'MOVE_IN')
      .acknowledge(at(-59, '08:30'), 'MOVE_IN', true)
      .inspect(at(-55, '11:10'), 'MOVE_OUT')
      .checkOut(at(-55, '11:30'))
      .housekeeping(at(-55, '15:00'), 'CLEAN'),
    rental('encerrada: congresso', 'joao.pereira', lanes(1, 0), -50, 7)
      .book(-64)
      .pay(at(-64, '14:00'), 'CREDIT_CARD', { installments: 2 })
      .occupants(at(-52, '19:00'))
      .checkIn(at(-50, '16:05'))
      .checkOut(at(-43, '10:45'))
      .housekeeping(at(-43, '14:30'), 'CLEAN'),
    rental('encerrada: Pix vencido, pago por boleto', 'mariana.costa', lanes(2, 0), -45, 8)
      .book(-58)
      .pay(at(-58, '13:20'), 'PIX', { confirm: false })
      .pay(at(-58, '18:00'), 'BANK_SLIP')
      .lateBankPayment(at(-57, '09:00'))
      .occupants(at(-47, '21:00'))
      .arrival(at(-46, '10:00'), '18:30')
      .checkIn(at(-45, '18:50'))
      .inspect(at(-45, '19:10'), 'MOVE_IN')
      .acknowledge(at(-44, '09:00'), 'MOVE_IN', false)
      .inspect(at(-37, '11:00'), 'MOVE_OUT')
      .checkOut(at(-37, '11:20'))
      .housekeeping(at(-37, '16:00'), 'CLEAN'),
    rental('encerrada: visita à família', 'carlos.oliveira', lanes(0, 1), -40, 10, 1)
      .book(-52)
      .pay(at(-52, '13:40'), 'PIX')
      .occupants(at(-42, '08:00'))
      .arrival(at(-41, '08:00'), '14:30', ['RTA4B21'])
      .checkIn(at(-40, '14:40'))
      .checkOut(at(-30, '11:50'))
      .housekeeping(at(-30, '15:10'), 'CLEAN'),
    rental('encerrada: curso de uma semana', 'fernanda.alves', lanes(1, 1), -35, 7)
      .book(-44)
      .pay(at(-44, '13:30'), 'CREDIT_CARD')
      .occupants(at(-37, '12:00'))
      .checkIn(at(-35, '17:30'))
      .checkOut(at(-28, '09:40'))
      .housekeeping(at(-28, '13:00'), 'CLEAN'),
    rental('encerrada: segunda estadia', 'ana.souza', lanes(0, 0), -30, 5)
      .book(-38)
      .pay(at(-38, '13:30'), 'PIX')
      .occupants(at(-32, '20:00'))
      .checkIn(at(-30, '15:05'))
      .checkOut(at(-25, '11:00'))
      .housekeeping(at(-25, '14:00'), 'CLEAN')
      .housekeeping(at(-25, '16:30'), 'INSPECTED'),

    // ─── In house: checked in, short and long ───
    rental('hospedada: curta, vistoria contestada', 'rafael.santos', lanes(0, 2), -3, 7)
      .book(-20)
      .pay(at(-20, '14:10'), 'PIX')
      .occupants(at(-6, '19:30'))
      .arrival(at(-5, '09:00'), '16:00')
      .checkIn(at(-3, '16:10'))
      .inspect(at(-3, '16:30'), 'MOVE_IN')
      .acknowledge(at(-2, '10:15'), 'MOVE_IN', false)
      .repair(
        at(-2, '21:00'),
        {
          category: 'PLUMBING',
          description: 'A torneira da cozinha está pingando sem parar.',
          urgency: 'URGENT',
        },
        [
          [at(-1, '09:00'), 'IN_PROGRESS'],
          [at(-1, '15:00'), 'RESOLVED'],
        ],
      ),
    rental('hospedada: curta, cartão', 'juliana.ribeiro', lanes(1, 2), -1, 7)
      .book(-15)
      .pay(at(-15, '13:45'), 'CREDIT_CARD', { installments: 3 })
      .occupants(at(-4, '18:00'))
      .arrival(at(-3, '18:05'), '20:00')
      .checkIn(at(-1, '20:15'))
      .inspect(at(-1, '20:40'), 'MOVE_IN'),
    rental('hospedada: longa, boleto mensal', 'bruno.carvalho', lanes(2, 1), -25, 90, 1)
      .book(-40)
      .pay(at(-40, '13:30'), 'BANK_SLIP_MONTHLY')
      .occupants(at(-27, '10:00'))
      .arrival(at(-27, '10:05'), '13:00', ['PEB2C34'])
      .checkIn(at(-25, '14:05'))
      .inspect(at(-25, '14:30'), 'MOVE_IN')
      .acknowledge(at(-24, '09:30'), 'MOVE_IN', true)
      .repair(
        at(-10, '08:00'),
        {
          category: 'INTERNET',
          description: 'O Wi-Fi cai todas as noites por volta das 22h.',
          urgency: 'NORMAL',
        },
        [[at(-9, '10:00'), 'IN_PROGRESS']],
      ),
    rental('hospedada: longa, segundo mês pago', 'patricia.gomes', lanes(0, 3), -45, 75)
      .book(-55)
      .pay(at(-55, '13:30'), 'BANK_SLIP_MONTHLY')
      .occupants(at(-47, '11:00'))
      .checkIn(at(-45, '15:00'))
      .payMonth(at(-18, '09:00'), 2),
    rental('hospedada: longa, cartão em 6x', 'camila.barbosa', lanes(1, 3), -20, 60)
      .book(-30)
      .pay(at(-30, '13:30'), 'CREDIT_CARD', { installments: 6 })
      .occupants(at(-22, '09:00'))
      .arrival(at(-21, '09:10'), '12:00')
      .checkIn(at(-20, '14:00'))
      .inspect(at(-20, '14:20'), 'MOVE_IN')
      .acknowledge(at(-19, '20:00'), 'MOVE_IN', true)
      .repair(at(0, '07:40'), {
        category: 'APPLIANCE',
        description: 'A geladeira parou de gelar desde ontem à noite.',
        urgency: 'EMERGENCY',
      }),
    rental('hospedada: sai hoje', 'thiago.mendes', lanes(1, 4), -4, 4)
      .book(-12)
      .pay(at(-12, '13:30'), 'PIX')
      .occupants(at(-6, '09:00'))
      .checkIn(at(-4, '14:30'))
      .checkOut(at(0, '09:15')),
    rental('hospedada: sai hoje, check-out pendente', 'fernanda.alves', lanes(2, 9), -2, 2)
      .book(-8)
      .pay(at(-8, '13:30'), 'PIX')
      .occupants(at(-3, '22:00'))
      .checkIn(at(-2, '15:45')),

    // ─── Arriving today, and later ───
    rental('chega hoje: hóspedes e chegada informados', 'gustavo.lima', lanes(0, 4), 0, 3, 1)
      .book(-9)
      .pay(at(-9, '13:30'), 'PIX')
      .occupants(at(-2, '18:00'))
      .arrival(at(-2, '18:05'), '15:30', ['QWE1R23']),
    // The apartment the morning's guest left: still dirty when the next one arrives (the dashboard says so).
    rental('chega hoje: apartamento ainda por limpar', 'carlos.oliveira', lanes(1, 4), 0, 6)
      .book(-10)
      .pay(at(-10, '13:30'), 'PIX')
      .occupants(at(-1, '12:00'))
      .arrival(at(-1, '12:05'), '17:00'),
    rental('chega hoje: sem hóspedes', 'joao.pereira', lanes(2, 2), 0, 5)
      .book(-7)
      .pay(at(-7, '13:15'), 'PIX', { confirm: false })
      .pay(at(-7, '13:30'), 'CREDIT_CARD'),
    rental('alugada: boleto à vista', 'fernanda.alves', lanes(0, 5), 7, 5)
      .book(-6)
      .pay(at(-6, '13:30'), 'BANK_SLIP'),
    rental('alugada: longa, boleto mensal futuro', 'mariana.costa', lanes(2, 3), 10, 35)
      .book(-5)
      .pay(at(-5, '13:30'), 'BANK_SLIP_MONTHLY'),
    rental('alugada: feriado', 'carlos.oliveira', lanes(1, 5), 15, 3).book(-3).pay(at(-3, '13:30'), 'PIX'),

    // ─── A monthly boleto not paid: the stay becomes a defaulter ───
    rental('inadimplente: segundo mês em aberto', 'rafael.santos', lanes(0, 6), -50, 90)
      .book(-62)
      .pay(at(-62, '13:30'), 'BANK_SLIP_MONTHLY')
      .occupants(at(-52, '09:00'))
      .checkIn(at(-50, '15:30')),

    // ─── On their way: waiting for payment, signature, approval; drafts ───
    rental('aguardando pagamento: boleto emitido', 'juliana.ribeiro', lanes(1, 6), 20, 5)
      .book(-1)
      .pay(at(-1, '15:00'), 'BANK_SLIP', { confirm: false }),
    rental('aguardando pagamento', 'bruno.carvalho', lanes(2, 4), 12, 4)
      .draft(at(0, '08:10'))
      .submit(at(0, '08:15'))
      .approve(at(0, '08:40'))
      .sign(at(0, '08:55')),
    rental('aguardando assinatura: curta', 'patricia.gomes', lanes(0, 7), 30, 5)
      .draft(at(0, '07:30'))
      .submit(at(0, '07:35'))
      .approve(at(0, '08:20')),
    rental('aguardando assinatura: longa', 'gustavo.lima', lanes(2, 5), 8, 32)
      .draft(at(-1, '19:00'))
      .submit(at(-1, '19:10'))
      .approve(at(0, '08:30')),
    rental('aguardando aprovação: curta', 'thiago.mendes', lanes(1, 7), 12, 4)
      .draft(at(0, '07:00'))
      .submit(at(0, '07:05')),
    rental('aguardando aprovação: longa', 'camila.barbosa', lanes(0, 8), 25, 30, 1)
      .draft(at(-1, '21:00'))
      .submit(at(-1, '21:20')),
    rental('rascunho: férias', 'ana.souza', lanes(2, 6), 40, 4).draft(at(-1, '22:10')),
    rental('rascunho: mudança a trabalho', 'joao.pereira', lanes(1, 8), 45, 45).draft(at(0, '06:50')),

    // ─── Cancelled: hold lapsed, rejected, given up, withdrawn with a refund ───
    rental('cancelada: reserva não paga no prazo', 'thiago.mendes', lanes(0, 9), -20, 4).book(-30),
    rental('cancelada: recusada pela equipe', 'gustavo.lima', lanes(1, 10), -8, 3)
      .draft(at(-20, '10:00'))
      .submit(at(-20, '10:05'))
      .reject(at(-19, '09:30'), 'Documento de identidade ilegível; envie uma nova foto e tente outra vez.'),
    rental('cancelada pelo cliente antes de pagar', 'mariana.costa', lanes(2, 7), 5, 6)
      .book(-10)
      .cancel(at(-9, '08:00'), 'MISTOOK_RESERVATION'),
    rental('cancelada no prazo de arrependimento, estornada', 'patricia.gomes', lanes(0, 10), 9, 5)
      .book(-12)
      .pay(at(-12, '14:00'), 'PIX')
      .cancel(at(-9, '10:30'), 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE'),
  ];
  return scripts.map((script) => script.story());
}

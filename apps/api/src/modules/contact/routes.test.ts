import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let testApp: TestApp;

beforeAll(async () => {
  // The shared (database) rate-limit store, end to end.
  testApp = await createTestApp({
    env: { CONTACT_EMAIL: 'atendimento@estadia.example.com', RATE_LIMIT_STORE: 'database' },
  });
});

afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: object, ip = randomIp()) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

const contact = {
  name: 'Carlos Mendes',
  email: 'Carlos@Exemplo.com',
  phone: '(34) 3232-1010',
  subject: 'Dúvida sobre\r\nBcc: todos@exemplo.com',
  message: 'Vocês aceitam animais de estimação no Santa Mônica?',
};

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const corporate = () => ({
  companyName: 'Construtora Horizonte Ltda',
  cnpj: '11.222.333/0001-81',
  contactName: 'Fernanda Lima',
  email: 'fernanda@horizonte.com.br',
  phone: '(31) 99876-5432',
  guests: 12,
  start: futureDate(30),
  end: futureDate(60),
  message: 'Equipe de obra por um mês, precisamos de vagas de garagem.',
});

async function outboxTo(address: string) {
  await testApp.app.backgroundTasks.drain();
  return testApp.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();
}

describe('POST /api/contact', () => {
  it('stores the message, e-mails it to CONTACT_EMAIL (reply goes to the customer) and answers 201 { id }', async () => {
    const response = await post('/api/contact', contact);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(Object.keys(response.json())).toEqual(['id']);
    const row = await testApp.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Carlos Mendes', email: 'carlos@exemplo.com', phone: '3432321010' });
    const mails = await outboxTo('atendimento@estadia.example.com');
    const mail = mails.find((candidate) => candidate.text_body.includes(id))!;
    expect(mail.reply_to).toBe('carlos@exemplo.com');
    expect(mail.subject).toBe('Fale conosco: Dúvida sobre Bcc: todos@exemplo.com');
    expect(mail.text_body).toContain('Vocês aceitam animais de estimação no Santa Mônica?');
    expect(mail.text_body).toContain('(34) 3232-1010');
  });

  it('answers 400 with field issues in Portuguese, and stores nothing', async () => {
    const before = await testApp.db.selectFrom('contact_messages').select('id').execute();
    const response = await post('/api/contact', { name: '', email: 'x', subject: '', message: 'curta' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['email', 'message', 'name', 'subject']);
    expect(await testApp.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('limits messages per IP address', async () => {
    const ip = randomIp();
    for (let index = 0; index < 5; index += 1)
      expect((await post('/api/contact', contact, ip)).statusCode).toBe(201);
    const blocked = await post('/api/contact', contact, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(await testApp.db.selectFrom('rate_limit_hits').select('count').execute()).not.toEqual([]);
  });
});

describe('POST /api/corporate-requests', () => {
  it('stores the request, e-mails it and answers 201 { id }', async () => {
    const body = corporate();
    const response = await post('/api/corporate-requests', body);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const row = await testApp.db
      .selectFrom('corporate_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      cnpj: '11222333000181',
      guests: 12,
      start_date: body.start,
      end_date: body.end,
    });
    const mail = (await outboxTo('atendimento@estadia.example.com')).find((candidate) =>
      candidate.text_body.includes(id),
    )!;
    expect(mail.subject).toBe('Reserva corporativa: Construtora Horizonte Ltda');
    expect(mail.text_body).toContain('CNPJ: 11.222.333/0001-81');
    expect(mail.text_body).toContain('(30 noites)');
  });

  it.each([
    ['a CNPJ with wrong check digits', { cnpj: '11.222.333/0001-80' }, 'cnpj'],
    ['no guests', { guests: 0 }, 'guests'],
    ['an end before the start', { end: futureDate(10) }, 'end'],
    ['a start in the past', { start: '2020-01-01' }, 'start'],
  ])('refuses %s with 400', async (_, change, path) => {
    const response = await post('/api/corporate-requests', { ...corporate(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});

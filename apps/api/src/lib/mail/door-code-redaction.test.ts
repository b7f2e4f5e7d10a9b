import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { adminKit } from '../../modules/admin/admin-test-support.ts';
import { apartmentsOfOneModality } from '../../modules/rentals/rental-test-support.ts';

// The e-mail of a paid stay carries the door code, which opens the building: the customer gets it by SMTP,
// the outbox keeps the rest of the message without it.

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('the e-mail of a paid stay, delivered by SMTP', () => {
  it('reaches the customer with the door code and is kept without it', async () => {
    const kit = adminKit(() => testApp);
    const customer = await kit.customer('Helena Prado');
    const [apartment] = await apartmentsOfOneModality(testApp.db, 1);
    const { rentalId, paymentId } = await kit.awaitingPayment(customer, apartment!, 20, 3);
    const paid = await kit.call(customer, 'POST', `/api/payments/${paymentId}/sandbox/confirm`);
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    await testApp.app.backgroundTasks.drain();
    await testApp.app.jobQueue.drain();

    const rental = await kit.call(customer, 'GET', `/api/rentals/${rentalId}`);
    const code = (rental.json() as { access: { code: string } | null }).access?.code;
    expect(code, rental.body).toBeTruthy();

    const subject = 'Pagamento aprovado: seu código de acesso';
    const received = smtp.received.filter((mail) => mail.to.includes(customer.email));
    expect(received.some((mail) => decodedText(mail.raw).includes(code!))).toBe(true);

    const [row] = await testApp.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', customer.email)
      .where('subject', '=', subject)
      .execute();
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.redacted_at).toBeInstanceOf(Date);
    expect(row?.text_body).not.toContain(code);
    expect(row?.html_body ?? '').not.toContain(code);
    expect(row?.text_body).toContain('[removido]');
    expect(row?.text_body).toContain('Check-in a partir das');
  });
});

import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, extensionSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { guarantorKit } from '../guarantees/guarantor-test-support.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// A fiança's extension (api.md 'Guarantees and the law of the lease', decision 0024): the fiador who signed the
// contract is a party to the addendum and consents to it, so the fiança covers the added nights. The customer and
// the fiador each sign the same bytes from their own account; the extension moves on only with the last one, and
// the signed copy's evidence page lists both.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;
const { approvedFiador } = guarantorKit(() => testApp, 120);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The PDF's text, read by poppler's pdftotext, after qpdf found its structure sound. */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'aditivo-')), 'aditivo.pdf');
  writeFileSync(file, bytes);
  execFileSync('qpdf', ['--check', file]);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

/** The subjects e-mailed to `email`, oldest first. */
async function subjectsTo(email: string): Promise<string[]> {
  await kit.settle();
  const rows = await testApp.db
    .selectFrom('outbox')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.subject);
}

/** A fiança lease signed by the customer and the fiador and paid by Pix: RENTED. */
async function rentedFianca(user: Customer) {
  const { rentalId, fiador } = await approvedFiador(user);
  const contract = await kit.contractSha256(user, rentalId);
  for (const signer of [user, fiador]) {
    const signed = await call(signer, 'POST', `/api/rentals/${rentalId}/contract/signature`, {
      accept: true,
      sha256: contract,
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }
  const pix = kit.paymentOf(await kit.pay(user, rentalId, { paymentType: 'PIX' }));
  const confirmed = await call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await kit.settle();
  const rental = await kit.rental(user, rentalId);
  expect(rental.status).toBe('RENTED');
  return { rental, fiador };
}

async function addendumOf(user: TestUser, extensionId: string): Promise<Buffer> {
  const addendum = await call(user, 'GET', `/api/extensions/${extensionId}/addendum`);
  expect(addendum.statusCode, addendum.body).toBe(200);
  return addendum.rawPayload;
}

function sign(user: TestUser, extensionId: string, sha: string) {
  return call(user, 'POST', `/api/extensions/${extensionId}/signature`, { accept: true, sha256: sha });
}

async function signatureRows(extensionId: string) {
  return testApp.db
    .selectFrom('extension_signatures')
    .select(['role', 'signer_name', 'signer_document', 'addendum_sha256'])
    .where('extension_id', '=', extensionId)
    .orderBy('signed_at')
    .execute();
}

describe("a fiança's extension", () => {
  it('is signed by the customer, then by the fiador on the same bytes; it moves on only with the last', async () => {
    const user = await kit.customer();
    const { rental, fiador } = await rentedFianca(user);
    const created = await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, {
      end: addDays(rental.endDate, 2),
    });
    expect(created.statusCode, created.body).toBe(201);
    const extension = extensionSchema.parse(created.json());
    expect(extension).toMatchObject({ signerRoles: ['TENANT', 'GUARANTOR'], signatures: [] });

    // The fiador reads it (without the customer's charges); a stranger does not, nor signs it.
    const listed = await call(fiador, 'GET', `/api/rentals/${rental.id}/extensions`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toMatchObject([{ id: extension.id, payments: [] }]);
    const stranger = await kit.customer();
    expect((await call(stranger, 'GET', `/api/extensions/${extension.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/extensions/${extension.id}/addendum`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/rentals/${rental.id}/extensions`)).statusCode).toBe(404);

    // The addendum names the fiador, who consents: the fiança covers the added nights.
    const addendum = await addendumOf(user, extension.id);
    const text = pdfText(addendum);
    expect(text).toContain('FIADOR: Paulo Mendes');
    expect(text).toContain('CPF 111.444.777-35');
    expect(text).toContain('anui à prorrogação');
    expect(text).not.toContain('não é parte deste aditivo');
    expect((await sign(stranger, extension.id, sha256(addendum))).statusCode).toBe(404);

    // The customer signs: the extension still waits, for the fiador, who is e-mailed.
    const first = await sign(user, extension.id, sha256(addendum));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'WAITING_FOR_SIGNATURE',
      signedAt: null,
      addendumSha256: sha256(addendum),
      signatures: [{ role: 'TENANT', roleLabel: 'Locatário', name: user.name }],
    });
    expect(await subjectsTo(fiador.email)).toContain(
      `${user.name} assinou o termo aditivo: falta a sua assinatura`,
    );
    // A second signature of the customer is refused and writes nothing; nothing is payable yet.
    const again = await sign(user, extension.id, sha256(addendum));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ADDENDUM_ALREADY_SIGNED');
    expect(await signatureRows(extension.id)).toHaveLength(1);
    const early = await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(early.json().code).toBe('EXTENSION_NOT_AWAITING_PAYMENT');

    // The customer's profile changes meanwhile: the fiador still reads, and signs, the bytes the customer signed.
    await testApp.db
      .updateTable('users')
      .set({ address_street: 'Rua das Palmeiras' })
      .where('email', '=', user.email)
      .execute();
    const asFiador = await addendumOf(fiador, extension.id);
    expect(sha256(asFiador)).toBe(sha256(addendum));
    const last = await sign(fiador, extension.id, sha256(asFiador));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      payments: [],
      signatures: [{ role: 'TENANT' }, { role: 'GUARANTOR', roleLabel: 'Fiador', name: 'Paulo Mendes' }],
    });
    expect(last.json().signedAt).toBe(last.json().signatures[1].signedAt);
    const twice = await sign(fiador, extension.id, sha256(asFiador));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ADDENDUM_ALREADY_SIGNED');
    expect(await signatureRows(extension.id)).toEqual([
      expect.objectContaining({ role: 'TENANT', signer_name: user.name, addendum_sha256: sha256(addendum) }),
      expect.objectContaining({
        role: 'GUARANTOR',
        signer_name: 'Paulo Mendes',
        signer_document: '11144477735',
        addendum_sha256: sha256(addendum),
      }),
    ]);
    // Only the customer pays the difference.
    const fiadorPays = await call(
      fiador,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(fiadorPays.statusCode).toBe(404);
    const pays = await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(pays.statusCode, pays.body).toBe(201);

    // One signed copy for both: the addendum's bytes, then the evidence page listing each signer.
    const copy = await call(user, 'GET', `/api/extensions/${extension.id}/addendum/signed`);
    const fiadorCopy = await call(fiador, 'GET', `/api/extensions/${extension.id}/addendum/signed`);
    expect(copy.statusCode).toBe(200);
    expect(sha256(fiadorCopy.rawPayload)).toBe(sha256(copy.rawPayload));
    expect(sha256(copy.rawPayload.subarray(0, addendum.length))).toBe(sha256(addendum));
    const evidence = pdfText(copy.rawPayload);
    expect(evidence).toContain('SIGNATÁRIO 1 – LOCATÁRIO');
    expect(evidence).toContain('SIGNATÁRIO 2 – FIADOR');
    expect(evidence).toContain(user.name);
    expect(evidence).toContain('Paulo Mendes');
  });

  it('may be signed by the fiador first: the customer is told, and the extension moves on with them', async () => {
    const user = await kit.customer();
    const { rental, fiador } = await rentedFianca(user);
    const extension = extensionSchema.parse(
      (
        await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end: addDays(rental.endDate, 1) })
      ).json(),
    );
    const addendum = await addendumOf(fiador, extension.id);
    const first = await sign(fiador, extension.id, sha256(addendum));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'WAITING_FOR_SIGNATURE', payments: [] });
    expect(await subjectsTo(user.email)).toContain(
      'Paulo Mendes assinou o termo aditivo: falta a sua assinatura',
    );
    const last = await sign(user, extension.id, sha256(await addendumOf(user, extension.id)));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      signatures: [{ role: 'GUARANTOR' }, { role: 'TENANT' }],
    });
  });
});

describe('an extension without a fiança', () => {
  it('is signed by the customer alone, and its addendum has no fiança clause', async () => {
    const user = await kit.customer();
    const rental = await kit.paidStay(user, 4, 150);
    const extension = extensionSchema.parse(
      (
        await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end: addDays(rental.endDate, 1) })
      ).json(),
    );
    expect(extension.signerRoles).toEqual(['TENANT']);
    const addendum = await addendumOf(user, extension.id);
    expect(pdfText(addendum)).not.toContain('FIANÇA');
    const signed = await sign(user, extension.id, sha256(addendum));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      signatures: [{ role: 'TENANT', name: user.name }],
    });
    expect(signed.json().signedAt).toBe(signed.json().signatures[0].signedAt);
    // Once moved on, a second signature is refused as before: the customer already signed.
    expect((await sign(user, extension.id, sha256(addendum))).json().code).toBe('ADDENDUM_ALREADY_SIGNED');
    expect(await signatureRows(extension.id)).toHaveLength(1);
  });
});

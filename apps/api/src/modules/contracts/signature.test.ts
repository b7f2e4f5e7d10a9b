import { CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE, CONTRACT_SHA256_MESSAGE } from '@estadia/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import {
  bytesOf,
  type Customer,
  call,
  customer,
  draftRental,
  expectError,
  rentalOf,
  sha256,
  stayWindows,
  submittedRental,
} from './contract-test-support.ts';

let testApp: TestApp;
let clock: ManualClock;
let owner: Customer;
let nextStay: ReturnType<typeof stayWindows>;

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  // Real "today" (the rental rules check dates against it), but time only moves when a test says so.
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock });
  const [apartment] = await apartmentsOfOneModality(testApp.db, 1);
  nextStay = stayWindows(apartment!);
});

// A customer of their own per test: one customer holds at most 3 unpaid rentals at once.
beforeEach(async () => {
  owner = await customer(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const signUrl = (id: string) => `/api/rentals/${id}/contract/signature`;

/** The SHA-256 of the contract as the customer downloads it now (what the signing page sends). */
async function shownContractSha256(user: Customer | null, id: string): Promise<string> {
  return sha256(bytesOf(await call(testApp, user, 'GET', `/api/rentals/${id}/contract`)));
}

/** Signs as the page does: the hash of the contract just shown, unless the test gives its own body. */
const sign = async (
  user: Customer | null,
  id: string,
  options: { userAgent?: string; ip?: string; payload?: object } = {},
) =>
  call(testApp, user, 'POST', signUrl(id), {
    payload: options.payload ?? { accept: true, sha256: await shownContractSha256(user, id) },
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    remoteAddress: options.ip ?? '203.0.113.7',
  });

function signatureRow(rentalId: string) {
  return testApp.db
    .selectFrom('contract_signatures')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .executeTakeFirst();
}

describe('POST /api/rentals/:rentId/contract/signature', () => {
  it('signs: the rental waits for payment and the evidence of the signature is stored', async () => {
    const rental = await submittedRental(testApp, owner, nextStay());
    const contract = bytesOf(await call(testApp, owner, 'GET', `/api/rentals/${rental.id}/contract`));
    clock.advance(60_000);
    const signedAt = clock.now();

    const signed = rentalOf(await sign(owner, rental.id, { userAgent: FIREFOX, ip: '198.51.100.23' }));
    expect(signed).toMatchObject({
      id: rental.id,
      status: 'WAITING_FOR_PAYMENT',
      statusLabel: 'Pagamento pendente',
      contract: { signedAt: signedAt.toISOString(), sha256: sha256(contract) },
    });

    const row = await signatureRow(rental.id);
    expect(row).toMatchObject({
      role: 'TENANT',
      user_id: owner.id,
      signer_name: owner.name,
      email: owner.email,
      ip: '198.51.100.23',
      user_agent: FIREFOX,
      contract_sha256: sha256(contract),
    });
    expect(row!.signed_at.toISOString()).toBe(signedAt.toISOString());
    expect(row!.signed_pdf_sha256).toBe(sha256(new Uint8Array(row!.signed_pdf)));
    const rentalRow = await testApp.db
      .selectFrom('rentals')
      .selectAll()
      .where('id', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(rentalRow.signed_at?.toISOString()).toBe(signedAt.toISOString());

    // Every later answer about the rental shows the signature.
    const again = rentalOf(await call(testApp, owner, 'GET', `/api/rentals/${rental.id}`));
    expect(again.contract).toEqual({
      signedAt: signedAt.toISOString(),
      sha256: sha256(contract),
      signatures: [
        { role: 'TENANT', roleLabel: 'Locatário', name: owner.name, signedAt: signedAt.toISOString() },
      ],
    });
    const list = (await call(testApp, owner, 'GET', '/api/rentals')).json();
    expect(list.items.find((item: { id: string }) => item.id === rental.id).contract.sha256).toBe(
      sha256(contract),
    );
  });

  it('keeps at most 512 characters of the user agent, and none when there is none', async () => {
    const long = await submittedRental(testApp, owner, nextStay(2));
    rentalOf(await sign(owner, long.id, { userAgent: `Navegador/1.0 ${'x'.repeat(700)}` }));
    expect((await signatureRow(long.id))!.user_agent).toHaveLength(512);

    const none = await submittedRental(testApp, owner, nextStay(2));
    await testApp.app.inject({
      method: 'POST',
      url: signUrl(none.id),
      headers: { ...owner.headers, 'user-agent': '' },
      payload: { accept: true, sha256: await shownContractSha256(owner, none.id) },
    });
    expect((await signatureRow(none.id))!.user_agent).toBeNull();
  });

  it('refuses to sign twice, and writes nothing the second time', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    rentalOf(await sign(owner, rental.id));
    const before = await signatureRow(rental.id);
    clock.advance(1000);
    const body = expectError(
      await sign(owner, rental.id, { ip: '192.0.2.99' }),
      409,
      'CONTRACT_ALREADY_SIGNED',
    );
    expect(body.message).toBe('Este contrato já foi assinado.');
    expect(await signatureRow(rental.id)).toEqual(before);
  });

  it('lets exactly one of two simultaneous signatures through', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    const responses = await Promise.all([sign(owner, rental.id), sign(owner, rental.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe(
      'CONTRACT_ALREADY_SIGNED',
    );
    const rows = await testApp.db
      .selectFrom('contract_signatures')
      .select('rental_id')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409 RENTAL_NOT_AWAITING_SIGNATURE for a draft or a cancelled rental', async () => {
    const draft = await draftRental(testApp, owner, nextStay(2));
    const body = expectError(await sign(owner, draft.id), 409, 'RENTAL_NOT_AWAITING_SIGNATURE');
    expect(body.message).toContain('Reserva não finalizada');

    const cancelled = await submittedRental(testApp, owner, nextStay(2));
    const cancel = await call(testApp, owner, 'POST', `/api/rentals/${cancelled.id}/cancel`, {
      payload: { reason: 'OTHER', details: 'Mudei de planos' },
    });
    expect(rentalOf(cancel).status).toBe('CANCELLED');
    expectError(await sign(owner, cancelled.id), 409, 'RENTAL_NOT_AWAITING_SIGNATURE');
    expect(await signatureRow(cancelled.id)).toBeUndefined();
    expect(await signatureRow(draft.id)).toBeUndefined();
  });

  it.each([
    ['no accept', {}],
    ['accept false', { accept: false }],
    ['accept as text', { accept: 'sim' }],
  ])('answers 400 to a body with %s', async (_, payload) => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    const sha = await shownContractSha256(owner, rental.id);
    const body = expectError(
      await sign(owner, rental.id, { payload: { ...payload, sha256: sha } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.issues).toEqual([{ path: 'accept', message: CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE }]);
    expect(await signatureRow(rental.id)).toBeUndefined();
  });

  it.each([
    ['no hash', { accept: true }],
    ['a hash that is not hex SHA-256', { accept: true, sha256: 'abc123' }],
  ])('answers 400 to a body with %s of the contract shown', async (_, payload) => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    const body = expectError(await sign(owner, rental.id, { payload }), 400, 'VALIDATION_ERROR');
    expect(body.issues).toEqual([{ path: 'sha256', message: CONTRACT_SHA256_MESSAGE }]);
    expect(await signatureRow(rental.id)).toBeUndefined();
  });

  it('answers 409 CONTRACT_CHANGED and signs nothing when the contract changed after it was shown', async () => {
    const user = await customer(testApp);
    const rental = await submittedRental(testApp, user, nextStay(2));
    const shown = await shownContractSha256(user, rental.id);
    // The profile changes (in another tab, say): the contract rendered now names a new address.
    await testApp.db
      .updateTable('users')
      .set({ address_street: 'Rua das Palmeiras' })
      .where('id', '=', user.id)
      .execute();

    const body = expectError(
      await sign(user, rental.id, { payload: { accept: true, sha256: shown } }),
      409,
      'CONTRACT_CHANGED',
    );
    expect(body.message).toContain('O contrato mudou desde que foi exibido');
    expect(await signatureRow(rental.id)).toBeUndefined();
    expect(rentalOf(await call(testApp, user, 'GET', `/api/rentals/${rental.id}`)).status).toBe(
      'WAITING_FOR_SIGNATURE',
    );

    // The new version, once shown (its hash, in capitals too), is the one signed.
    const current = await shownContractSha256(user, rental.id);
    expect(current).not.toBe(shown);
    const signed = rentalOf(
      await sign(user, rental.id, { payload: { accept: true, sha256: current.toUpperCase() } }),
    );
    expect(signed).toMatchObject({ status: 'WAITING_FOR_PAYMENT', contract: { sha256: current } });
  });

  it('keeps signatures append-only: the database refuses to change or delete one', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    rentalOf(await sign(owner, rental.id));
    const before = await signatureRow(rental.id);
    await expect(
      testApp.db
        .updateTable('contract_signatures')
        .set({ ip: '192.0.2.1' })
        .where('rental_id', '=', rental.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      testApp.db.deleteFrom('contract_signatures').where('rental_id', '=', rental.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await signatureRow(rental.id)).toEqual(before);
  });

  it("answers 404 for another customer's rental and 401 without a session", async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    expectError(await sign(await customer(testApp), rental.id), 404, 'NOT_FOUND');
    expectError(await sign(null, rental.id), 401, 'UNAUTHORIZED');
    expect(await signatureRow(rental.id)).toBeUndefined();
  });
});

describe('GET /api/rentals/:rentId/contract/signed', () => {
  const signedUrl = (id: string) => `/api/rentals/${id}/contract/signed`;

  it('is 404 before the signature, then the stored copy, byte for byte, on every download', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(4));
    const before = expectError(
      await call(testApp, owner, 'GET', signedUrl(rental.id)),
      404,
      'CONTRACT_NOT_SIGNED',
    );
    expect(before.message).toBe('Este contrato ainda não foi assinado.');

    rentalOf(await sign(owner, rental.id, { userAgent: FIREFOX }));
    const [first, second] = [
      await call(testApp, owner, 'GET', signedUrl(rental.id)),
      await call(testApp, owner, 'GET', signedUrl(rental.id)),
    ];
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(
      /^inline; filename="contrato-assinado-[0-9A-F]{8}\.pdf"$/,
    );
    expect(first.headers['cache-control']).toBe('private, no-store');
    const stored = await signatureRow(rental.id);
    expect(sha256(bytesOf(first))).toBe(sha256(bytesOf(second)));
    expect(sha256(bytesOf(first))).toBe(stored!.signed_pdf_sha256);
    expect(Buffer.from(bytesOf(first)).equals(Buffer.from(stored!.signed_pdf))).toBe(true);
  });

  it('starts with the very contract whose hash was signed, followed by the evidence page', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(4));
    // Rendered before the signature, from the same unchanged rental: the signature renders it again.
    const contract = bytesOf(await call(testApp, owner, 'GET', `/api/rentals/${rental.id}/contract`));
    const signed = rentalOf(await sign(owner, rental.id));
    expect(signed.contract.sha256).toBe(sha256(contract));

    const copy = bytesOf(await call(testApp, owner, 'GET', signedUrl(rental.id)));
    expect(Buffer.from(copy.subarray(0, contract.length)).equals(Buffer.from(contract))).toBe(true);
    const [contractDoc, copyDoc] = await Promise.all([
      PDFDocument.load(contract, { updateMetadata: false }),
      PDFDocument.load(copy, { updateMetadata: false }),
    ]);
    expect(copyDoc.getPageCount()).toBe(contractDoc.getPageCount() + 1);
    expect(copyDoc.getTitle()).toBe(contractDoc.getTitle());
  });

  it('keeps serving the signed contract after the profile changes', async () => {
    const user = await customer(testApp);
    const rental = await submittedRental(testApp, user, nextStay(2));
    const signed = rentalOf(await sign(user, rental.id));
    await testApp.db
      .updateTable('users')
      .set({ address_street: 'Rua Nova' })
      .where('id', '=', user.id)
      .execute();
    const contract = bytesOf(await call(testApp, user, 'GET', `/api/rentals/${rental.id}/contract`));
    expect(sha256(contract)).toBe(signed.contract.sha256);
  });

  it("answers 404 for another customer's rental", async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    rentalOf(await sign(owner, rental.id));
    expectError(await call(testApp, await customer(testApp), 'GET', signedUrl(rental.id)), 404, 'NOT_FOUND');
  });
});

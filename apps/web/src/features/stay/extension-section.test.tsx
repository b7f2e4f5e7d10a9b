import { addDays, type Extension, todayIso } from '@estadia/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuaranteedExtensions } from '@/features/guarantor/guaranteed-extensions';
import { reviveDates } from '@/lib/date-fields';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { ExtensionSection } from './extension-section';

// A fiança's extension has two signers, as its contract: the customer signs, then waits for the fiador, who
// reads and signs the addendum on the lease's page.

afterEach(() => vi.unstubAllGlobals());

const today = todayIso();
const end = addDays(today, 5);

function extensionJson(overrides: Partial<Extension> = {}): Extension {
  return {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    rentalId: RENT_ID,
    status: 'WAITING_FOR_SIGNATURE',
    statusLabel: 'Aguardando assinatura',
    end: addDays(end, 3),
    previousEnd: end,
    nights: 10,
    period: 'SHORT_PERIOD',
    rentalValueCents: 130_000,
    previousValueCents: 100_000,
    differenceCents: 30_000,
    lines: [],
    createdDate: new Date().toISOString(),
    holdExpiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    signedAt: null,
    addendumSha256: null,
    paidDate: null,
    billing: 'AT_ONCE',
    signerRoles: ['TENANT', 'GUARANTOR'],
    signatures: [],
    payments: [],
    ...overrides,
  };
}

const TENANT_SIGNED = {
  role: 'TENANT' as const,
  roleLabel: 'Locatário',
  name: 'Maria da Silva',
  signedAt: '2026-03-01T13:00:00.000Z',
};

function serveExtension(extension: Extension) {
  stubFetch(async (url) =>
    String(url).endsWith('/extensions')
      ? jsonResponse(200, { items: [extension] })
      : new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
  );
}

const fiancaRental = () =>
  reviveDates(
    rentalJson({
      status: 'RENTED',
      startDate: addDays(today, -2),
      endDate: end,
      rentGuaranteeType: 'GUARANTOR',
      guarantee: {
        type: 'GUARANTOR',
        status: 'ACTIVE',
        statusLabel: 'Ativa',
        guarantor: { name: 'Paulo Mendes', email: 'paulo@exemplo.com.br', status: 'ACTIVE' },
      },
    } as Parameters<typeof rentalJson>[0]),
  );

describe("a fiança's extension, for the customer", () => {
  it('lists both signers and asks the customer to sign, saying the fiador signs too', async () => {
    serveExtension(extensionJson());
    renderWithApp(<ExtensionSection rental={fiancaRental()} />);
    const signers = await screen.findByRole('list', { name: 'Assinaturas do termo aditivo' });
    expect(within(signers).getByText(/Locatário \(você\)/)).toBeInTheDocument();
    expect(within(signers).getByText('Fiador · Paulo Mendes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /o fiador também assina/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Li e aceito o termo aditivo/ })).toBeInTheDocument();
  });

  it('once signed, waits for the fiador and offers the copy signed so far', async () => {
    serveExtension(extensionJson({ signatures: [TENANT_SIGNED] }));
    renderWithApp(<ExtensionSection rental={fiancaRental()} />);
    expect(await screen.findByText('Falta a assinatura do fiador')).toBeInTheDocument();
    const signers = screen.getByRole('list', { name: 'Assinaturas do termo aditivo' });
    expect(within(signers).getByText(/: assinou em/)).toBeInTheDocument();
    expect(within(signers).getByText(/aguardando a assinatura/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Termo aditivo assinado \(PDF\)/ })).toBeInTheDocument();
  });
});

describe("a fiança's extension, for the fiador", () => {
  it('offers the addendum to read and consent to, once the customer signed', async () => {
    serveExtension(extensionJson({ signatures: [TENANT_SIGNED] }));
    renderWithApp(<GuaranteedExtensions rentId={RENT_ID} guarantorName="Paulo Mendes" />);
    expect(await screen.findByRole('heading', { name: /Prorrogação até/ })).toBeInTheDocument();
    expect(screen.getByText('Falta a sua assinatura')).toBeInTheDocument();
    expect(screen.getByText('Fiador · Paulo Mendes (você)')).toBeInTheDocument();
    // The copy signed so far is theirs once they signed.
    expect(screen.queryByRole('button', { name: /Termo aditivo assinado/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /como fiador, anuo à prorrogação/ })).toBeInTheDocument();
  });

  it('shows nothing when no extension asks for their signature', async () => {
    stubFetch(async () => jsonResponse(200, { items: [] }));
    const { container } = renderWithApp(<GuaranteedExtensions rentId={RENT_ID} />);
    await vi.waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Prorrogações' })).toBeNull();
  });
});

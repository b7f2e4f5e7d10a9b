import { addDays, type Extension, todayIso } from '@estadia/domain';
import { screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuaranteedExtensions } from '@/features/guarantor/guaranteed-extensions';
import { reviveDates } from '@/lib/date-fields';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { extensionJson, TENANT_SIGNED } from '@/test/test-extension';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { ExtensionSection } from './extension-section';

// A fiança's extension has two signers, as its contract: the customer signs, then waits for the fiador, who
// reads and signs the addendum on the lease's page.

afterEach(() => vi.unstubAllGlobals());

const today = todayIso();
const end = addDays(today, 5);

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

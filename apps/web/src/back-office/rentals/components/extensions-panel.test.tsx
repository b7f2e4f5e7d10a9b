import { screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { extensionJson, TENANT_SIGNED } from '@/test/test-extension';
import { RENT_ID } from '@/test/test-rental';
import { ExtensionsPanel } from './extensions-panel';

// Staff follow a fiança's addendum signer by signer, as the customer and the fiador do.

afterEach(() => vi.unstubAllGlobals());

describe('ExtensionsPanel', () => {
  it('lists who signed the addendum and who is still to sign', async () => {
    stubFetch(async () => jsonResponse(200, { items: [extensionJson({ signatures: [TENANT_SIGNED] })] }));
    renderWithApp(<ExtensionsPanel rentId={RENT_ID} />);
    const signers = await screen.findByRole('list', { name: 'Assinaturas do termo aditivo' });
    const lines = within(signers).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Locatário · Maria da Silva: assinou em 01/03/2026');
    expect(lines[1]).toHaveTextContent('Fiador: aguardando a assinatura');
    expect(signers).not.toHaveTextContent('(você)');
  });

  it('lists no signers for an addendum the customer signs alone', async () => {
    stubFetch(async () => jsonResponse(200, { items: [extensionJson({ signerRoles: ['TENANT'] })] }));
    renderWithApp(<ExtensionsPanel rentId={RENT_ID} />);
    await screen.findByText(/Saída de/);
    expect(screen.queryByRole('list', { name: 'Assinaturas do termo aditivo' })).toBeNull();
  });
});

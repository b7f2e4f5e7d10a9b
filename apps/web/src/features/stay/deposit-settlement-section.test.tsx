import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { DepositSettlementSection } from './deposit-settlement-section';

afterEach(() => vi.unstubAllGlobals());

const settlement = (status: string, extra: object = {}) => ({
  status,
  statusLabel: status,
  heldCents: 200_000,
  yieldCents: 0,
  deductions:
    status === 'DRAFT'
      ? []
      : [
          {
            description: 'Conserto do estofado do sofá',
            amountCents: 45_000,
            inspectionItemIndex: 0,
            inspectionId: '00000000-0000-4000-8000-0000000000a2',
            photos: ['aaaabbbbccccddddeeeeffff00001111.jpg'],
          },
        ],
  returnCents: status === 'DRAFT' ? 200_000 : 155_000,
  contestDeadline: new Date(Date.now() + 4 * 86_400_000).toISOString(),
  ...extra,
});

function stubApi(answer: object, posted: object[] = []) {
  return stubFetch(async (url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return jsonResponse(200, {
        ...answer,
        status: body.agreed ? 'AGREED' : 'CONTESTED',
        comments: body.comments,
      });
    }
    if (url.includes('/photos/'))
      return new Response(new Blob(['x'], { type: 'image/jpeg' }), { status: 200 });
    return jsonResponse(200, answer);
  });
}

const rental = () => reviveDates(rentalJson({ status: 'FINISHED' }));

describe('Acerto da caução', () => {
  it('says the caução is held until the move-out inspection', async () => {
    stubApi(settlement('DRAFT'));
    renderWithApp(<DepositSettlementSection rental={rental()} />);
    expect(await screen.findByText(/está guardada em seu nome/)).toBeInTheDocument();
    expect(screen.getByText('R$ 2.000,00')).toBeInTheDocument();
  });

  it('shows each deduction with its photo and what comes back, and asks a reason to contest', async () => {
    const posted: { agreed: boolean; comments?: string }[] = [];
    stubApi(settlement('PROPOSED'), posted);
    const { container } = renderWithApp(<DepositSettlementSection rental={rental()} />);
    expect(await screen.findByText('Conserto do estofado do sofá')).toBeInTheDocument();
    expect(screen.getByText('− R$ 450,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.550,00')).toBeInTheDocument();
    expect(screen.getByText('Confira a proposta de acerto')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Contestar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar contestação' }));
    expect(screen.getByText('Conte o que está errado na proposta.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText(/Por que você contesta/), 'O rasgo já existia na entrada.');
    await user.click(screen.getByRole('button', { name: 'Enviar contestação' }));
    expect(await screen.findByText('Você contestou a proposta')).toBeInTheDocument();
    expect(posted).toEqual([{ agreed: false, comments: 'O rasgo já existia na entrada.' }]);
  });

  it('agrees in one click, and shows a settled caução with what was refunded', async () => {
    const posted: object[] = [];
    stubApi(settlement('PROPOSED'), posted);
    renderWithApp(<DepositSettlementSection rental={rental()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Concordo com o acerto de R$ 1.550,00' }));
    expect(await screen.findByText('Você concordou com a proposta')).toBeInTheDocument();
    expect(posted).toEqual([{ agreed: true }]);
  });

  it('tells a settled caução apart', async () => {
    stubApi(settlement('SETTLED', { settledAt: '2027-01-12T15:00:00.000Z' }));
    renderWithApp(<DepositSettlementSection rental={rental()} />);
    expect(await screen.findByText('Caução acertada')).toBeInTheDocument();
    expect(
      screen.getByText(/Concluído em 12\/01\/2027\. R\$ 1\.550,00 estornados para você/),
    ).toBeInTheDocument();
  });
});

import { apartmentLabel, type Rental, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, screenshot, VIEWPORTS, watchErrors } from './support/browser';
import { openPaidStay, type PaidStay } from './support/paid-stay';

// The stay at the building: a paid customer registers the guests and the arrival on the rental's page,
// the front desk sees them and checks in, then checks out, and housekeeping shows the apartment dirty.

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'recepcao@estadia.com.br', password: 'chave-da-recepcao-2026' },
    customerName: 'Helena Duarte Ramos',
    screenshots: 'stay',
  });
});
afterAll(() => stay?.close());

describe('the stay, from the guests to the check-out', () => {
  it('lets the customer register the guests and the arrival on the rental page', async () => {
    const { browser, product, client, customer, rental, shots } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/minhas-locacoes');
    await page.getByRole('link', { name: 'Hóspedes e chegada' }).first().click();
    await page.waitForURL(`**/minhas-locacoes/${rental.id}`);
    await page.getByText('Cadastre quem vai se hospedar').waitFor();
    await expectAccessible(page);

    const first = page.getByRole('listitem', { name: 'Pessoa 1' });
    await first.getByLabel(/Nome completo/).fill('Helena Duarte Ramos');
    await first.getByLabel(/Data de nascimento/).fill('11021988');
    // A CPF with a wrong check digit is refused before anything is sent.
    await first.getByLabel(/Número do CPF/).fill('52998224724');
    await first.getByLabel('Esta pessoa sou eu (titular da locação)').check();
    await page.getByRole('button', { name: 'Salvar hóspedes' }).click();
    await first.getByText('CPF inválido: confira os dígitos').waitFor();
    await first.getByLabel(/Número do CPF/).fill('52998224725');
    await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
    const second = page.getByRole('listitem', { name: 'Pessoa 2' });
    await second.getByLabel(/Nome completo/).fill('Tomás Duarte Ramos');
    await second.getByLabel(/Data de nascimento/).fill('03072015');
    await second.getByLabel('Documento').selectOption('RG');
    await second.getByLabel(/Número do RG/).fill('MG-23.456.789');
    await page.getByRole('button', { name: 'Salvar hóspedes' }).click();
    await page.getByText('Hóspedes salvos.').waitFor();
    await page.getByText('Cadastre quem vai se hospedar').waitFor({ state: 'detached' });

    await page.getByLabel(/Horário previsto de chegada/).fill('15:30');
    await page.getByLabel(/Placa do carro/).fill('abc1d23');
    await page.getByRole('button', { name: 'Salvar chegada' }).click();
    await page.getByText('Chegada salva.').waitFor();
    // axe reads the toasts' colours while they fade: it looks once they are gone.
    await page.getByText('Hóspedes salvos.').waitFor({ state: 'detached' });
    await page.getByText('Chegada salva.').waitFor({ state: 'detached' });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    const saved = await client.api<Rental>(`rentals/${rental.id}`, {
      token: customer.token,
    });
    expect(saved).toMatchObject({ expectedArrivalTime: '15:30', vehiclePlates: ['ABC1D23'] });
    expect(saved.occupantsIds).toHaveLength(2);

    await shots(customer.token, `/minhas-locacoes/${rental.id}`, 'rental-page', async (shot) => {
      await shot.getByRole('listitem', { name: 'Pessoa 2' }).waitFor();
    });
  });

  it('shows the front desk the arrival with its guests and plate, checks in and out, and the apartment is dirty', async () => {
    const { browser, product, client, rental, projectId, staffToken: token, shots } = stay;
    const context = await newContext(browser, { baseUrl: product.baseUrl, token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/admin/recepcao?project=${projectId}&data=${todayIso()}`);
    const arrivals = page.getByRole('region', { name: /^Chegadas/ });
    const card = arrivals.getByRole('listitem', { name: apartmentLabel(rental.apartment) });
    await card.getByText('Helena Duarte Ramos', { exact: true }).waitFor();
    await card.getByText('Tomás Duarte Ramos').waitFor();
    await card.getByText('ABC1D23').waitFor();
    await card.getByText('15:30').waitFor();
    await expectAccessible(page);

    await page.goto(`/admin/recepcao/lista-da-portaria?project=${projectId}&data=${todayIso()}`);
    await page.getByRole('heading', { name: /Lista da portaria/ }).waitFor();
    await page.getByRole('cell', { name: 'Tomás Duarte Ramos' }).waitFor();
    await expectAccessible(page);
    // Printed, the list is the page: no menu, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Administração' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Baixar PDF' }).isVisible()).toBe(false);
    await screenshot(page, 'stay/guest-list-print');
    await page.emulateMedia({ media: 'screen' });
    await shots(
      token,
      `/admin/recepcao/lista-da-portaria?project=${projectId}&data=${todayIso()}`,
      'guest-list',
      async (shot) => {
        await shot.getByRole('cell', { name: 'Tomás Duarte Ramos' }).waitFor();
      },
    );
    await shots(
      token,
      `/admin/recepcao?project=${projectId}&data=${todayIso()}`,
      'front-desk',
      async (shot) => {
        await shot
          .getByRole('region', { name: /^Chegadas/ })
          .getByText('Tomás Duarte Ramos')
          .waitFor();
      },
    );

    await page.goto(`/admin/recepcao?project=${projectId}&data=${todayIso()}`);
    await card.getByRole('button', { name: /^Fazer check-in/ }).click();
    await card.getByText('Hospedado').waitFor();
    const inHouse = page.getByRole('region', { name: /^Hospedados/ });
    const guest = inHouse.getByRole('listitem', { name: apartmentLabel(rental.apartment) });
    await guest.getByRole('button', { name: /^Fazer check-out/ }).click();
    await page
      .getByText(/Check-out feito/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const board = await client.api<{ apartments: { id: string; state: string }[] }>(
      `admin/projects/${projectId}/housekeeping`,
      { token },
    );
    expect(board.apartments.find((apartment) => apartment.id === rental.apartment.id)?.state).toBe('DIRTY');
    const audit = await client.api<{ items: { action: string; target: string }[] }>(
      `admin/audit?target=rental:${rental.id}`,
      { token },
    );
    // The door code granted with the payment is revoked by the check-out, in its transaction.
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      'door.grant',
      'door.revoke',
      'rental.check_in',
      'rental.check_out',
    ]);
  });
});

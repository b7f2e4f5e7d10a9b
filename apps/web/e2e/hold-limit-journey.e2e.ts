import { addDays, type Project, type Rental, todayIso } from '@estadia/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureEverySize, launchBrowser, newContext, watchErrors } from './support/browser';
import { apiClient } from './support/rentals';
import { baseUrl } from './support/shared-product';

// A customer who already holds 3 unpaid rentals sends a 4th from the request page: the page says why
// it cannot go, and leads to the rentals to pay or cancel.

const { api, customerWithCompleteProfile, submittedRental } = apiClient(baseUrl);
const TITLE = 'Você já tem reservas aguardando pagamento';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the limit of unpaid holds on the request page', () => {
  it('explains the refusal of a 4th held, unpaid rental at every size and theme', async () => {
    const customer = await customerWithCompleteProfile('Helena Prado');
    for (const startInDays of [150, 160, 170])
      await submittedRental(customer.token, { startInDays, nights: 3 });
    const { items } = await api<{ items: Project[] }>('projects');
    const project = items[0]!;
    const modality = project.modalities[0]!;
    const start = addDays(todayIso(), 180);
    const end = addDays(start, 3);
    const { apartments } = await api<{ apartments: { id: string }[] }>(
      `projects/${project.id}/modalities/${modality.id}/availability?start=${start}&end=${end}`,
    );
    const draft = await api<Rental>('rentals', {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({
        apartmentId: apartments[0]!.id,
        modalityId: modality.id,
        interval: { start, end },
        rentGuaranteeType: 'SECURITY_DEPOSIT',
        paymentType: 'PIX',
      }),
    });
    const path = `/locacao/solicitacao/${apartments[0]!.id}?rental=${draft.id}&etapa=4`;

    await captureEverySize(browser, {
      baseUrl,
      token: customer.token,
      path,
      name: 'e2e-hold-limit-request',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Enviar solicitação' }).click();
        await page.getByText(TITLE).waitFor();
        await page.getByText(/Conclua o pagamento de uma delas, ou cancele a que não for usar/).waitFor();
      },
    });
    // Nothing was sent, however many times it was tried.
    expect((await api<Rental>(`rentals/${draft.id}`, { token: customer.token })).status).toBe('UNFINISHED');

    const context = await newContext(browser, { baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await page.getByRole('link', { name: 'Ver minhas locações' }).click();
    await page.waitForURL(/\/minhas-locacoes$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The 409 is the refusal this journey expects; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    await context.close();
  });
});

import {
  addDays,
  formatBrDate,
  formatBrDateRange,
  formatMoney,
  type IsoDate,
  type Project,
  RENTAL_STATUS_TABLE,
  type Rental,
  type RentalStatus,
  todayIso,
} from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  type Theme,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { CUSTOMER_PASSWORD, signUpThroughApi, uniqueEmail } from './support/customers';
import { apiClient } from './support/rentals';
import { samplePdf, samplePng } from './support/sample-documents';
import { baseUrl } from './support/shared-product';

const PASSWORD = CUSTOMER_PASSWORD;
let browser: Browser;
let project: Project;

const DAY_LABEL = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The calendar's name for a day: 'sábado, 14 de março de 2026'. */
const dayLabel = (day: IsoDate) => DAY_LABEL.format(new Date(`${day}T12:00:00Z`));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl}/api/projects`);
  const { items } = (await response.json()) as { items: Project[] };
  // A project with more than one unit type, to switch between them.
  project = items.find((candidate) => candidate.modalities.length > 1)!;
});
afterAll(() => browser?.close());

// The journeys' set-up talks to the API as another client would (support/rentals.ts).
const { api, upload } = apiClient(baseUrl);

/** A customer signed up through the API, with the whole profile filled in (personal data, documents, address). */
async function customerWithCompleteProfile(name: string): Promise<{ email: string; token: string }> {
  const { email, token } = await signUpThroughApi(baseUrl, {
    name,
    email: uniqueEmail('reserva'),
    password: PASSWORD,
  });
  const cpfFileName = await upload(token, samplePdf('CPF'), 'cpf.pdf', 'application/pdf');
  const rgFileName = await upload(token, samplePng(), 'rg.png', 'image/png');
  await api('me', {
    method: 'PATCH',
    token,
    body: JSON.stringify({
      birthdate: '1991-07-23',
      hometown: 'Uberlândia',
      hometownState: 'MG',
      profession: 'Arquiteta',
      rg: 'MG-14.785.236',
      rgIssuer: 'SSP',
      rgIssuerState: 'MG',
      cpfOrCnpj: '529.982.247-25',
      fathersFullName: 'Roberto Nunes',
      mothersFullName: 'Cecília Nunes',
      cpfFileName,
      rgFileName,
      address: {
        street: 'Avenida Rondon Pacheco',
        number: '1200',
        complement: 'Apto 84',
        postCode: '38400-242',
        neighborhood: 'Saraiva',
        city: { name: 'Uberlândia', stateInitials: 'MG' },
      },
    }),
  });
  return { email, token };
}

/** Chromium logs every failed request as a console error; project photos may not exist yet (404). */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 404/.test(error),
  );
}

/** Opens the month of `day` with the calendar's arrows and clicks it. */
async function clickDay(page: Page, day: IsoDate) {
  const button = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayLabel(day))}`) });
  for (let attempt = 0; attempt < 24 && !(await button.isVisible()); attempt += 1) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await button.click();
}

/** The date fields show the chosen range: in the render after it, not necessarily the summary's. */
async function expectDateFields(page: Page, start: IsoDate, end: IsoDate) {
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Entrada' }).inputValue())
    .toBe(formatBrDate(start));
  await expect.poll(() => page.getByRole('textbox', { name: 'Saída' }).inputValue()).toBe(formatBrDate(end));
}

/** The name of the calendar day that has the keyboard's focus, if one has it. */
function focusedDayLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

/** No serious or critical axe-core violations on the screen as it is now. */

async function displayedTotal(page: Page): Promise<string> {
  return (await page.getByTestId('price-total').first().textContent())?.trim() ?? '';
}

describe('booking journey', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`from the projects list to my rentals at ${viewport.width} px`, async () => {
      const customer = await customerWithCompleteProfile('Lívia Nunes');
      const modality = project.modalities[1]!;
      const start = addDays(todayIso(), name === 'mobile' ? 40 : 70);
      const nights = 6;
      const end = addDays(start, nights);
      const carSpots = { common: 2, covered: 1 };

      // The phone run uses the dark theme, the desktop run the light one.
      const theme: Theme = name === 'mobile' ? 'dark' : 'light';
      const context = await newContext(browser, { baseUrl, viewport, theme });
      const page = await context.newPage();
      const errors = watchErrors(page);

      // An anonymous visitor finds the project on the list and switches to another unit type.
      await page.goto('/projetos');
      await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
      await page.getByRole('link', { name: 'Abrir no mapa' }).first().waitFor();
      expect(
        await page
          .getByRole('link', { name: /^Abrir no mapa/ })
          .first()
          .getAttribute('href'),
      ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-projects-${name}`);
      await page.getByRole('link', { name: project.name, exact: true }).click();
      await page.waitForURL(`**/projeto/${project.id}/modalidade/**`);
      await page
        .getByRole('navigation', { name: 'Modalidades do projeto' })
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(modality.name)} a partir`) })
        .click();
      await page.waitForURL(`**/projeto/${project.id}/modalidade/${modality.id}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(modality.name)) }).waitFor();

      // Dates: the check-in with a click, the check-out with the arrow keys.
      await clickDay(page, start);
      // Each step lands before the next: the check-in is chosen and its day holds the focus, then the
      // arrows bring the focus to the check-out's day.
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Entrada' }).inputValue())
        .toBe(formatBrDate(start));
      await expect.poll(() => focusedDayLabel(page)).toMatch(new RegExp(`^${escapeRegExp(dayLabel(start))}`));
      for (let step = 0; step < nights; step += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedDayLabel(page)).toMatch(new RegExp(`^${escapeRegExp(dayLabel(end))}`));
      await page.keyboard.press('Enter');
      await page.getByText(`${formatBrDate(start)} a ${formatBrDate(end)} · ${nights} noites`).waitFor();
      await expectDateFields(page, start, end);

      for (let spot = 0; spot < carSpots.common; spot += 1) {
        await page.getByRole('button', { name: 'Adicionar uma vaga comum' }).click();
      }
      await page.getByRole('button', { name: 'Adicionar uma vaga coberta' }).click();
      await page.getByText('2 vagas comuns', { exact: true }).waitFor();
      await page.getByText('1 vaga coberta', { exact: true }).waitFor();
      await page.getByText('Período curto').first().waitFor();

      // The price shown is the price the server quotes.
      const quote = await api<{ totalCents: number }>('quotes', {
        method: 'POST',
        body: JSON.stringify({ modalityId: modality.id, start, end, carSpots }),
      });
      expect(await displayedTotal(page)).toBe(formatMoney(quote.totalCents));
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-unit-${name}`);

      // Not logged in: the choice is kept and the visitor goes to log in.
      await page.getByRole('button', { name: 'Solicitar locação' }).click();
      await page.waitForURL(/\/login\?redirect=%2Fprojeto%2Fsalvo%2F[0-9a-f-]{36}$/);
      const apartmentId = decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')
        .split('/')
        .at(-1)!;
      const saved = await page.evaluate(() => window.localStorage.getItem('estadia:saved-selection'));
      expect(JSON.parse(saved ?? '{}')).toMatchObject({
        apartmentId,
        modalityId: modality.id,
        start,
        end,
        carSpots,
      });

      await page.getByLabel('E-mail').fill(customer.email);
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();

      // Back on the saved unit, with the same selection.
      await page.waitForURL(`**/projeto/salvo/${apartmentId}`);
      await page.getByText('Recuperamos a sua seleção').waitFor();
      await expectDateFields(page, start, end);
      expect(await page.getByRole('group', { name: 'Vagas comuns' }).locator('output').textContent()).toBe(
        '2',
      );
      expect(await page.getByRole('group', { name: 'Vagas cobertas' }).locator('output').textContent()).toBe(
        '1',
      );
      await page
        .getByRole('radio', { name: /Apto \d+$/ })
        .first()
        .waitFor();
      expect(await displayedTotal(page)).toBe(formatMoney(quote.totalCents));

      await page.getByRole('button', { name: 'Solicitar locação' }).click();
      await page.waitForURL(/\/locacao\/solicitacao\/[0-9a-f-]{36}\?rental=[0-9a-f-]{36}$/);
      const rentId = new URL(page.url()).searchParams.get('rental')!;
      expect(await page.evaluate(() => window.localStorage.getItem('estadia:saved-selection'))).toBeNull();

      // 1 Estadia
      await page.getByRole('heading', { name: 'Confira a sua estadia' }).waitFor();
      expect(await displayedTotal(page)).toBe(formatMoney(quote.totalCents));
      await screenshot(page, `e2e-booking-request-stay-${name}`);
      await page.getByRole('button', { name: 'Continuar' }).click();

      // 2 Dados e documentos
      await page.getByText('Seu cadastro está completo').waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-request-profile-${name}`);
      await page.getByRole('button', { name: 'Continuar' }).click();

      // 3 Garantia e pagamento: saved on the server, so a reload keeps it.
      await page.getByRole('heading', { name: 'Garantia e pagamento' }).waitFor();
      await page.getByRole('radio', { name: /^Caução/ }).check();
      await page.getByRole('radio', { name: /^Pix/ }).check();
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-request-payment-${name}`);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(/etapa=4$/);
      await page.reload();

      // 4 Revisão
      await page.getByRole('heading', { name: 'Revise e envie' }).waitFor();
      await page.getByText('Caução', { exact: true }).waitFor();
      await page.getByText('Pix', { exact: true }).waitFor();
      expect(await displayedTotal(page)).toBe(formatMoney(quote.totalCents));
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-request-review-${name}`);
      await page.getByRole('button', { name: 'Enviar solicitação' }).click();

      // 5 Enviado
      await page.getByRole('heading', { name: 'Solicitação enviada!' }).waitFor();
      const rental = await api<Rental>(`rentals/${rentId}`, { token: customer.token });
      expect(rental.status).not.toBe('UNFINISHED');
      const statusLabel = RENTAL_STATUS_TABLE[rental.status].label;
      await page.getByText(statusLabel, { exact: true }).first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-request-sent-${name}`);

      // My rentals lists it with its status.
      await page.getByRole('link', { name: 'Ver minhas locações' }).click();
      await page.waitForURL('**/minhas-locacoes');
      const card = page
        .getByRole('article', { name: project.name })
        .filter({ hasText: formatBrDateRange(start, end) });
      await card.getByText(statusLabel, { exact: true }).waitFor();
      await card.getByText(formatMoney(quote.totalCents)).waitFor();
      await card.getByText(`${nights} noites`).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await screenshot(page, `e2e-booking-my-rentals-${name}`);

      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it('offers the other free apartments when the chosen one was taken meanwhile, and cancels with a reason', async () => {
    const customer = await customerWithCompleteProfile('Tomás Reis');
    const rival = await customerWithCompleteProfile('Rita Alves');
    const modality = project.modalities[0]!;
    const start = addDays(todayIso(), 100);
    const end = addDays(start, 3);
    const { apartments } = await api<{ apartments: { id: string }[] }>(
      `projects/${project.id}/modalities/${modality.id}/availability?start=${start}&end=${end}`,
    );
    expect(apartments.length).toBeGreaterThan(1);
    const draft = (body: object, token: string) =>
      api<Rental>('rentals', { method: 'POST', token, body: JSON.stringify(body) });
    const stay = { apartmentId: apartments[0]!.id, modalityId: modality.id, interval: { start, end } };
    const mine = await draft(
      { ...stay, rentGuaranteeType: 'CREDPAGO', paymentType: 'CREDIT_CARD' },
      customer.token,
    );
    // Someone else books the same apartment first.
    const theirs = await draft(stay, rival.token);
    await api(`rentals/${theirs.id}/submit`, { method: 'POST', token: rival.token });

    const context = await newContext(browser, { baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/locacao/solicitacao/${stay.apartmentId}?rental=${mine.id}&etapa=4`);
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await page.getByText('Este apartamento acabou de ser reservado').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'e2e-booking-request-unavailable-desktop');
    await page.getByRole('button', { name: 'Trocar de apartamento e enviar' }).click();
    await page.getByRole('heading', { name: 'Solicitação enviada!' }).waitFor();
    const sent = await api<Rental>(`rentals/${mine.id}`, { token: customer.token });
    expect(sent.apartment.id).not.toBe(stay.apartmentId);
    expect(new URL(page.url()).pathname).toBe(`/locacao/solicitacao/${sent.apartment.id}`);

    // Cancelling asks for the reason; 'Outro' needs the details.
    await page.goto('/minhas-locacoes');
    const card = page
      .getByRole('article', { name: project.name })
      .filter({ hasText: formatBrDateRange(start, end) });
    await card.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar locação' });
    await dialog.getByRole('radio', { name: 'Outro' }).check();
    await dialog.getByRole('button', { name: 'Cancelar locação' }).click();
    await dialog.getByText('Conte o motivo do cancelamento.').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Detalhes').fill('Mudei a data da viagem.');
    await dialog.getByRole('button', { name: 'Cancelar locação' }).click();
    const cancelled: RentalStatus = 'CANCELLED';
    await card.getByText(RENTAL_STATUS_TABLE[cancelled].label, { exact: true }).waitFor();
    await card.getByText('Motivo do cancelamento: Outro — Mudei a data da viagem.').waitFor();

    // 409 and the API's refusals are expected here; nothing else may go wrong.
    expect(unexpected(errors).filter((error) => !/status of 409/.test(error))).toEqual([]);
    await context.close();
  });
});

import { calculateQuote, type Modality, type Project } from '@estadia/domain';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { UnitScreen } from './unit-screen';

const PROJECT_ID = '0b7f3a52-8c1e-4f6d-9a2b-3c4d5e6f7a81';
const MODALITY_ID = '1c8e4b63-9d2f-4a7e-8b3c-4d5e6f7a8b92';
const APARTMENT = { id: '2d9f5c74-ae3a-4b8f-9c4d-5e6f7a8b9ca3', block: 'B', floor: 3, number: '302' };
const photo = { url: '/photos/teste/sala.webp', alt: 'Sala', width: 1200, height: 800 };

const modality: Modality = {
  id: MODALITY_ID,
  projectId: PROJECT_ID,
  name: '2 quartos',
  description: 'Dois quartos e varanda.',
  bedrooms: 2,
  areaM2: 52,
  maxOccupants: 4,
  priceShortPeriod: 310,
  priceLongPeriod: 5200,
  dynamicPrices: null,
  photos: [photo],
};

const project: Project = {
  id: PROJECT_ID,
  slug: 'teste',
  name: 'Estadia Teste',
  description: 'Um prédio de teste.',
  address: 'Rua das Flores, 10',
  neighborhood: 'Centro',
  city: { name: 'Uberlândia', stateInitials: 'MG' },
  location: { lat: -18.9, lng: -48.2 },
  photos: [photo],
  amenities: ['Wi-Fi'],
  commonSpotDaily: 1500,
  coveredSpotDaily: 2500,
  apartmentCount: 10,
  modalities: [modality],
};

// No apartment of the modality is free on the 18th; the apartment found for the stay is taken on the 25th.
const MODALITY_TAKEN = '2027-03-18';
const APARTMENT_TAKEN = '2027-03-25';

/** The catalogue API of one project, recording the paths the screen asked for. */
function serveCatalogue(served: Modality = modality) {
  return stubFetch(async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const path = pathname.replace(/^\/api\//, '');
    const modalityPath = `projects/${PROJECT_ID}/modalities/${MODALITY_ID}`;
    if (path === modalityPath)
      return jsonResponse(200, { ...served, project: { ...project, modalities: undefined } });
    if (path === `projects/${PROJECT_ID}`) return jsonResponse(200, { ...project, modalities: [served] });
    if (path === `${modalityPath}/unavailable-dates`) {
      expect(searchParams.get('from')! <= MODALITY_TAKEN && MODALITY_TAKEN <= searchParams.get('to')!).toBe(
        true,
      );
      return jsonResponse(200, { dates: [MODALITY_TAKEN] });
    }
    if (path === `${modalityPath}/availability`) return jsonResponse(200, { apartments: [APARTMENT] });
    if (path === `apartments/${APARTMENT.id}/unavailable-dates`)
      return jsonResponse(200, { dates: [APARTMENT_TAKEN] });
    if (path === 'quotes' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return jsonResponse(
        200,
        calculateQuote({ modality, spotPrices: project, interval: body, carSpots: body.carSpots }),
      );
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado.' });
  });
}

// By label, not by role: computing every button's accessible name on this long screen is slow.
const day = (label: string) => screen.getByLabelText(new RegExp(`, ${label}`), { selector: 'button' });
const askedFor = (fetchMock: ReturnType<typeof serveCatalogue>, fragment: string) =>
  fetchMock.mock.calls.some(([url]) => String(url).includes(fragment));

/** The screen as /projeto/:projectId/modalidade/:modalityId opens it: no dates, no apartment. */
function renderScreen() {
  const initial = { range: { start: null, end: null }, carSpots: { common: 0, covered: 0 }, apartment: null };
  return renderWithApp(
    <UnitScreen projectId={PROJECT_ID} modalityId={MODALITY_ID} initial={initial} rentalId={null} />,
  );
}

beforeEach(() => {
  // Only the clock: React Query and the user events keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-05T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UnitScreen calendar', () => {
  // The whole screen renders in jsdom: slower than a unit of the picker alone.
  it("strikes out the modality's full nights until an apartment is found, then that apartment's", {
    timeout: 20_000,
  }, async () => {
    const fetchMock = serveCatalogue();
    const user = userEvent.setup();
    renderScreen();

    // No apartment yet: the nights with no free apartment of the modality are refused.
    await waitFor(() => expect(day('18 de março de 2027')).toHaveAccessibleName(/noite indisponível$/), {
      timeout: 4000,
    });
    expect(day('18 de março de 2027')).toHaveAttribute('aria-disabled', 'true');
    expect(day('25 de março de 2027')).not.toHaveAttribute('aria-disabled');
    expect(
      screen.getByText('Noites riscadas não têm nenhum apartamento livre nesta modalidade.'),
    ).toBeInTheDocument();
    expect(askedFor(fetchMock, '/apartments/')).toBe(false);

    // A stay across the full night cannot be picked.
    await user.click(day('16 de março de 2027'));
    await user.click(day('20 de março de 2027'));
    expect(screen.getByRole('alert')).toHaveTextContent('Há noites indisponíveis nesse período');

    // The check-in stays: a stay that ends on the full night finds an apartment, and from then on the
    // calendar shows that apartment's nights.
    await user.click(day('18 de março de 2027'));
    await waitFor(() => expect(day('25 de março de 2027')).toHaveAttribute('aria-disabled', 'true'), {
      timeout: 4000,
    });
    expect(day('18 de março de 2027')).not.toHaveAttribute('aria-disabled');
    expect(
      screen.getByText('Noites riscadas já estão reservadas no apartamento 302 (bloco B).'),
    ).toBeInTheDocument();
    expect(askedFor(fetchMock, `/apartments/${APARTMENT.id}/unavailable-dates`)).toBe(true);
  });

  it('says so when the modality does not exist', async () => {
    stubFetch(async () =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Modalidade não encontrada.' }),
    );
    renderScreen();
    expect(await screen.findByText('Unidade não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os projetos' })).toHaveAttribute('href', '/projetos');
  });
});

describe('UnitScreen caução', () => {
  it('shows the modality’s caução, returned at the end of the lease, and nothing when it offers none', async () => {
    serveCatalogue({ ...modality, securityDepositCents: 1_560_000 });
    const { unmount } = renderScreen();
    expect(
      await screen.findByText('Caução: R$ 15.600,00 (devolvida ao fim da locação)', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    serveCatalogue({ ...modality, securityDepositCents: null });
    renderScreen();
    expect(
      await screen.findByText(/a cada 30 noites a partir de 30/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Caução/)).not.toBeInTheDocument();
  });
});

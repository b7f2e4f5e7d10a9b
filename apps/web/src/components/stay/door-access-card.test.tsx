import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { DoorAccessCard } from './door-access-card';

beforeAll(polyfillDialog);
beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

const ACCESS = {
  code: '482913',
  validFrom: '2027-01-12T17:00:00.000Z',
  validUntil: '2027-01-15T15:00:00.000Z',
};
const rented = () => reviveDates(rentalJson({ status: 'RENTED', accessCode: ACCESS.code, access: ACCESS }));

describe('DoorAccessCard', () => {
  it('shows the code with its window in Brasília time', () => {
    stubFetch();
    renderWithApp(<DoorAccessCard rental={rented()} />);
    expect(screen.getByTestId('access-code')).toHaveTextContent('482913');
    expect(screen.getByTestId('access-window')).toHaveTextContent(
      'Válido de 12/01/2027 às 14:00 até 15/01/2027 às 12:00',
    );
  });

  it('asks before replacing the code, then sends the request and closes', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse(200, { ...ACCESS, code: '105774' }));
    renderWithApp(<DoorAccessCard rental={rented()} />);
    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar novo código de acesso?' });
    expect(dialog).toHaveTextContent('deixa de abrir a porta na hora');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo código' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/rentals\/.+\/access-code\/rotate$/);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'DOOR_ACCESS_UNAVAILABLE',
        message: 'O check-out desta estadia já foi feito: não há mais código de acesso para gerar.',
      }),
    );
    renderWithApp(<DoorAccessCard rental={rented()} />);
    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo código' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O check-out desta estadia já foi feito',
    );
    expect(screen.getByTestId('access-code')).toHaveTextContent('482913');
  });

  it('shows nothing without a code', () => {
    stubFetch();
    const { container } = renderWithApp(
      <DoorAccessCard rental={reviveDates(rentalJson({ status: 'FINISHED' }))} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

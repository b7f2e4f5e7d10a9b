import {
  type AdminRental,
  type AdminRentalDetail,
  type Permission,
  type Rental,
  type StaffRole,
  staffPermissions,
} from '@estadia/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { registerQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { activeUser } from '@/test/test-user';

// The back-office's rentals as the API answers them (dates as text), and a way to render a screen for a
// logged-in staff member, for the dashboard's and the rentals' tests.

export { RENT_ID };

export const CUSTOMER = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Joana Araújo',
  email: 'joana@exemplo.com',
};

export function adminRentalJson(overrides: Partial<Rental> = {}, customer = CUSTOMER): AdminRental {
  return { ...rentalJson(overrides), customer };
}

export function rentalDetailJson(overrides: Partial<AdminRentalDetail> = {}): AdminRentalDetail {
  return {
    rental: rentalJson({ status: 'WAITING_APPROVAL', statusLabel: 'Aprovação pendente' }),
    customer: {
      ...CUSTOMER,
      phone: '34998765432',
      cpfOrCnpj: '52998224725',
      rg: 'MG-12.345.678',
      rgIssuer: 'SSP',
      rgIssuerState: 'MG',
      birthdate: '1990-03-15',
      hometown: 'Uberlândia',
      hometownState: 'MG',
      profession: 'Arquiteta',
      fathersFullName: 'José Araújo',
      mothersFullName: 'Maria Araújo',
      address: {
        street: 'Avenida Rondon Pacheco',
        number: '1000',
        complement: 'Apto 12',
        postCode: '38400100',
        neighborhood: 'Centro',
        city: { name: 'Uberlândia', stateInitials: 'MG' },
      },
      documents: [
        {
          kind: 'CPF',
          fileName: 'aaaabbbbccccddddeeeeffff00001111.pdf',
          url: '/api/admin/files/aaaabbbbccccddddeeeeffff00001111.pdf',
        },
        {
          kind: 'RG',
          fileName: 'fedcba9876543210fedcba9876543210.png',
          url: '/api/admin/files/fedcba9876543210fedcba9876543210.png',
        },
      ],
      createdDate: '2025-01-10T12:00:00.000Z',
    },
    payments: [],
    contract: null,
    history: [
      { at: '2026-03-01T11:58:00.000Z', label: 'Solicitação criada pelo cliente', actor: null },
      { at: '2026-03-01T12:00:00.000Z', label: 'Enviada para aprovação', actor: null },
    ],
    ...overrides,
  };
}

/** A staff member holding a role's permissions, or exactly the entries given. */
export function staffUser(role: StaffRole | Permission[]) {
  return activeUser({
    name: 'Beatriz Reservas',
    email: 'beatriz@estadia.com.br',
    permissions: typeof role === 'string' ? staffPermissions(role) : role,
  });
}

/** Shows where the app went, for the tests that follow the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `path` for a logged-in staff member, inside a fresh query client registered as
 * the app's (the active user is read from it) and a memory router whose `route` names the params.
 */
export function renderBackOffice(
  element: ReactElement,
  {
    path,
    route = '*',
    user = staffUser('ADMIN'),
  }: { path: string; route?: string; user?: ReturnType<typeof staffUser> },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(queryKeys.me, user);
  registerQueryClient(queryClient);
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

import { initialLoggedInRoute, staffPermissions } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { adminRouteDefinitions } from '../app/admin-routes';
import { flattenRoutes } from '../app/router/flatten-routes';
import { visibleSections } from './sections';

const titles = (permissions: Parameters<typeof visibleSections>[0]) =>
  visibleSections(permissions).map((section) => section.title);

describe('the back-office menu', () => {
  it('shows each role the sections its permissions open, in menu order', () => {
    expect(titles({ permissions: staffPermissions('ADMIN') })).toEqual([
      'Painel',
      'Locações',
      'Calendário',
      'Recepção',
      'Governança',
      'Solicitações',
      'Preços',
      'Pagamentos',
      'Garantias',
      'Conciliação',
      'Financeiro',
      'Relatórios',
      'Equipe',
      'Auditoria',
    ]);
    expect(titles({ permissions: staffPermissions('BOOKINGS') })).toEqual([
      'Painel',
      'Locações',
      'Calendário',
      'Governança',
      'Solicitações',
      'Preços',
      'Relatórios',
    ]);
    expect(titles({ permissions: staffPermissions('FINANCE') })).toEqual([
      'Painel',
      'Locações',
      'Solicitações',
      'Pagamentos',
      'Garantias',
      'Conciliação',
      'Financeiro',
      'Relatórios',
    ]);
    expect(titles({ permissions: staffPermissions('FRONT_DESK') })).toEqual([
      'Painel',
      'Calendário',
      'Recepção',
      'Governança',
    ]);
  });

  it('shows nothing to a customer or to nobody', () => {
    expect(titles({ permissions: [{ module: 'WEB' }] })).toEqual([]);
    expect(titles(null)).toEqual([]);
  });

  it('lands every staff member on the dashboard, the section of lowest priority', () => {
    // The back-office build's table (the tests run as the customer build).
    const pages = flattenRoutes(adminRouteDefinitions).map((page) => ({
      path: page.path,
      priority: page.handle.priority,
      permissions: page.handle.permissions,
    }));
    for (const role of ['ADMIN', 'BOOKINGS', 'FINANCE', 'FRONT_DESK'] as const) {
      expect(initialLoggedInRoute(pages, { permissions: staffPermissions(role) })).toBe('/painel');
    }
  });
});

import { BACK_OFFICE_SECTIONS, sectionPermissions } from '../back-office/sections';
import type { RouteDefinition } from './router/route-types';

// The back-office build's route table (decision 0008), served under /admin/: the login and password
// screens, and the sections of back-office/sections.ts and the not-found page inside the back-office's
// layout. None of the customer's pages is reachable, so none is in this build.

/** The other build drops it whole (decision 0008): its one call is marked pure. */
export const adminRouteDefinitions: RouteDefinition[] = [
  {
    lazy: () =>
      import('../back-office/layout/back-office-layout').then((m) => ({ Component: m.BackOfficeLayout })),
    children: [
      { index: true, redirectTo: '/painel' },
      .../* @__PURE__ */ BACK_OFFICE_SECTIONS.map(
        ({ path, title, area, priority, lazy }): RouteDefinition => ({
          path,
          handle: { title, requiresAuth: true, permissions: sectionPermissions(area), priority },
          lazy,
        }),
      ),
      {
        // Inside the frame: a staff member who opens a page their role lost keeps the menu at hand.
        path: '/404',
        handle: { title: 'Página não encontrada', requiresAuth: false, isNotFound: true },
        withoutQueryClient: true,
        lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        // The rentals area opens any rental, the front desk those of its day: the API decides (decision 0017).
        path: '/locacoes/:rentId',
        handle: { title: 'Locação', requiresAuth: true, permissions: sectionPermissions(null) },
        lazy: () => import('../back-office/rentals/rental-page').then((m) => ({ Component: m.RentalPage })),
      },
      {
        path: '/locacoes/:rentId/vistoria',
        handle: { title: 'Vistoria', requiresAuth: true, permissions: sectionPermissions('rentals') },
        lazy: () =>
          import('../back-office/inspections/inspection-form-page').then((m) => ({
            Component: m.InspectionFormPage,
          })),
      },
      {
        path: '/recepcao/lista-da-portaria',
        handle: {
          title: 'Lista da portaria',
          requiresAuth: true,
          permissions: sectionPermissions('frontDesk'),
        },
        lazy: () =>
          import('../back-office/front-desk/guest-list-page').then((m) => ({ Component: m.GuestListPage })),
      },
    ],
  },
  {
    lazy: () => import('./layouts/standalone-layout').then((m) => ({ Component: m.StandaloneLayout })),
    children: [
      {
        path: '/login',
        handle: { title: 'Entrar na administração', requiresAuth: false, isLogin: true },
        lazy: () =>
          import('../back-office/auth/back-office-login-page').then((m) => ({
            Component: m.BackOfficeLoginPage,
          })),
      },
      {
        path: '/definir-senha',
        handle: { title: 'Definir senha', requiresAuth: false },
        lazy: () =>
          import('../back-office/staff/accept-invitation-page').then((m) => ({
            Component: m.AcceptInvitationPage,
          })),
      },
      {
        path: '/aceitar-convite',
        handle: { title: 'Aceitar convite', requiresAuth: false },
        lazy: () =>
          import('../back-office/staff/accept-invitation-page').then((m) => ({
            Component: m.AcceptInvitationForAccountPage,
          })),
      },
      {
        path: '/recuperar-senha',
        handle: { title: 'Recuperar senha', requiresAuth: false },
        lazy: () =>
          import('../features/auth/pages/recover-password-page').then((m) => ({
            Component: m.RecoverPasswordPage,
          })),
      },
      {
        path: '/redefinir-senha',
        handle: { title: 'Redefinir senha', requiresAuth: false },
        lazy: () =>
          import('../features/auth/pages/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
    ],
  },
  { path: '*', redirectTo: '/404' },
];

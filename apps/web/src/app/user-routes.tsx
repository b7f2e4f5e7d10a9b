import { DEV_EXAMPLES } from '../dev/dev-example-list';
import type { RouteDefinition } from './router/route-types';

// The customer build's route table (spec §2). Paths are Portuguese; every screen is its own chunk. Screens marked
// withoutQueryClient render without waiting for the query library (the first visit to /home skips it).

/** The other build drops it whole (decision 0008): its one call is marked pure. */
export const userRouteDefinitions: RouteDefinition[] = [
  {
    path: '/',
    lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
    children: [
      { index: true, redirectTo: '/home' },
      {
        path: 'home',
        handle: { title: 'Início', requiresAuth: false, priority: 1 },
        withoutQueryClient: true,
        lazy: () => import('../features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'termos-e-politica',
        handle: { title: 'Termos de uso e política de privacidade', requiresAuth: false },
        withoutQueryClient: true,
        lazy: () => import('../features/legal/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'politica-cancelamento',
        handle: { title: 'Política de cancelamento', requiresAuth: false },
        withoutQueryClient: true,
        lazy: () =>
          import('../features/legal/pages/cancellation-policy-page').then((m) => ({
            Component: m.CancellationPolicyPage,
          })),
      },
      {
        path: 'regulamento-interno',
        handle: { title: 'Regulamento interno', requiresAuth: false },
        withoutQueryClient: true,
        lazy: () =>
          import('../features/legal/pages/house-rules-page').then((m) => ({ Component: m.HouseRulesPage })),
      },
      {
        path: 'reserva-corporativa',
        handle: { title: 'Reserva corporativa', requiresAuth: false },
        lazy: () =>
          import('../features/corporate/pages/corporate-booking-page').then((m) => ({
            Component: m.CorporateBookingPage,
          })),
      },
      {
        path: 'faq',
        handle: { title: 'Perguntas frequentes', requiresAuth: false },
        lazy: () => import('../features/contact/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: 'cadastro',
        handle: { title: 'Criar conta', requiresAuth: false },
        lazy: () => import('../features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: 'dados-pessoais',
        handle: { title: 'Dados pessoais', requiresAuth: true },
        lazy: () =>
          import('../features/account/pages/personal-data-page').then((m) => ({
            Component: m.PersonalDataPage,
          })),
      },
      {
        path: 'alterar-senha',
        handle: { title: 'Alterar senha', requiresAuth: true },
        lazy: () =>
          import('../features/account/pages/change-password-page').then((m) => ({
            Component: m.ChangePasswordPage,
          })),
      },
      {
        path: 'minhas-locacoes',
        handle: { title: 'Minhas locações', requiresAuth: true, priority: 2 },
        lazy: () =>
          import('../features/rentals/pages/my-rentals-page').then((m) => ({ Component: m.MyRentalsPage })),
      },
      {
        path: 'fiador/locacoes',
        handle: { title: 'Locações que você garante', requiresAuth: true },
        lazy: () =>
          import('../features/guarantor/guaranteed-rentals-page').then((m) => ({
            Component: m.GuaranteedRentalsPage,
          })),
      },
      {
        path: 'fiador/locacoes/:rentId',
        handle: { title: 'Fiança', requiresAuth: true },
        lazy: () =>
          import('../features/guarantor/guaranteed-rental-page').then((m) => ({
            Component: m.GuaranteedRentalPage,
          })),
      },
      {
        path: 'fiador/:token',
        handle: { title: 'Convite para ser fiador', requiresAuth: true },
        lazy: () =>
          import('../features/guarantor/guarantor-invitation-page').then((m) => ({
            Component: m.GuarantorInvitationPage,
          })),
      },
      {
        path: 'minhas-locacoes/:rentId',
        handle: { title: 'Minha locação', requiresAuth: true },
        lazy: () => import('./pages/rental-page').then((m) => ({ Component: m.RentalPage })),
      },
      {
        path: 'projetos',
        handle: { title: 'Projetos', requiresAuth: false },
        lazy: () =>
          import('../features/catalog/pages/projects-page').then((m) => ({ Component: m.ProjectsPage })),
      },
      {
        path: 'projeto/:projectId/modalidade/:modalityId',
        handle: { title: 'Detalhes da unidade', requiresAuth: false },
        lazy: () =>
          import('../features/catalog/pages/unit-details-page').then((m) => ({
            Component: m.UnitDetailsPage,
          })),
      },
      {
        path: 'projeto/salvo/:apartmentId',
        handle: { title: 'Unidade salva', requiresAuth: false },
        lazy: () =>
          import('../features/catalog/pages/unit-details-page').then((m) => ({
            Component: m.UnitDetailsPage,
          })),
      },
      {
        path: 'locacao/solicitacao/:apartmentId',
        handle: { title: 'Solicitação de locação', requiresAuth: true },
        lazy: () =>
          import('../features/rentals/pages/rental-request-page').then((m) => ({
            Component: m.RentalRequestPage,
          })),
      },
      {
        path: 'locacao/pagamento/:rentId',
        handle: { title: 'Pagamento', requiresAuth: true },
        lazy: () =>
          import('./pages/rental-payment-page').then((m) => ({
            Component: m.RentalPaymentPage,
          })),
      },
      {
        path: '404',
        handle: { title: 'Página não encontrada', requiresAuth: false, isNotFound: true },
        withoutQueryClient: true,
        lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    // Standalone screens: no navbar or footer, just the form.
    lazy: () => import('./layouts/standalone-layout').then((m) => ({ Component: m.StandaloneLayout })),
    children: [
      {
        path: '/login',
        handle: { title: 'Entrar', requiresAuth: false, isLogin: true },
        lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/redefinir-senha',
        handle: { title: 'Redefinir senha', requiresAuth: false },
        lazy: () =>
          import('../features/auth/pages/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
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
    ],
  },
  {
    path: '/dev',
    handle: { title: 'Desenvolvimento', requiresAuth: true },
    lazy: () => import('../dev/dev-layout').then((m) => ({ Component: m.DevLayout })),
    children: [
      { index: true, redirectTo: '/dev/exemplos/icones' },
      .../* @__PURE__ */ DEV_EXAMPLES.map(
        ({ slug, title }): RouteDefinition => ({
          path: `exemplos/${slug}`,
          handle: { title, requiresAuth: true },
          lazy: () => import('../dev/dev-examples').then((m) => ({ Component: m.devExamplePages[slug] })),
        }),
      ),
    ],
  },
  { path: '*', redirectTo: '/404' },
];

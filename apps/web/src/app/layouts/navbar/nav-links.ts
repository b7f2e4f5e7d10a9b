export const MAIN_LINKS = [
  { to: '/projetos', label: 'Projetos' },
  { to: '/reserva-corporativa', label: 'Reserva corporativa' },
  { to: '/faq', label: 'FAQ' },
] as const;

export const ACCOUNT_LINKS = [
  { to: '/minhas-locacoes', label: 'Minhas locações' },
  { to: '/dados-pessoais', label: 'Dados pessoais' },
  { to: '/alterar-senha', label: 'Alterar senha' },
] as const;

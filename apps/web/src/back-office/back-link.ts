// Where the rental page's 'Voltar' leads: to the list (with its filters) or the dashboard it was
// opened from, carried in the navigation's state; to the whole list when opened by its address.

export interface BackLink {
  to: string;
  label: string;
}

export const RENTALS_BACK_LINK: BackLink = { to: '/locacoes', label: 'Voltar para locações' };
export const DASHBOARD_BACK_LINK: BackLink = { to: '/painel', label: 'Voltar ao painel' };

/** The state a link to a rental page carries. */
export function backLinkState(back: BackLink): { back: BackLink } {
  return { back };
}

/** The list with the filters it was showing ('?status=…'), as the way back. */
export function rentalsBackLink(search: string): BackLink {
  return { ...RENTALS_BACK_LINK, to: search ? `/locacoes?${search}` : '/locacoes' };
}

/** Only an in-app path is followed: the state could hold anything. */
export function readBackLink(state: unknown, fallback: BackLink = RENTALS_BACK_LINK): BackLink {
  const back = (state as { back?: Partial<BackLink> } | null)?.back;
  if (typeof back?.to === 'string' && typeof back.label === 'string' && /^\/(?!\/)/.test(back.to)) {
    return { to: back.to, label: back.label };
  }
  return fallback;
}

export const PRODUCT_NAME = 'Estadia';

/** A whole long-stay period; the long price is per 30 nights. */
export const LONG_PERIOD_NIGHTS = 30;
/** Up to 29 nights is a short stay, priced per night. */
export const SHORT_PERIOD_MAX_NIGHTS = 29;

export const PLACES = ['Santa Mônica'] as const;

/** Tailwind's default breakpoints, in pixels. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const CONTACT = {
  phone: '+55 34 3230-9000',
  phoneHref: 'tel:+553432309000',
  email: 'contato@estadia.com.br',
  devopsEmail: 'devops@estadia.com.br',
  facebook: 'https://www.facebook.com/estadia',
  linkedin: 'https://www.linkedin.com/company/estadia',
  instagram: 'https://www.instagram.com/estadia',
  googlePlay: 'https://play.google.com/store/apps/details?id=br.com.estadia',
  appStore: 'https://apps.apple.com/br/app/estadia',
} as const;

/** Hours an approved rental waits for its payment before it is cancelled (the API's HOLD_HOURS default). */
export const DEFAULT_HOLD_HOURS = 48;

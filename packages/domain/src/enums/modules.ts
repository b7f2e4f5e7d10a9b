export const MODULES = ['DASH', 'WEB', 'APP'] as const;
export type Module = (typeof MODULES)[number];

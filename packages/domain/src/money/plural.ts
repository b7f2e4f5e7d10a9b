import { formatCount } from './format.ts';

/** Portuguese plural of the product's count words: noite → noites, vaga → vagas, comum → comuns. */
export function pluralWord(count: number, singular: string, plural?: string): string {
  if (Math.abs(count) === 1) return singular;
  if (plural) return plural;
  if (singular.endsWith('m')) return `${singular.slice(0, -1)}ns`;
  return `${singular}s`;
}

/** '1 noite', '2 noites', '0 noites'. */
export function pluralize(count: number, singular: string, plural?: string): string {
  return `${formatCount(count)} ${pluralWord(count, singular, plural)}`;
}

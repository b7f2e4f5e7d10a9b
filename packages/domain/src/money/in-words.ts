import { DomainError } from '../errors/domain-error.ts';

// Amounts written out in Brazilian Portuguese, as receipts and contracts repeat them after the figures
// ('R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)').

const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** The largest amount written out: R$ 99.999.999,99. */
export const MAX_CENTS_IN_WORDS = 9_999_999_999;

/** 1…999: hundreds, tens and units joined by 'e' ('cento e um', 'duzentos e trinta e quatro'). */
function groupInWords(group: number): string {
  if (group === 100) return 'cem';
  const parts: string[] = [];
  const hundreds = Math.floor(group / 100);
  const rest = group % 100;
  if (hundreds > 0) parts.push(HUNDREDS[hundreds]!);
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10 > 0) parts.push(UNITS[rest % 10]!);
  } else if (rest > 0) {
    parts.push(UNITS[rest]!);
  }
  return parts.join(' e ');
}

/**
 * A group that reads as a single word ('cem', 'duzentos', 'quinze', 'vinte e um' counts too: under 100)
 * is joined to the groups before it with 'e' ('mil e cem', 'mil e quinze'); otherwise with a space
 * ('mil cento e um', 'mil duzentos e trinta').
 */
function takesConjunction(group: number): boolean {
  return group < 100 || group % 100 === 0;
}

/** 0…999.999.999 in words: 'zero', 'mil e cem', 'um milhão e duzentos mil', 'dois milhões cento e um'. */
export function integerInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value > 999_999_999) {
    throw new DomainError('AMOUNT_OUT_OF_RANGE', 'Valor fora do limite.');
  }
  if (value === 0) return UNITS[0]!;
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor(value / 1000) % 1000;
  const units = value % 1000;
  const groups: { value: number; words: string }[] = [];
  if (millions > 0) {
    groups.push({
      value: millions,
      words: `${groupInWords(millions)} ${millions === 1 ? 'milhão' : 'milhões'}`,
    });
  }
  // 'mil', never 'um mil'.
  if (thousands > 0)
    groups.push({ value: thousands, words: thousands === 1 ? 'mil' : `${groupInWords(thousands)} mil` });
  if (units > 0) groups.push({ value: units, words: groupInWords(units) });

  let text = groups[0]!.words;
  for (let index = 1; index < groups.length; index += 1) {
    const group = groups[index]!;
    const isLast = index === groups.length - 1;
    text += isLast && takesConjunction(group.value) ? ` e ${group.words}` : ` ${group.words}`;
  }
  return text;
}

/**
 * Integer cents → the amount in words: 'um real', 'dois mil reais e um centavo', 'um milhão de reais',
 * 'cinquenta centavos', 'zero reais'. Up to R$ 99.999.999,99.
 */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS_IN_WORDS) {
    throw new DomainError('AMOUNT_OUT_OF_RANGE', 'Valor fora do limite para escrever por extenso.');
  }
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  if (reais === 0 && centavos === 0) return 'zero reais';

  const parts: string[] = [];
  if (reais > 0) {
    // A whole number of millions takes 'de': 'um milhão de reais', but 'um milhão e cem reais'.
    const wholeMillions = reais % 1_000_000 === 0;
    const currency = reais === 1 ? 'real' : 'reais';
    parts.push(`${integerInWords(reais)} ${wholeMillions ? 'de ' : ''}${currency}`);
  }
  if (centavos > 0) parts.push(`${integerInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  return parts.join(' e ');
}

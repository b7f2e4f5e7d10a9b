// Masks applied while typing. They only shape the text; validation stays with the domain schemas.

/** '01022025' → '01/02/2025' (also partial input: '0102' → '01/02'). */
export function maskBrDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Brazilian phone with DDD: '(34) 3230-9000' or '(34) 99876-5432', also while incomplete. */
export function maskPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const number = digits.slice(2);
  const split = number.length === 9 ? 5 : 4;
  if (number.length <= split) return `(${ddd}) ${number}`;
  return `(${ddd}) ${number.slice(0, split)}-${number.slice(split)}`;
}

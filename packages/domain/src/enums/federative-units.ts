export const FEDERATIVE_UNITS = [
  { value: 'AC', name: 'Acre' },
  { value: 'AL', name: 'Alagoas' },
  { value: 'AP', name: 'Amapá' },
  { value: 'AM', name: 'Amazonas' },
  { value: 'BA', name: 'Bahia' },
  { value: 'CE', name: 'Ceará' },
  { value: 'DF', name: 'Distrito Federal' },
  { value: 'ES', name: 'Espírito Santo' },
  { value: 'GO', name: 'Goiás' },
  { value: 'MA', name: 'Maranhão' },
  { value: 'MT', name: 'Mato Grosso' },
  { value: 'MS', name: 'Mato Grosso do Sul' },
  { value: 'MG', name: 'Minas Gerais' },
  { value: 'PA', name: 'Pará' },
  { value: 'PB', name: 'Paraíba' },
  { value: 'PR', name: 'Paraná' },
  { value: 'PE', name: 'Pernambuco' },
  { value: 'PI', name: 'Piauí' },
  { value: 'RJ', name: 'Rio de Janeiro' },
  { value: 'RN', name: 'Rio Grande do Norte' },
  { value: 'RS', name: 'Rio Grande do Sul' },
  { value: 'RO', name: 'Rondônia' },
  { value: 'RR', name: 'Roraima' },
  { value: 'SC', name: 'Santa Catarina' },
  { value: 'SP', name: 'São Paulo' },
  { value: 'SE', name: 'Sergipe' },
  { value: 'TO', name: 'Tocantins' },
] as const;

export type FederativeUnit = (typeof FEDERATIVE_UNITS)[number];
export type StateInitials = FederativeUnit['value'];

export const STATE_INITIALS = FEDERATIVE_UNITS.map((unit) => unit.value) as [
  StateInitials,
  ...StateInitials[],
];

/** The spec's option list shows the two-letter code both as label and value. */
export const stateOptions: readonly { label: StateInitials; value: StateInitials }[] = STATE_INITIALS.map(
  (code) => ({ label: code, value: code }),
);

export function isStateInitials(value: unknown): value is StateInitials {
  return typeof value === 'string' && (STATE_INITIALS as readonly string[]).includes(value);
}

export function stateName(code: StateInitials): string {
  return FEDERATIVE_UNITS.find((unit) => unit.value === code)!.name;
}

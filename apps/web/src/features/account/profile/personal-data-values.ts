import { formatBrDate, type UpdateMeInput } from '@estadia/domain';
import { readBrDateField } from '@/lib/br-date-field';
import { maskPhone } from '@/lib/masks';
import type { ActiveUser } from '@/lib/me/get-me';
import { missingFieldErrors, textOrNull } from './required-fields';

export interface PersonalDataValues {
  name: string;
  /** dd/MM/yyyy as typed. */
  birthdate: string;
  hometown: string;
  hometownState: string;
  profession: string;
  phone: string;
}

export const PERSONAL_DATA_FIELDS: readonly (keyof PersonalDataValues)[] = [
  'name',
  'birthdate',
  'hometown',
  'hometownState',
  'profession',
  'phone',
];

const REQUIRED_MESSAGES: Record<string, string> = {
  name: 'Informe o nome completo',
  birthdate: 'Informe a data de nascimento',
  hometown: 'Informe a cidade natal',
  hometownState: 'Selecione o estado',
  profession: 'Informe a profissão',
};

export function personalDataValuesOf(user: ActiveUser): PersonalDataValues {
  return {
    name: user.name ?? '',
    birthdate: user.birthdate ? formatBrDate(user.birthdate) : '',
    hometown: user.hometown ?? '',
    hometownState: user.hometownState ?? '',
    profession: user.profession ?? '',
    phone: maskPhone(user.phone ?? ''),
  };
}

/**
 * The section's fields → PATCH /api/me. Blank fields are cleared unless `requireComplete`, which asks
 * for everything the personal-data check needs (e.g. before a booking).
 */
export function preparePersonalData(values: PersonalDataValues, { requireComplete = false } = {}) {
  const errors: Record<string, string> = requireComplete
    ? missingFieldErrors((path) => values[path as keyof PersonalDataValues], REQUIRED_MESSAGES)
    : {};
  let birthdate: string | null = null;
  if (values.birthdate.trim() !== '') {
    const date = readBrDateField(values.birthdate);
    if (date.error) errors.birthdate = date.error;
    else birthdate = date.iso ?? null;
  }
  const input: UpdateMeInput = {
    name: values.name,
    birthdate,
    hometown: textOrNull(values.hometown),
    hometownState: (textOrNull(values.hometownState) as UpdateMeInput['hometownState']) ?? null,
    profession: textOrNull(values.profession),
    phone: textOrNull(values.phone),
  };
  return { input, errors };
}

import { formatCep, type UpdateMeInput } from '@estadia/domain';
import type { ActiveUser } from '@/lib/me/get-me';
import { missingFieldErrors, textOrNull } from './required-fields';

export interface AddressValues {
  address: {
    postCode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: { name: string; stateInitials: string };
  };
}

export const ADDRESS_FIELDS = [
  'address.postCode',
  'address.street',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city.name',
  'address.city.stateInitials',
] as const;

const REQUIRED_MESSAGES: Record<string, string> = {
  'address.postCode': 'Informe o CEP',
  'address.street': 'Informe a rua',
  'address.number': 'Informe o número',
  'address.complement': 'Informe o complemento (sem complemento, escreva “Casa”)',
  'address.neighborhood': 'Informe o bairro',
  'address.city.name': 'Informe a cidade',
  'address.city.stateInitials': 'Selecione o estado',
};

export function addressValuesOf(user: ActiveUser): AddressValues {
  const address = user.address;
  return {
    address: {
      postCode: formatCep(address?.postCode ?? ''),
      street: address?.street ?? '',
      number: address?.number ?? '',
      complement: address?.complement ?? '',
      neighborhood: address?.neighborhood ?? '',
      city: { name: address?.city?.name ?? '', stateInitials: address?.city?.stateInitials ?? '' },
    },
  };
}

function read(values: AddressValues, path: string): string {
  const { address } = values;
  const byPath: Record<string, string> = {
    'address.postCode': address.postCode,
    'address.street': address.street,
    'address.number': address.number,
    'address.complement': address.complement,
    'address.neighborhood': address.neighborhood,
    'address.city.name': address.city.name,
    'address.city.stateInitials': address.city.stateInitials,
  };
  return byPath[path] ?? '';
}

/** The section's fields → PATCH /api/me; see preparePersonalData for `requireComplete`. */
export function prepareAddress(values: AddressValues, { requireComplete = false } = {}) {
  const errors = requireComplete ? missingFieldErrors((path) => read(values, path), REQUIRED_MESSAGES) : {};
  const { address } = values;
  const input: UpdateMeInput = {
    address: {
      postCode: textOrNull(address.postCode),
      street: textOrNull(address.street),
      number: textOrNull(address.number),
      complement: textOrNull(address.complement),
      neighborhood: textOrNull(address.neighborhood),
      city: {
        name: textOrNull(address.city.name),
        stateInitials:
          (textOrNull(address.city.stateInitials) as NonNullable<
            NonNullable<UpdateMeInput['address']>['city']
          >['stateInitials']) ?? null,
      },
    },
  };
  return { input, errors };
}

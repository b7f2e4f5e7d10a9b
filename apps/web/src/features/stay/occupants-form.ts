import {
  formatBrDate,
  formatCpf,
  formatPhone,
  type Occupant,
  type OccupantDocumentType,
  type UpdateOccupantsRequest,
  updateOccupantsRequestSchema,
} from '@estadia/domain';
import { readBrDateField } from '@/lib/br-date-field';
import type { WithDates } from '@/lib/date-fields';
import { schemaResolver } from '@/lib/form-resolver';

// The 'Hóspedes' form: one card per person, with the fields named like the API's body so the domain
// schema's messages (and the API's `issues`) land under the right field.

export interface OccupantFields {
  name: string;
  /** dd/MM/yyyy as typed. */
  birthdate: string;
  document: { type: OccupantDocumentType; number: string };
  phone: string;
  isCustomer: boolean;
}

export interface OccupantsFormValues {
  items: OccupantFields[];
}

export function emptyOccupant(): OccupantFields {
  return { name: '', birthdate: '', document: { type: 'CPF', number: '' }, phone: '', isCustomer: false };
}

/** The saved people as the form shows them (masks and dd/MM/yyyy). */
export function occupantFieldsOf(occupant: WithDates<Occupant> | Occupant): OccupantFields {
  return {
    name: occupant.name,
    birthdate: formatBrDate(occupant.birthdate),
    document: {
      type: occupant.document.type,
      number:
        occupant.document.type === 'CPF' ? formatCpf(occupant.document.number) : occupant.document.number,
    },
    phone: occupant.phone ? formatPhone(occupant.phone) : '',
    isCustomer: occupant.isCustomer,
  };
}

/** Validates with the API's own schema, after turning the typed dates into ISO dates. */
export const occupantsResolver = schemaResolver<OccupantsFormValues, UpdateOccupantsRequest>(
  updateOccupantsRequestSchema,
  (values) => {
    const errors: Record<string, string> = {};
    const items = values.items.map((item, index) => {
      const birthdate = readBrDateField(item.birthdate, 'Informe a data de nascimento');
      if (birthdate.error) errors[`items.${index}.birthdate`] = birthdate.error;
      return {
        name: item.name,
        birthdate: birthdate.iso ?? '2000-01-01',
        document: item.document,
        phone: item.phone.trim() === '' ? null : item.phone,
        isCustomer: item.isCustomer,
      };
    });
    return { input: { items }, errors };
  },
);

/** Every field path of the form, for the API's per-field messages. */
export function occupantFieldPaths(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    ['name', 'birthdate', 'document.type', 'document.number', 'phone'].map(
      (field) => `items.${index}.${field}`,
    ),
  ).flat();
}

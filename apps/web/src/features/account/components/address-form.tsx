import { formatCep } from '@estadia/domain';
import { TextField } from '@/components/ui/text-field';
import {
  ADDRESS_FIELDS,
  type AddressValues,
  addressValuesOf,
  prepareAddress,
} from '../profile/address-values';
import type { ProfileSectionFormProps } from './personal-data-form';
import { ProfileFormFooter } from './profile-form-footer';
import { StateField } from './state-field';
import { useProfileSectionForm } from './use-profile-section-form';

/** Home address: CEP, street, number, complement, neighbourhood, city and state. */
export function AddressForm({
  user,
  requireComplete = false,
  onSaved,
  submitLabel = 'Salvar endereço',
}: ProfileSectionFormProps) {
  const { form, onSubmit, isSaving } = useProfileSectionForm<AddressValues>({
    user,
    valuesOf: addressValuesOf,
    prepare: prepareAddress,
    fields: ADDRESS_FIELDS,
    requireComplete,
    successMessage: 'Endereço salvo.',
    onSaved,
  });
  const {
    register,
    formState: { errors: formErrors, isDirty },
  } = form;
  const errors = formErrors.address;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-6">
      <TextField
        label="CEP"
        error={errors?.postCode?.message}
        required={requireComplete}
        className="sm:col-span-2"
        mask={formatCep}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        {...register('address.postCode')}
      />
      <TextField
        label="Rua"
        error={errors?.street?.message}
        required={requireComplete}
        className="sm:col-span-4"
        autoComplete="address-line1"
        {...register('address.street')}
      />
      <TextField
        label="Número"
        error={errors?.number?.message}
        required={requireComplete}
        className="sm:col-span-2"
        inputMode="text"
        {...register('address.number')}
      />
      <TextField
        label="Complemento"
        error={errors?.complement?.message}
        hint="Apartamento, bloco, casa… Sem complemento, escreva “Casa”."
        required={requireComplete}
        className="sm:col-span-4"
        autoComplete="address-line2"
        {...register('address.complement')}
      />
      <TextField
        label="Bairro"
        error={errors?.neighborhood?.message}
        required={requireComplete}
        className="sm:col-span-2"
        autoComplete="address-level3"
        {...register('address.neighborhood')}
      />
      <TextField
        label="Cidade"
        error={errors?.city?.name?.message}
        required={requireComplete}
        className="sm:col-span-2"
        autoComplete="address-level2"
        {...register('address.city.name')}
      />
      <StateField
        label="Estado"
        error={errors?.city?.stateInitials?.message}
        required={requireComplete}
        className="sm:col-span-2"
        autoComplete="address-level1"
        {...register('address.city.stateInitials')}
      />
      <ProfileFormFooter isDirty={isDirty} isSaving={isSaving} label={submitLabel} />
    </form>
  );
}

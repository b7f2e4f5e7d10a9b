import { formatCep } from '@estadia/domain';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MaskedInput } from '../../../components/ui/masked-input';
import {
  ADDRESS_FIELDS,
  type AddressValues,
  addressValuesOf,
  prepareAddress,
} from '../profile/address-values';
import type { ProfileSectionFormProps } from './personal-data-form';
import { ProfileFormFooter } from './profile-form-footer';
import { StateSelect } from './state-select';
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
      <Field
        label="CEP"
        error={errors?.postCode?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => (
          <MaskedInput
            {...control}
            mask={formatCep}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            {...register('address.postCode')}
          />
        )}
      </Field>
      <Field label="Rua" error={errors?.street?.message} required={requireComplete} className="sm:col-span-4">
        {(control) => <Input {...control} autoComplete="address-line1" {...register('address.street')} />}
      </Field>
      <Field
        label="Número"
        error={errors?.number?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} inputMode="text" {...register('address.number')} />}
      </Field>
      <Field
        label="Complemento"
        error={errors?.complement?.message}
        hint="Apartamento, bloco, casa… Sem complemento, escreva “Casa”."
        required={requireComplete}
        className="sm:col-span-4"
      >
        {(control) => <Input {...control} autoComplete="address-line2" {...register('address.complement')} />}
      </Field>
      <Field
        label="Bairro"
        error={errors?.neighborhood?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input {...control} autoComplete="address-level3" {...register('address.neighborhood')} />
        )}
      </Field>
      <Field
        label="Cidade"
        error={errors?.city?.name?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} autoComplete="address-level2" {...register('address.city.name')} />}
      </Field>
      <Field
        label="Estado"
        error={errors?.city?.stateInitials?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => (
          <StateSelect
            {...control}
            autoComplete="address-level1"
            {...register('address.city.stateInitials')}
          />
        )}
      </Field>
      <ProfileFormFooter isDirty={isDirty} isSaving={isSaving} label={submitLabel} />
    </form>
  );
}

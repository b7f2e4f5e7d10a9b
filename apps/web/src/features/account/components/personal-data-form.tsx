import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MaskedInput } from '../../../components/ui/masked-input';
import { maskBrDate, maskPhone } from '../../../lib/masks';
import type { ActiveUser } from '../api/get-me';
import {
  PERSONAL_DATA_FIELDS,
  type PersonalDataValues,
  personalDataValuesOf,
  preparePersonalData,
} from '../profile/personal-data-values';
import { ProfileFormFooter } from './profile-form-footer';
import { StateSelect } from './state-select';
import { useProfileSectionForm } from './use-profile-section-form';

export interface ProfileSectionFormProps {
  user: ActiveUser;
  /** Asks for every field the section's completeness check needs (e.g. before a booking). */
  requireComplete?: boolean;
  onSaved?: (user: ActiveUser) => void;
  submitLabel?: string;
}

/** Name, birth date, hometown and its state, profession and phone. */
export function PersonalDataForm({
  user,
  requireComplete = false,
  onSaved,
  submitLabel = 'Salvar dados pessoais',
}: ProfileSectionFormProps) {
  const { form, onSubmit, isSaving } = useProfileSectionForm<PersonalDataValues>({
    user,
    valuesOf: personalDataValuesOf,
    prepare: preparePersonalData,
    fields: PERSONAL_DATA_FIELDS,
    requireComplete,
    successMessage: 'Dados pessoais salvos.',
    onSaved,
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-6">
      <Field label="Nome completo" error={errors.name?.message} required className="sm:col-span-4">
        {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
      </Field>
      <Field
        label="Data de nascimento"
        error={errors.birthdate?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => (
          <MaskedInput
            {...control}
            mask={maskBrDate}
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/aaaa"
            {...register('birthdate')}
          />
        )}
      </Field>
      <Field
        label="Profissão"
        error={errors.profession?.message}
        required={requireComplete}
        className="sm:col-span-3"
      >
        {(control) => <Input {...control} autoComplete="organization-title" {...register('profession')} />}
      </Field>
      <Field label="Telefone celular" error={errors.phone?.message} className="sm:col-span-3">
        {(control) => (
          <MaskedInput
            {...control}
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(34) 99999-9999"
            {...register('phone')}
          />
        )}
      </Field>
      <Field
        label="Cidade natal"
        error={errors.hometown?.message}
        required={requireComplete}
        className="sm:col-span-4"
      >
        {(control) => <Input {...control} {...register('hometown')} />}
      </Field>
      <Field
        label="Estado natal"
        error={errors.hometownState?.message}
        required={requireComplete}
        className="sm:col-span-2"
      >
        {(control) => <StateSelect {...control} {...register('hometownState')} />}
      </Field>
      <ProfileFormFooter isDirty={isDirty} isSaving={isSaving} label={submitLabel} />
    </form>
  );
}

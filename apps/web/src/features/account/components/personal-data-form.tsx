import { FullNameField, PhoneField } from '@/components/ui/common-fields';
import { TextField } from '@/components/ui/text-field';
import { maskBrDate } from '@/lib/masks';
import type { ActiveUser } from '@/lib/me/get-me';
import {
  PERSONAL_DATA_FIELDS,
  type PersonalDataValues,
  personalDataValuesOf,
  preparePersonalData,
} from '../profile/personal-data-values';
import { ProfileFormFooter } from './profile-form-footer';
import { StateField } from './state-field';
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
      <FullNameField error={errors.name?.message} required className="sm:col-span-4" {...register('name')} />
      <TextField
        label="Data de nascimento"
        error={errors.birthdate?.message}
        required={requireComplete}
        className="sm:col-span-2"
        mask={maskBrDate}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="dd/mm/aaaa"
        {...register('birthdate')}
      />
      <TextField
        label="Profissão"
        error={errors.profession?.message}
        required={requireComplete}
        className="sm:col-span-3"
        autoComplete="organization-title"
        {...register('profession')}
      />
      <PhoneField error={errors.phone?.message} className="sm:col-span-3" {...register('phone')} />
      <TextField
        label="Cidade natal"
        error={errors.hometown?.message}
        required={requireComplete}
        className="sm:col-span-4"
        {...register('hometown')}
      />
      <StateField
        label="Estado natal"
        error={errors.hometownState?.message}
        required={requireComplete}
        className="sm:col-span-2"
        {...register('hometownState')}
      />
      <ProfileFormFooter isDirty={isDirty} isSaving={isSaving} label={submitLabel} />
    </form>
  );
}

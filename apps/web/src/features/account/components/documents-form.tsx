import { useController } from 'react-hook-form';
import { DocumentUploadField } from '@/components/documents/document-upload-field';
import { CpfOrCnpjField } from '@/components/ui/common-fields';
import { TextField } from '@/components/ui/text-field';
import {
  DOCUMENTS_FIELDS,
  type DocumentsValues,
  documentsValuesOf,
  prepareDocuments,
} from '../profile/documents-values';
import type { ProfileSectionFormProps } from './personal-data-form';
import { ProfileFormFooter } from './profile-form-footer';
import { StateField } from './state-field';
import { useProfileSectionForm } from './use-profile-section-form';

/** RG, CPF/CNPJ, parents' names and the two document files. */
export function DocumentsForm({
  user,
  requireComplete = false,
  onSaved,
  submitLabel = 'Salvar documentos',
}: ProfileSectionFormProps) {
  const { form, onSubmit, isSaving } = useProfileSectionForm<DocumentsValues>({
    user,
    valuesOf: documentsValuesOf,
    prepare: prepareDocuments,
    fields: DOCUMENTS_FIELDS,
    requireComplete,
    successMessage: 'Documentos salvos.',
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const cpfFile = useController({ control, name: 'cpfFileName' });
  const rgFile = useController({ control, name: 'rgFileName' });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-6">
      <CpfOrCnpjField
        error={errors.cpfOrCnpj?.message}
        required={requireComplete}
        className="sm:col-span-3"
        {...register('cpfOrCnpj')}
      />
      <TextField
        label="RG"
        error={errors.rg?.message}
        required={requireComplete}
        className="sm:col-span-3"
        spellCheck={false}
        {...register('rg')}
      />
      <TextField
        label="Órgão emissor"
        error={errors.rgIssuer?.message}
        hint="Por exemplo, SSP."
        required={requireComplete}
        className="sm:col-span-3"
        autoCapitalize="characters"
        spellCheck={false}
        {...register('rgIssuer')}
      />
      <StateField
        label="Estado emissor"
        error={errors.rgIssuerState?.message}
        required={requireComplete}
        className="sm:col-span-3"
        {...register('rgIssuerState')}
      />
      <TextField
        label="Nome completo do pai"
        error={errors.fathersFullName?.message}
        required={requireComplete}
        className="sm:col-span-6 lg:col-span-3"
        {...register('fathersFullName')}
      />
      <TextField
        label="Nome completo da mãe"
        error={errors.mothersFullName?.message}
        required={requireComplete}
        className="sm:col-span-6 lg:col-span-3"
        {...register('mothersFullName')}
      />
      <DocumentUploadField
        label="Documento do CPF"
        hint="Foto ou PDF legível do CPF (ou de um documento com o número do CPF)."
        downloadName="documento-cpf"
        value={cpfFile.field.value}
        onChange={(fileName) => cpfFile.field.onChange(fileName ?? '')}
        error={errors.cpfFileName?.message}
        required={requireComplete}
        className="sm:col-span-6"
      />
      <DocumentUploadField
        label="Documento do RG"
        hint="Frente e verso em um PDF, ou uma foto com os dois lados."
        downloadName="documento-rg"
        value={rgFile.field.value}
        onChange={(fileName) => rgFile.field.onChange(fileName ?? '')}
        error={errors.rgFileName?.message}
        required={requireComplete}
        className="sm:col-span-6"
      />
      <ProfileFormFooter isDirty={isDirty} isSaving={isSaving} label={submitLabel} />
    </form>
  );
}

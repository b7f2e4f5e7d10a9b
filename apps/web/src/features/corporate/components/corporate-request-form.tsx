import { type CorporateRequest, formatCnpj, MAX_CORPORATE_GUESTS } from '@estadia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, FullNameField, PhoneField } from '@/components/ui/common-fields';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { readBrDateField } from '@/lib/br-date-field';
import { showFormFailure } from '@/lib/form-failure';
import { publicFormSchema, schemaResolver } from '@/lib/form-resolver';
import { maskBrDate } from '@/lib/masks';
import { toastSuccess } from '@/lib/toast';
import { useCreateCorporateRequest } from '../api/create-corporate-request';

const corporateRequestSchema = publicFormSchema('corporateRequestSchema');

export interface CorporateFormValues {
  companyName: string;
  cnpj: string;
  contactName: string;
  email: string;
  phone: string;
  guests: string;
  start: string;
  end: string;
  message: string;
}

const EMPTY: CorporateFormValues = {
  companyName: '',
  cnpj: '',
  contactName: '',
  email: '',
  phone: '',
  guests: '',
  start: '',
  end: '',
  message: '',
};
const FIELDS = Object.keys(EMPTY);

/** The two ends of the stay, typed as dd/MM/yyyy. */
const STAY_DATES = [
  { name: 'start', label: 'Data de entrada' },
  { name: 'end', label: 'Data de saída' },
] as const;

/** Form text → the request the schema validates; dates typed as dd/MM/yyyy become 'YYYY-MM-DD'. */
export function prepareCorporateRequest(values: CorporateFormValues) {
  const errors: Record<string, string> = {};
  const start = readBrDateField(values.start, 'Informe a data de entrada');
  const end = readBrDateField(values.end, 'Informe a data de saída');
  if (start.error) errors.start = start.error;
  if (end.error) errors.end = end.error;
  const guestsText = values.guests.trim();
  if (guestsText === '') errors.guests = 'Informe a quantidade de hóspedes';
  else if (!/^\d+$/.test(guestsText)) errors.guests = 'Informe um número inteiro de hóspedes';
  return {
    input: {
      ...values,
      guests: Number(guestsText),
      start: start.iso ?? '',
      end: end.iso ?? '',
      message: values.message.trim() || undefined,
    },
    errors,
  };
}

const resolver = schemaResolver<CorporateFormValues, CorporateRequest>(
  corporateRequestSchema,
  prepareCorporateRequest,
);

export function CorporateRequestForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CorporateFormValues, unknown, CorporateRequest>({ defaultValues: EMPTY, resolver });
  const create = useCreateCorporateRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (request) => {
    try {
      await create.mutateAsync(request);
      toastSuccess('Solicitação enviada! Nossa equipe comercial vai entrar em contato.');
      setSentTo(request.email);
      reset(EMPTY);
    } catch (error) {
      showFormFailure(error, {
        fields: FIELDS,
        setError,
        fallback: 'Não foi possível enviar a solicitação. Tente novamente.',
      });
    }
  });

  return (
    <form
      onFocusCapture={corporateRequestSchema.preload}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      {sentTo && (
        <Alert tone="success" title="Recebemos sua solicitação" className="sm:col-span-2">
          Em breve nossa equipe comercial envia uma proposta para {sentTo}.
        </Alert>
      )}
      <fieldset className="contents">
        <legend className="text-base font-semibold text-ink sm:col-span-2">Empresa</legend>
        <TextField
          label="Razão social ou nome da empresa"
          error={errors.companyName?.message}
          required
          autoComplete="organization"
          {...register('companyName')}
        />
        <TextField
          label="CNPJ"
          error={errors.cnpj?.message}
          required
          mask={formatCnpj}
          inputMode="text"
          placeholder="00.000.000/0000-00"
          {...register('cnpj')}
        />
      </fieldset>

      <fieldset className="contents">
        <legend className="mt-2 text-base font-semibold text-ink sm:col-span-2">Responsável</legend>
        <FullNameField
          error={errors.contactName?.message}
          required
          className="sm:col-span-2"
          {...register('contactName')}
        />
        <EmailField
          label="E-mail corporativo"
          error={errors.email?.message}
          required
          {...register('email')}
        />
        <PhoneField label="Telefone" error={errors.phone?.message} required {...register('phone')} />
      </fieldset>

      <fieldset className="contents">
        <legend className="mt-2 text-base font-semibold text-ink sm:col-span-2">Hospedagem</legend>
        <TextField
          label="Número de hóspedes"
          error={errors.guests?.message}
          hint={`Até ${MAX_CORPORATE_GUESTS} por solicitação.`}
          required
          className="sm:col-span-2"
          inputMode="numeric"
          inputClassName="sm:max-w-40"
          {...register('guests')}
        />
        {STAY_DATES.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            error={errors[name]?.message}
            hint="No formato dd/mm/aaaa"
            required
            mask={maskBrDate}
            inputMode="numeric"
            {...register(name)}
          />
        ))}
        <Field
          label="Detalhes da necessidade"
          optional
          error={errors.message?.message}
          hint="Cidade, perfil da equipe, necessidade de garagem ou qualquer outra informação útil."
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={4} {...register('message')} />}
        </Field>
      </fieldset>

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" isLoading={create.isPending} fullWidth className="sm:w-auto">
          Solicitar proposta
        </Button>
      </div>
    </form>
  );
}

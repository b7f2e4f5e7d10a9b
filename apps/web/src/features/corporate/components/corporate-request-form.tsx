import {
  type CorporateRequest,
  corporateRequestSchema,
  formatCnpj,
  MAX_CORPORATE_GUESTS,
} from '@estadia/domain';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage, isApiError, wasHandled } from '../../../lib/api-error';
import { readBrDateField } from '../../../lib/br-date-field';
import { applyApiIssues, schemaResolver } from '../../../lib/form-resolver';
import { maskBrDate, maskPhone } from '../../../lib/masks';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCreateCorporateRequest } from '../api/create-corporate-request';

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
      if (isApiError(error) && applyApiIssues(error, FIELDS, setError)) return;
      if (!wasHandled(error)) {
        toastError(errorMessage(error, 'Não foi possível enviar a solicitação. Tente novamente.'));
      }
    }
  });

  /** Applies a mask as the user types, keeping react-hook-form's own change handling. */
  function masked(name: 'cnpj' | 'phone' | 'start' | 'end', mask: (value: string) => string) {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = mask(event.target.value);
        return registration.onChange(event);
      },
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      {sentTo && (
        <Alert tone="success" title="Recebemos sua solicitação" className="sm:col-span-2">
          Em breve nossa equipe comercial envia uma proposta para {sentTo}.
        </Alert>
      )}
      <fieldset className="contents">
        <legend className="text-base font-semibold text-ink sm:col-span-2">Empresa</legend>
        <Field label="Razão social ou nome da empresa" error={errors.companyName?.message} required>
          {(control) => <Input {...control} autoComplete="organization" {...register('companyName')} />}
        </Field>
        <Field label="CNPJ" error={errors.cnpj?.message} required>
          {(control) => (
            <Input
              {...control}
              inputMode="text"
              placeholder="00.000.000/0000-00"
              {...masked('cnpj', formatCnpj)}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="contents">
        <legend className="mt-2 text-base font-semibold text-ink sm:col-span-2">Responsável</legend>
        <Field label="Nome completo" error={errors.contactName?.message} required className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="name" {...register('contactName')} />}
        </Field>
        <Field label="E-mail corporativo" error={errors.email?.message} required>
          {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field label="Telefone" error={errors.phone?.message} required>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(34) 99999-9999"
              {...masked('phone', maskPhone)}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="contents">
        <legend className="mt-2 text-base font-semibold text-ink sm:col-span-2">Hospedagem</legend>
        <Field
          label="Número de hóspedes"
          error={errors.guests?.message}
          hint={`Até ${MAX_CORPORATE_GUESTS} por solicitação.`}
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <Input {...control} inputMode="numeric" className="sm:max-w-40" {...register('guests')} />
          )}
        </Field>
        <Field label="Data de entrada" error={errors.start?.message} hint="No formato dd/mm/aaaa" required>
          {(control) => <Input {...control} inputMode="numeric" {...masked('start', maskBrDate)} />}
        </Field>
        <Field label="Data de saída" error={errors.end?.message} hint="No formato dd/mm/aaaa" required>
          {(control) => <Input {...control} inputMode="numeric" {...masked('end', maskBrDate)} />}
        </Field>
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

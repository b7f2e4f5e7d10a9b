import {
  FEDERATIVE_UNITS,
  formatCep,
  formatCpf,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  type MaritalStatus,
} from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { DocumentUploadField } from '@/components/documents/document-upload-field';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { maskMoney } from '@/components/ui/money-mask';
import { PageHeader } from '@/components/ui/page-header';
import { api } from '@/lib/api';
import { errorMessage, isApiError, wasHandled } from '@/lib/api-error';
import { maskBrDate } from '@/lib/masks';
import {
  type AnswerProblems,
  EMPTY_ANSWERS,
  type GuarantorAnswersForm,
  readAnswers,
} from './accept-invitation';

function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: unknown) =>
      api.post<unknown>(`guarantor-invitations/${encodeURIComponent(token)}/accept`, body),
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * '/fiador/:token': the fiador named by a customer answers from their own account (the invited e-mail's):
 * qualification, marital status (a spouse's name and CPF when married: Código Civil, art. 1.647, III), income,
 * address and documents. Staff review the answers; the fiador then signs the contract from the same account.
 */
export function GuarantorInvitationPage() {
  const { token = '' } = useParams();
  const accept = useAcceptInvitation(token);
  const [form, setForm] = useState<GuarantorAnswersForm>(EMPTY_ANSWERS);
  const [problems, setProblems] = useState<AnswerProblems>({});
  const set = <K extends keyof GuarantorAnswersForm>(field: K, value: GuarantorAnswersForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAnswers(form);
    if (read.problems) {
      setProblems(read.problems);
      // The first field with a problem gets the focus, as a keyboard user expects.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    accept.mutate(read.request);
  };

  if (accept.isSuccess)
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
        <PageHeader title="Obrigado! Recebemos suas informações" />
        <Alert tone="success" title="Respostas enviadas">
          Vamos analisar e avisar você e o locatário por e-mail. Aprovado, você assina o contrato com esta
          mesma conta, em <strong>Locações que você garante</strong>.
        </Alert>
        <ButtonLink to="/fiador/locacoes" variant="secondary" className="self-start">
          Ir para Locações que você garante
        </ButtonLink>
      </div>
    );

  const refused = accept.isError && isApiError(accept.error) && [403, 404, 409].includes(accept.error.status);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageHeader
        eyebrow="Convite para ser fiador"
        title="Seus dados de fiador"
        intro="O locatário indicou você como fiador. Preencha com os seus dados: eles ficam com a Estadia, que só os usa para analisar a fiança e qualificar você no contrato."
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Section title="Você">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Data de nascimento" required error={problems.birthdate}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  placeholder="dd/mm/aaaa"
                  autoComplete="bday"
                  value={form.birthdate}
                  onChange={(event) => set('birthdate', maskBrDate(event.target.value))}
                />
              )}
            </Field>
            <Field label="Renda mensal" required error={problems.income}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  placeholder="R$ 0,00"
                  value={form.income}
                  onChange={(event) => set('income', maskMoney(event.target.value))}
                />
              )}
            </Field>
            <Field label="Estado civil" required error={problems.maritalStatus}>
              {(control) => (
                <Select
                  {...control}
                  value={form.maritalStatus}
                  onChange={(event) => set('maritalStatus', event.target.value as MaritalStatus | '')}
                >
                  <option value="">Escolha…</option>
                  {MARITAL_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {MARITAL_STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          {form.maritalStatus === 'CASADO' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <p className="text-sm text-ink-muted sm:col-span-2">
                Casado(a): o cônjuge também consente com a fiança (Código Civil, art. 1.647, III) e é
                qualificado no contrato.
              </p>
              <Field label="Nome completo do cônjuge" required error={problems.spouseName}>
                {(control) => (
                  <Input
                    {...control}
                    value={form.spouseName}
                    onChange={(event) => set('spouseName', event.target.value)}
                  />
                )}
              </Field>
              <Field label="CPF do cônjuge" required error={problems.spouseCpf}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    placeholder="000.000.000-00"
                    value={form.spouseCpf}
                    onChange={(event) => set('spouseCpf', formatCpf(event.target.value))}
                  />
                )}
              </Field>
            </div>
          )}
        </Section>
        <Section title="Endereço">
          {problems.address && <Alert tone="error">{problems.address}</Alert>}
          <div className="grid gap-3 sm:grid-cols-6">
            <Field label="CEP" required className="sm:col-span-2">
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder="00000-000"
                  value={form.postCode}
                  onChange={(event) => set('postCode', formatCep(event.target.value))}
                />
              )}
            </Field>
            <Field label="Rua" required className="sm:col-span-4">
              {(control) => (
                <Input
                  {...control}
                  autoComplete="address-line1"
                  value={form.street}
                  onChange={(e) => set('street', e.target.value)}
                />
              )}
            </Field>
            <Field label="Número" required className="sm:col-span-2">
              {(control) => (
                <Input {...control} value={form.number} onChange={(e) => set('number', e.target.value)} />
              )}
            </Field>
            <Field label="Complemento" optional className="sm:col-span-4">
              {(control) => (
                <Input
                  {...control}
                  value={form.complement}
                  onChange={(e) => set('complement', e.target.value)}
                />
              )}
            </Field>
            <Field label="Bairro" optional className="sm:col-span-2">
              {(control) => (
                <Input
                  {...control}
                  value={form.neighborhood}
                  onChange={(e) => set('neighborhood', e.target.value)}
                />
              )}
            </Field>
            <Field label="Cidade" required className="sm:col-span-3">
              {(control) => (
                <Input
                  {...control}
                  autoComplete="address-level2"
                  value={form.city}
                  onChange={(e) => set('city', e.target.value)}
                />
              )}
            </Field>
            <Field label="UF" className="sm:col-span-1">
              {(control) => (
                <Select {...control} value={form.state} onChange={(e) => set('state', e.target.value)}>
                  <option value="">—</option>
                  {FEDERATIVE_UNITS.map((unit) => (
                    <option key={unit.value} value={unit.value}>
                      {unit.value}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </Section>
        <Section title="Documentos">
          <p className="text-sm text-ink-muted">
            Um documento com foto (RG ou CNH) e, se quiser, um comprovante de renda. JPG, PNG ou PDF.
          </p>
          {problems.documents && <Alert tone="error">{problems.documents}</Alert>}
          <div className="grid gap-4">
            <DocumentUploadField
              label="Documento com foto"
              required
              value={form.documents[0]}
              onChange={(fileName) => set('documents', [fileName, form.documents[1] ?? null])}
              downloadName="documento-fiador"
            />
            <DocumentUploadField
              label="Comprovante de renda (opcional)"
              value={form.documents[1]}
              onChange={(fileName) => set('documents', [form.documents[0] ?? null, fileName])}
              downloadName="renda-fiador"
            />
          </div>
        </Section>
        {accept.isError && !wasHandled(accept.error) && (
          <Alert tone="error" title={refused ? 'Não foi possível aceitar o convite' : undefined}>
            {errorMessage(accept.error, 'Não foi possível enviar as respostas. Tente novamente.')}
          </Alert>
        )}
        <Button type="submit" isLoading={accept.isPending} className="self-start">
          Enviar minhas respostas
        </Button>
      </form>
    </div>
  );
}

import { formatCpf, isValidCpf, nameGuarantorRequestSchema } from '@estadia/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useNameGuarantor } from '@/features/rentals/api/name-guarantor';
import { errorMessage, wasHandled } from '@/lib/api-error';
import type { RentalView } from '@/lib/rentals/get-rental';
import { toastSuccess } from '@/lib/toast';

type Guarantee = NonNullable<RentalView['guarantee']>;
type Problems = Partial<Record<'name' | 'email' | 'cpf', string>>;

/** The naming form's problems, the API's own rules read in the browser first. */
export function guarantorProblems(values: { name: string; email: string; cpf: string }, ownEmail?: string) {
  const problems: Problems = {};
  const parsed = nameGuarantorRequestSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Problems;
      problems[field] ??= issue.message;
    }
  if (!problems.cpf && !isValidCpf(values.cpf)) problems.cpf = 'CPF inválido: confira os dígitos';
  if (!problems.email && ownEmail && values.email.trim().toLowerCase() === ownEmail.toLowerCase())
    problems.email = 'O fiador é outra pessoa: use o e-mail dele, não o seu';
  return problems;
}

function GuarantorForm({ rental, again }: { rental: RentalView; again: boolean }) {
  const name = useNameGuarantor(rental.id);
  const [values, setValues] = useState({ name: '', email: '', cpf: '' });
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: keyof typeof values, value: string) => setValues({ ...values, [field]: value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = guarantorProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await name.mutateAsync({ name: values.name.trim(), email: values.email.trim(), cpf: values.cpf });
      toastSuccess(`Convite enviado para ${values.email.trim()}.`);
    } catch {
      // Shown below from name.error.
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">
        {again ? 'Indique outro fiador.' : 'Indique quem será o seu fiador.'} Ele recebe um e-mail, responde
        com a conta dele (dados, estado civil, renda e documentos) e, depois da nossa aprovação, assina o
        contrato com você.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nome completo do fiador" required error={problems.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="E-mail do fiador" required error={problems.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
        <Field label="CPF do fiador" required error={problems.cpf}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              placeholder="000.000.000-00"
              value={values.cpf}
              onChange={(e) => set('cpf', formatCpf(e.target.value))}
            />
          )}
        </Field>
      </div>
      <Button type="submit" isLoading={name.isPending}>
        Enviar convite ao fiador
      </Button>
      {name.isError && !wasHandled(name.error) && (
        <Alert tone="error">
          {errorMessage(name.error, 'Não foi possível enviar o convite. Tente novamente.')}
        </Alert>
      )}
    </form>
  );
}

/**
 * A fiador in the 'Garantia' panel: named from here (an invitation by e-mail), then waiting for the fiador's
 * answers and our review, approved, or refused with the reason (and another fiador named).
 */
export function GuarantorState({
  rental,
  guarantee,
  editable,
}: {
  rental: RentalView;
  guarantee: Guarantee;
  editable: boolean;
}) {
  const guarantor = guarantee.guarantor;
  if (!guarantor) return editable ? <GuarantorForm rental={rental} again={false} /> : null;
  const who = (
    <p className="text-ink">
      <span className="text-ink-muted">Fiador: </span>
      <strong className="font-semibold">{guarantor.name}</strong>{' '}
      <span className="text-ink-muted">({guarantor.email})</span>
    </p>
  );
  if (guarantee.status === 'ACTIVE')
    return (
      <div className="space-y-3">
        {who}
        <Alert tone="success" title="Fiador aprovado">
          O fiador assina o contrato com você, cada um com a própria conta.
        </Alert>
      </div>
    );
  if (guarantee.status === 'REFUSED')
    return (
      <div className="space-y-3">
        {who}
        <Alert tone="warning" title="Não aprovamos este fiador">
          <p>{guarantee.refusalReason ?? 'A análise não aprovou o fiador indicado.'}</p>
        </Alert>
        {editable && <GuarantorForm rental={rental} again />}
      </div>
    );
  return (
    <div className="space-y-3">
      {who}
      <p className="text-sm text-ink-muted">
        Enviamos o convite para {guarantor.email}. Assim que o fiador responder e aprovarmos, a locação segue
        para a próxima etapa.
      </p>
      {editable && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-ink">
            Trocar o fiador ou reenviar o convite
          </summary>
          <GuarantorForm rental={rental} again />
        </details>
      )}
    </div>
  );
}

import { formatCpfOrCnpj, formatMoney, isValidCpfOrCnpj, type TokenizedCardInput } from '@estadia/domain';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CardFields } from '@/components/payments/card-fields';
import type { CardPaymentOutcome } from '@/components/payments/card-payment-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import {
  amountParameter,
  binOf,
  creditCardMethod,
  expiryParts,
  loadMercadoPagoJs,
  type MercadoPagoInstance,
  type MercadoPagoPayerCost,
  type MercadoPagoPaymentMethod,
  needsIssuer,
} from '@/features/payments/mercado-pago-js';

interface Values {
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
  document: string;
  email: string;
  installments: string;
  issuerId: string;
}

type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: FieldName[] = [
  'number',
  'holderName',
  'expiry',
  'cvv',
  'document',
  'email',
  'issuerId',
  'installments',
];

/** What Mercado Pago said about the digits typed so far. */
interface CardLookup {
  bin: string;
  method: MercadoPagoPaymentMethod | null;
  issuers: { id: string; name: string }[];
  payerCosts: MercadoPagoPayerCost[];
}

function validate(values: Values, lookup: CardLookup | null): Errors {
  const errors: Errors = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 13) errors.number = 'Número do cartão inválido';
  else if (lookup && lookup.bin === binOf(digits) && !lookup.method)
    errors.number = 'Cartão de crédito não aceito pelo Mercado Pago';
  if (values.holderName.trim().length < 2) errors.holderName = 'Informe o nome impresso no cartão';
  if (!expiryParts(values.expiry)) errors.expiry = 'Validade inválida: use MM/AA';
  if (!/^\d{3,4}$/.test(values.cvv)) errors.cvv = 'Código de segurança inválido';
  if (!isValidCpfOrCnpj(values.document)) errors.document = 'CPF ou CNPJ do titular inválido';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'E-mail do titular inválido';
  if (lookup?.method && needsIssuer(lookup.method) && !values.issuerId)
    errors.issuerId = 'Escolha o banco emissor';
  if (!lookup?.payerCosts.some((cost) => String(cost.installments) === values.installments))
    errors.installments = 'Escolha as parcelas';
  return errors;
}

/**
 * The card form with Mercado Pago: MercadoPago.js (loaded from the URL the server gives) finds the
 * card's brand and issuer from its first digits, prices the installments on Mercado Pago's
 * installments endpoint (shown before paying, cost included) and turns the card into a single-use
 * token. Only that token, the brand, the issuer, the installments and the holder's e-mail and CPF
 * reach our server: never the number or the security code, which are emptied after every attempt.
 */
export function MercadoPagoCardForm({
  amountCents,
  withDeposit = false,
  publicKey,
  sdkUrl,
  payer,
  onPay,
  isPaying,
}: {
  amountCents: number;
  /** A caução is owed: the same card gets a second token, for the caução reserved on it (a token serves once). */
  withDeposit?: boolean;
  publicKey: string;
  sdkUrl: string;
  /** The account's e-mail and CPF/CNPJ, offered as the holder's (the holder may be someone else). */
  payer: { email: string; cpfOrCnpj: string | null } | null;
  onPay: (card: TokenizedCardInput) => Promise<CardPaymentOutcome>;
  isPaying: boolean;
}) {
  const id = useId();
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const mercadoPago = useRef<MercadoPagoInstance | null>(null);
  // The payer's CPF and e-mail from the profile: the form starts with them, and fills them when the
  // profile arrives after the form appears (the method picked at once), unless typed meanwhile.
  const payerDocument = payer?.cpfOrCnpj ? formatCpfOrCnpj(payer.cpfOrCnpj) : '';
  const payerEmail = payer?.email ?? '';
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [values, setValues] = useState<Values>({
    number: '',
    holderName: '',
    expiry: '',
    cvv: '',
    document: payerDocument,
    email: payerEmail,
    installments: '1',
    issuerId: '',
  });
  const [lookup, setLookup] = useState<CardLookup | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!payerDocument && !payerEmail) return;
    setValues((current) => ({
      ...current,
      document: current.document || payerDocument,
      email: current.email || payerEmail,
    }));
  }, [payerDocument, payerEmail]);

  useEffect(() => {
    let active = true;
    loadMercadoPagoJs(sdkUrl)
      .then((MercadoPago) => {
        if (!active) return;
        mercadoPago.current = new MercadoPago(publicKey, { locale: 'pt-BR' });
        setStatus('ready');
      })
      .catch(() => active && setStatus('unavailable'));
    return () => {
      active = false;
    };
  }, [publicKey, sdkUrl]);

  // The brand, the issuers and the installments follow the card's first digits.
  const bin = binOf(values.number);
  useEffect(() => {
    const mp = mercadoPago.current;
    if (!mp || !bin || status !== 'ready') return;
    let active = true;
    (async () => {
      const { results } = await mp.getPaymentMethods({ bin });
      const method = creditCardMethod(results);
      let issuers: CardLookup['issuers'] = [];
      let payerCosts: MercadoPagoPayerCost[] = [];
      if (method) {
        const found = needsIssuer(method)
          ? await mp.getIssuers({ paymentMethodId: method.id, bin })
          : method.issuer
            ? [method.issuer]
            : [];
        issuers = found.map((issuer) => ({ id: String(issuer.id), name: issuer.name }));
        const offers = await mp.getInstallments({
          amount: amountParameter(amountCents),
          bin,
          paymentTypeId: 'credit_card',
        });
        payerCosts = offers.find((offer) => offer.payment_method_id === method.id)?.payer_costs ?? [];
      }
      if (!active) return;
      setLookup({ bin, method, issuers, payerCosts });
      setValues((current) => ({
        ...current,
        issuerId: issuers[0]?.id ?? '',
        installments: payerCosts.some((cost) => String(cost.installments) === current.installments)
          ? current.installments
          : '1',
      }));
    })().catch(() => active && setLookup({ bin, method: null, issuers: [], payerCosts: [] }));
    return () => {
      active = false;
    };
  }, [bin, status, amountCents]);

  const current = lookup && lookup.bin === bin ? lookup : null;
  const chosen = current?.payerCosts.find((cost) => String(cost.installments) === values.installments);

  // Always from the latest values: the card's lookup may set the issuer between two keystrokes, and a
  // change built on the values of the previous render would undo it.
  const change =
    (field: FieldName, mask?: (value: string) => string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = mask ? mask(event.target.value) : event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
    };

  // After a first attempt, the messages follow what is typed and what the lookup found.
  useEffect(() => {
    if (attempted) setErrors(validate(values, current));
  }, [attempted, values, current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setRefusal(null);
    const found = validate(values, current);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const mp = mercadoPago.current;
    const method = current?.method;
    const expiry = expiryParts(values.expiry);
    if (!mp || !method || !expiry) return;
    const documentDigits = values.document.replace(/\D/g, '');
    const identification = {
      type: documentDigits.length === 14 ? ('CNPJ' as const) : ('CPF' as const),
      number: documentDigits,
    };
    setTokenizing(true);
    let token: string;
    let depositToken: string | undefined;
    // The card goes from this page to Mercado Pago; what comes back is a single-use token.
    const tokenize = async () =>
      (
        await mp.createCardToken({
          cardNumber: values.number.replace(/\D/g, ''),
          cardholderName: values.holderName.trim(),
          cardExpirationMonth: expiry.month,
          cardExpirationYear: expiry.year,
          securityCode: values.cvv,
          identificationType: identification.type,
          identificationNumber: identification.number,
        })
      ).id;
    try {
      token = await tokenize();
      if (withDeposit) depositToken = await tokenize();
    } catch {
      setRefusal(
        'O Mercado Pago não aceitou os dados do cartão. Confira o número, a validade e o código de segurança.',
      );
      setValues((previous) => ({ ...previous, cvv: '' }));
      return;
    } finally {
      setTokenizing(false);
    }
    const outcome = await onPay({
      token,
      paymentMethodId: method.id,
      issuerId: needsIssuer(method) ? values.issuerId : (current.issuers[0]?.id ?? null),
      installments: Number(values.installments),
      ...(depositToken ? { depositToken } : {}),
      payer: { email: values.email.trim(), identification },
    });
    // A token serves once: whatever the answer, the card is typed again for another attempt.
    setValues((previous) => ({
      ...previous,
      cvv: '',
      ...(outcome === 'answered' ? { number: '', holderName: '', expiry: '' } : {}),
    }));
    if (outcome === 'answered') setAttempted(false);
  };

  if (status === 'unavailable') {
    return (
      <Alert tone="error" title="Pagamento com cartão indisponível agora">
        <p>
          Não foi possível carregar o formulário seguro do Mercado Pago. Verifique sua conexão e recarregue a
          página, ou escolha Pix ou boleto.
        </p>
      </Alert>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label="Dados do cartão"
      aria-busy={status === 'loading'}
    >
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <LockIcon className="size-4 shrink-0" />
        Os dados do cartão vão direto para o Mercado Pago: a Estadia não recebe o número nem o código de
        segurança.
      </p>
      <CardFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={change}
        brand={current?.method?.name ?? null}
        brandPending="Bandeira reconhecida pelo Mercado Pago"
        cvv={{ mask: (value) => value.replace(/\D/g, '').slice(0, 4), placeholder: '000' }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('document')}
          label="CPF ou CNPJ do titular"
          required
          mask={(value) => value.replace(/[^\d./-]/g, '').slice(0, 18)}
          value={values.document}
          onChange={change('document')}
          error={errors.document}
          inputMode="numeric"
        />
        <TextField
          id={fieldId('email')}
          label="E-mail do titular"
          required
          type="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          autoComplete="email"
        />
      </div>
      {current?.method && needsIssuer(current.method) && (
        <Field id={fieldId('issuerId')} label="Banco emissor" error={errors.issuerId} required>
          {(control) => (
            <Select {...control} value={values.issuerId} onChange={change('issuerId')}>
              {current.issuers.map((issuer) => (
                <option key={issuer.id} value={issuer.id}>
                  {issuer.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field
        id={fieldId('installments')}
        label="Parcelas"
        error={errors.installments}
        required
        hint={current ? undefined : 'As parcelas aparecem depois do número do cartão.'}
      >
        {(control) => (
          <Select
            {...control}
            value={values.installments}
            onChange={change('installments')}
            disabled={!current?.payerCosts.length}
          >
            {(current?.payerCosts.length ? current.payerCosts : []).map((cost) => (
              <option key={cost.installments} value={cost.installments}>
                {cost.recommended_message ??
                  `${cost.installments}x de ${formatMoney(Math.round(cost.installment_amount * 100))}`}
              </option>
            ))}
            {!current?.payerCosts.length && <option value="1">—</option>}
          </Select>
        )}
      </Field>
      {chosen && Math.round(chosen.total_amount * 100) > amountCents && (
        <p className="text-sm text-ink-muted">
          Parcelado pelo Mercado Pago: total de{' '}
          <span className="font-semibold text-ink">{formatMoney(Math.round(chosen.total_amount * 100))}</span>{' '}
          no cartão, dos quais {formatMoney(Math.round(chosen.total_amount * 100) - amountCents)} de custo do
          parcelamento ({chosen.installment_rate.toLocaleString('pt-BR')}%).
        </p>
      )}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={isPaying || tokenizing || status === 'loading'}
        disabled={status !== 'ready'}
      >
        {!(isPaying || tokenizing) && <LockIcon className="size-4" />}
        {`Pagar ${formatMoney(chosen ? Math.round(chosen.total_amount * 100) : amountCents)}`}
      </Button>
    </form>
  );
}

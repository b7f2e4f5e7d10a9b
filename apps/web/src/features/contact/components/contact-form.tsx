import type { ContactRequest } from '@estadia/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField, FullNameField, PhoneField } from '@/components/ui/common-fields';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { showFormFailure } from '@/lib/form-failure';
import { publicFormSchema, schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

const contactRequestSchema = publicFormSchema('contactRequestSchema');

interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const CONTACT_SUBJECTS = [
  'Dúvida sobre reservas',
  'Pagamentos e reembolsos',
  'Contrato e documentos',
  'Minha estadia',
  'Outro assunto',
];

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY);

// The phone is optional: an empty field is no phone rather than an invalid one.
const resolver = schemaResolver<ContactFormValues, ContactRequest>(contactRequestSchema, (values) => ({
  input: { ...values, phone: values.phone.trim() || undefined },
}));

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactRequest>({ defaultValues: EMPTY, resolver });
  const send = useSendContactMessage();

  const onSubmit = handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      toastSuccess('Mensagem enviada! Vamos responder no e-mail informado.');
      reset(EMPTY);
    } catch (error) {
      showFormFailure(error, {
        fields: FIELDS,
        setError,
        fallback: 'Não foi possível enviar sua mensagem. Tente novamente.',
      });
    }
  });

  return (
    <form
      onFocusCapture={contactRequestSchema.preload}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      <FullNameField error={errors.name?.message} required {...register('name')} />
      <EmailField error={errors.email?.message} required {...register('email')} />
      <PhoneField
        label="Telefone"
        optional
        error={errors.phone?.message}
        hint="Com DDD, se preferir retorno por telefone."
        {...register('phone')}
      />
      <Field label="Assunto" error={errors.subject?.message} required>
        {(control) => (
          <Select {...control} {...register('subject')}>
            <option value="">Selecione o assunto</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Mensagem" error={errors.message?.message} required className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={5} {...register('message')} />}
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-subtle">Respondemos em dias úteis, pelo e-mail informado.</p>
        <Button type="submit" size="lg" isLoading={send.isPending}>
          Enviar mensagem
        </Button>
      </div>
    </form>
  );
}

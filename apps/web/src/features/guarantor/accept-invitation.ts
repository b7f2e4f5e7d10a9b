import {
  type AcceptGuarantorInvitationRequest,
  acceptGuarantorInvitationRequestSchema,
  type MaritalStatus,
} from '@estadia/domain';
import { moneyTextToCents } from '@/components/ui/money-mask';
import { readBrDateField } from '@/lib/br-date-field';

// The fiador's answers as typed in the form, read into the API's request (POST
// /api/guarantor-invitations/:token/accept) with the domain's own rules, each problem under its field.

export interface GuarantorAnswersForm {
  birthdate: string;
  maritalStatus: MaritalStatus | '';
  spouseName: string;
  spouseCpf: string;
  income: string;
  street: string;
  number: string;
  complement: string;
  postCode: string;
  neighborhood: string;
  city: string;
  state: string;
  documents: (string | null)[];
}

export const EMPTY_ANSWERS: GuarantorAnswersForm = {
  birthdate: '',
  maritalStatus: '',
  spouseName: '',
  spouseCpf: '',
  income: '',
  street: '',
  number: '',
  complement: '',
  postCode: '',
  neighborhood: '',
  city: '',
  state: '',
  documents: [null, null],
};

export type AnswerProblems = Partial<Record<keyof GuarantorAnswersForm | 'address' | 'spouse', string>>;

const FIELD_OF: Record<string, keyof AnswerProblems> = {
  birthdate: 'birthdate',
  maritalStatus: 'maritalStatus',
  spouse: 'spouse',
  monthlyIncomeCents: 'income',
  address: 'address',
  documents: 'documents',
};

export function readAnswers(
  form: GuarantorAnswersForm,
): { request: AcceptGuarantorInvitationRequest; problems?: undefined } | { problems: AnswerProblems } {
  const problems: AnswerProblems = {};
  const birthdate = readBrDateField(form.birthdate, 'Informe a data de nascimento');
  if (birthdate.error) problems.birthdate = birthdate.error;
  const married = form.maritalStatus === 'CASADO';
  const candidate = {
    birthdate: birthdate.iso ?? '',
    maritalStatus: form.maritalStatus,
    spouse: married ? { name: form.spouseName.trim(), cpf: form.spouseCpf } : null,
    monthlyIncomeCents: moneyTextToCents(form.income) ?? 0,
    address: {
      street: form.street,
      number: form.number,
      complement: form.complement,
      postCode: form.postCode,
      neighborhood: form.neighborhood,
      city: { name: form.city, stateInitials: form.state || null },
    },
    documents: form.documents.filter((name): name is string => Boolean(name)),
  };
  const parsed = acceptGuarantorInvitationRequestSchema.safeParse(candidate);
  if (parsed.success && Object.keys(problems).length === 0) return { request: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [head, second] = issue.path.map(String);
    if (head === 'spouse' && married) {
      if (second === 'name') problems.spouseName ??= issue.message;
      else if (second === 'cpf') problems.spouseCpf ??= issue.message;
      else problems.spouseName ??= issue.message;
      continue;
    }
    const field = FIELD_OF[head ?? ''];
    if (field) problems[field] ??= issue.message;
  }
  return { problems };
}

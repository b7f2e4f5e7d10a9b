import {
  type InviteStaffRequest,
  inviteStaffRequestSchema,
  STAFF_INVITATION_VALID_DAYS,
  type StaffMember,
  type StaffRole,
} from '@estadia/domain';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { EmailField, FullNameField } from '@/components/ui/common-fields';
import { FormModal } from '@/components/ui/form-modal';
import { isApiError } from '@/lib/api-error';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useInviteStaff } from '../api/invite-staff';
import { RolePicker } from './role-picker';

export interface InviteValues {
  name: string;
  email: string;
  role: StaffRole | null;
}

export const CHOOSE_ROLE_MESSAGE = 'Escolha o perfil de acesso';
const EMPTY: InviteValues = { name: '', email: '', role: null };
const FIELDS = ['name', 'email', 'role'] as const;

/** The domain's schema words the missing role as 'Perfil inválido'; a person needs to be told to pick one. */
export const inviteResolver = schemaResolver<InviteValues, InviteStaffRequest>(
  inviteStaffRequestSchema,
  (values) => {
    const errors: Record<string, string> = {};
    if (!values.role) errors.role = CHOOSE_ROLE_MESSAGE;
    return { input: values, errors };
  },
);

/** For the toast: nothing is granted until the person accepts from the link (an existing account too). */
export function invitationSentMessage(member: StaffMember): string {
  return (
    `Convite enviado para ${member.email}. O link vale por ${STAFF_INVITATION_VALID_DAYS} dias, e o acesso ` +
    'só é liberado quando a pessoa aceitar.'
  );
}

/**
 * 'Convidar pessoa': name, e-mail and one of the named roles. Also sends a pending invitation again
 * (a new link; the old one stops working) when opened with the member's data.
 */
export function InviteStaffModal({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  /** A pending member's data, to send the invitation again. */
  initial?: InviteValues;
}) {
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues, unknown, InviteStaffRequest>({ defaultValues: EMPTY, resolver: inviteResolver });
  const role = useController({ control, name: 'role' });

  // Each opening starts afresh (or from the member whose invitation is sent again).
  useEffect(() => {
    if (!open) return;
    reset(initial ?? EMPTY);
    setFailure(null);
    invite.reset();
  }, [open, initial, reset, invite.reset]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const member = await invite.mutateAsync(body);
      toastSuccess(invitationSentMessage(member));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_STAFF') {
        setError('email', { type: 'server', message: error.message });
        return;
      }
      showFormFailure(error, {
        fields: FIELDS,
        setError,
        fallback: 'Não foi possível enviar o convite agora. Tente novamente.',
        show: setFailure,
      });
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={invite.isPending}
      size="lg"
      title={initial ? 'Reenviar convite' : 'Convidar pessoa'}
      description="A pessoa recebe por e-mail um link para definir a senha e entrar na administração."
      submitLabel={initial ? 'Reenviar convite' : 'Enviar convite'}
      failure={failure}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FullNameField required error={errors.name?.message} autoComplete="off" {...register('name')} />
        <EmailField required error={errors.email?.message} autoComplete="off" {...register('email')} />
      </div>
      <RolePicker
        name="perfil"
        legend="Perfil de acesso"
        hint="O que a pessoa pode consultar e alterar. Dá para mudar depois."
        value={role.field.value}
        onChange={role.field.onChange}
        error={errors.role?.message}
      />
      <Alert tone="info">
        O link vale por {STAFF_INVITATION_VALID_DAYS} dias e só pode ser usado uma vez. Se o e-mail já tem
        conta de cliente, a pessoa recebe o perfil na hora e entra com a senha que já usa.
      </Alert>
    </FormModal>
  );
}

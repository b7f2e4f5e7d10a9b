import { type DeleteAccountRequest, deleteAccountRequestSchema } from '@estadia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { endSession } from '@/lib/auth-session';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

const resolver = schemaResolver<DeleteAccountRequest, DeleteAccountRequest>(deleteAccountRequestSchema);
export const ACCOUNT_DELETED_MESSAGE = 'Sua conta foi excluída. Obrigado por ter passado pelo Estadia.';

/** Why the deletion cannot happen yet (a stay, money pending, a staff account): the API's own words. */
const BLOCKING_CODES = new Set(['ACCOUNT_HAS_ACTIVE_STAY', 'ACCOUNT_IS_STAFF', 'RATE_LIMITED']);

export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [blocked, setBlocked] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest, unknown, DeleteAccountRequest>({
    defaultValues: { password: '' },
    resolver,
  });

  function close() {
    reset();
    setBlocked(null);
    onClose();
  }

  const onSubmit = handleSubmit(async (body) => {
    setBlocked(null);
    try {
      await remove.mutateAsync(body);
      endSession();
      navigate('/', { replace: true });
      toastSuccess(ACCOUNT_DELETED_MESSAGE);
    } catch (error) {
      if (isApiError(error) && error.code && BLOCKING_CODES.has(error.code)) {
        setBlocked(errorMessage(error, 'Não foi possível excluir a conta agora.'));
        return;
      }
      showFormFailure(error, {
        fields: ['password'],
        setError,
        fallback: 'Não foi possível excluir a conta agora.',
        show: setBlocked,
      });
    }
  });

  return (
    <FormModal
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      pending={remove.isPending}
      title="Excluir minha conta"
      description="A exclusão é definitiva: não dá para desfazer nem recuperar a conta depois."
      submitLabel="Excluir conta"
      submitVariant="danger"
      failure={blocked}
      failureTitle="Ainda não é possível excluir a conta"
      className="flex flex-col gap-5 text-sm leading-6 text-ink-muted"
    >
      <div>
        <h3 className="font-semibold text-ink">O que apagamos</h3>
        <p className="mt-1">
          Nome, e-mail, telefone, data de nascimento, CPF, RG, filiação e endereço; as cópias de documentos e
          as fotos que você enviou; os hóspedes, as placas e o horário de chegada das suas estadias. Você sai
          de todos os aparelhos e não consegue mais entrar com este e-mail e senha.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-ink">O que a lei nos obriga a guardar</h3>
        <p className="mt-1">
          Contratos assinados, com a prova de cada assinatura, e pagamentos, reembolsos e recibos ficam
          guardados por 5 anos (Código Civil e Código Tributário Nacional). Os registros de acesso à conta —
          data, hora e IP — ficam 6 meses (Marco Civil da Internet). Só a equipe que precisa deles tem acesso,
          e eles são apagados no fim do prazo.
        </p>
      </div>
      <p>Se quiser uma cópia dos seus dados, baixe antes de excluir a conta.</p>
      <Field label="Sua senha" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
        )}
      </Field>
    </FormModal>
  );
}

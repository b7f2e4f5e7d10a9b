import { ButtonLink } from '@/components/ui/button';
import { FileSignatureIcon } from '@/components/ui/icons';
import { StateMessage } from '@/components/ui/state-message';

/**
 * A rental the staff member cannot open without the rentals area: the front desk sees only the stays
 * from yesterday to tomorrow (decision 0017), and the API answers any other as if it did not exist.
 */
export function OutOfReachMessage({ refused }: { refused: boolean }) {
  return (
    <StateMessage
      icon={<FileSignatureIcon className="size-6" />}
      title={refused ? 'Sem acesso às locações' : 'Locação fora do alcance da recepção'}
      action={<ButtonLink to="/painel">Voltar ao painel</ButtonLink>}
    >
      {refused
        ? 'O seu perfil não abre locações. Se precisar, peça acesso a quem administra a equipe.'
        : 'A recepção vê só as locações de quem chega, está hospedado ou sai entre ontem e amanhã. Se o código estiver certo, peça ajuda a quem cuida das locações.'}
    </StateMessage>
  );
}

import { STAFF_INVITATION_VALID_DAYS } from '@estadia/domain';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { AlertIcon } from '@/components/ui/status-icons';
import { cn } from '@/lib/cn';
import { AcceptInvitationForm } from './components/accept-invitation-form';
import { AcceptWithPasswordForm } from './components/accept-with-password-form';

type Step = 'form' | 'invalid' | 'done';

/** A state of the page in place of the form: an icon, the page's heading, what to know and what next. */
function Outcome({
  tone,
  icon,
  title,
  children,
  action,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form's button is gone: keep keyboard and screen reader users on the news, not on the page's top.
  useLayoutEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <div
        className={cn(
          'mb-4 flex size-12 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success',
        )}
      >
        {icon}
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-ink focus:outline-none"
      >
        {title}
      </h1>
      <div className="mt-2 space-y-2 text-ink-muted">{children}</div>
      <div className="mt-6 w-full">{action}</div>
    </div>
  );
}

function InvalidInvitation() {
  return (
    <Outcome
      tone="error"
      icon={<AlertIcon className="size-6" />}
      title="Este convite não é mais válido"
      action={
        <ButtonLink to="/login" variant="secondary" fullWidth>
          Ir para o login
        </ButtonLink>
      }
    >
      <p>
        O link pode ter expirado (vale por {STAFF_INVITATION_VALID_DAYS} dias), já ter sido usado ou ter sido
        trocado por um convite mais recente.
      </p>
      <p>Peça a um administrador da equipe para enviar um novo convite.</p>
    </Outcome>
  );
}

function PasswordSet() {
  return (
    <Outcome
      tone="success"
      icon={<CheckIcon className="size-6" />}
      title="Senha definida!"
      action={
        <ButtonLink to="/login" size="lg" fullWidth>
          Entrar na administração
        </ButtonLink>
      }
    >
      <p>Agora é só entrar com o seu e-mail e a senha que você acabou de escolher.</p>
    </Outcome>
  );
}

function InvitationAccepted() {
  return (
    <Outcome
      tone="success"
      icon={<CheckIcon className="size-6" />}
      title="Convite aceito!"
      action={
        <ButtonLink to="/login" size="lg" fullWidth>
          Entrar na administração
        </ButtonLink>
      }
    >
      <p>Agora você faz parte da equipe.</p>
      <p>
        Por segurança, as sessões abertas da sua conta foram encerradas: entre de novo com o seu e-mail e a
        sua senha de sempre.
      </p>
    </Outcome>
  );
}

/** The link's code, and which of the page's states to show. */
function useInvitationCode() {
  const [params] = useSearchParams();
  const code = params.get('codigo')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Step>(code ? 'form' : 'invalid');
  return { code, outcome, setOutcome };
}

/**
 * '/aceitar-convite?codigo=…', the link of an invitation sent to an address that already has an account
 * at Estadia: the person confirms the account's password (sign-up verifies no address, so the link alone
 * does not say who holds the account, nor the account who reads the mail). No access before this.
 */
export function AcceptInvitationForAccountPage() {
  const { code, outcome, setOutcome } = useInvitationCode();
  if (outcome === 'invalid') return <InvalidInvitation />;
  if (outcome === 'done') return <InvitationAccepted />;
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">Administração</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">Aceitar convite</h1>
      <p className="mt-2 text-ink-muted">
        Você recebeu um convite para a equipe da Estadia. Como este e-mail já tem uma conta com a gente,
        confirme com a senha que você já usa para liberar o acesso à administração.
      </p>
      <div className="mt-6">
        <AcceptWithPasswordForm
          code={code}
          onInvalidCode={() => setOutcome('invalid')}
          onDone={() => setOutcome('done')}
        />
      </div>
    </div>
  );
}

/**
 * '/definir-senha?codigo=…', the link of an invitation to the staff: the invited person chooses a
 * password. The API only tells whether the code is good when the password is sent (there is no check
 * of its own), so an invalid link shows the form until then; a link without a code, never.
 */
export function AcceptInvitationPage() {
  const { code, outcome, setOutcome } = useInvitationCode();

  if (outcome === 'invalid') return <InvalidInvitation />;
  if (outcome === 'done') return <PasswordSet />;
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">Administração</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">Definir senha</h1>
      <p className="mt-2 text-ink-muted">
        Boas-vindas à equipe da Estadia! Escolha a senha que você vai usar para entrar na administração.
      </p>
      <div className="mt-6">
        <AcceptInvitationForm
          code={code}
          onInvalidCode={() => setOutcome('invalid')}
          onDone={() => setOutcome('done')}
        />
      </div>
    </div>
  );
}

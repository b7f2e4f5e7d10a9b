import { missingProfileSections, PROFILE_SECTIONS } from '@estadia/domain';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AlertIcon } from '@/components/ui/status-icons';
import { toProfileFields, useProfile } from '@/features/rentals/api/get-profile';
import { cn } from '@/lib/cn';
import { StepCard } from './step-card';

const SECTION_DETAILS: Record<(typeof PROFILE_SECTIONS)[number], string> = {
  'Dados pessoais': 'Nome, data de nascimento, naturalidade e profissão',
  Documentos: 'RG, CPF ou CNPJ, filiação e as cópias do CPF e do RG',
  Endereço: 'Rua, número, complemento, CEP, bairro, cidade e UF',
};

/** The link to the account page that comes back here when the profile is saved. */
export function completeProfilePath(returnTo: string): string {
  return `/dados-pessoais?redirect=${encodeURIComponent(returnTo)}`;
}

export function ProfileStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const location = useLocation();
  const profile = useProfile();
  const missing = profile.data ? missingProfileSections(toProfileFields(profile.data)) : null;
  const complete = missing?.length === 0;
  const completeLink = completeProfilePath(`${location.pathname}${location.search}`);

  return (
    <StepCard
      title="Dados e documentos"
      description="Para emitir o contrato precisamos do seu cadastro completo: dados pessoais, documentos e endereço."
      footer={
        <>
          <Button variant="ghost" onClick={onBack}>
            Voltar
          </Button>
          <Button
            onClick={onNext}
            disabled={!complete}
            aria-describedby={complete ? undefined : 'cadastro-pendente'}
          >
            Continuar
            <ArrowRightIcon className="size-4" />
          </Button>
        </>
      }
    >
      {profile.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando o seu cadastro
          </span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : profile.isError || !missing ? (
        <QueryError inline query={profile} title="Não foi possível carregar o seu cadastro" />
      ) : (
        <div className="space-y-5">
          <ul className="space-y-3">
            {PROFILE_SECTIONS.map((section) => {
              const done = !missing.includes(section);
              return (
                <li
                  key={section}
                  className={cn(
                    'flex items-start gap-3 rounded-xl border p-4',
                    done ? 'border-line bg-surface' : 'border-accent/40 bg-accent-soft',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full',
                      done ? 'bg-success-soft text-success' : 'bg-surface text-accent-ink',
                    )}
                  >
                    {done ? <CheckIcon className="size-4" /> : <AlertIcon className="size-4" />}
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {section}
                      <span className="sr-only">{done ? ': completo' : ': falta preencher'}</span>
                    </p>
                    <p className="text-sm text-ink-muted">{SECTION_DETAILS[section]}</p>
                  </div>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'ml-auto shrink-0 text-sm font-semibold',
                      done ? 'text-success' : 'text-accent-ink',
                    )}
                  >
                    {done ? 'Completo' : 'Pendente'}
                  </span>
                </li>
              );
            })}
          </ul>
          {complete ? (
            <Alert tone="success">Seu cadastro está completo. Você pode seguir para a próxima etapa.</Alert>
          ) : (
            <div id="cadastro-pendente" className="space-y-3">
              <p className="text-sm text-ink-muted">
                Complete o que falta e você volta para esta etapa com a sua solicitação salva.
              </p>
              <ButtonLink to={completeLink} variant="accent">
                Completar cadastro
              </ButtonLink>
            </div>
          )}
        </div>
      )}
    </StepCard>
  );
}

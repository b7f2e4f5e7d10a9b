import { useNavigate, useSearchParams } from 'react-router';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { CheckIcon } from '@/components/ui/icons';
import { Container } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { safeRedirect, withRedirect } from '@/lib/safe-redirect';
import { toastSuccess } from '@/lib/toast';
import { SignupForm } from '../components/signup-form';

const BENEFITS = [
  'Reserve apartamentos mobiliados por dias ou por meses',
  'Assine o contrato e pague online, com Pix, boleto ou cartão',
  'Acompanhe suas locações e pagamentos em um só lugar',
];

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <div className="bg-[radial-gradient(ellipse_at_top_left,var(--hero-from),var(--canvas)_55%)]">
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <header className="lg:pt-6">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-ink uppercase">Cadastro</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">Criar conta</h1>
          <p className="mt-3 text-lg leading-8 text-pretty text-ink-muted">
            Leva menos de um minuto. Depois você completa seus dados para fazer a primeira reserva.
          </p>
          <ul className="mt-8 hidden flex-col gap-4 lg:flex">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-ink">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
                  <CheckIcon className="size-4" />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </header>
        <section
          aria-label="Dados da nova conta"
          className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8"
        >
          <HydrateApart>
            <SignupForm
              onSignedUp={() => {
                toastSuccess('Conta criada! Complete seus dados para poder reservar.');
                navigate(redirect ?? '/dados-pessoais', { replace: true });
              }}
            />
          </HydrateApart>
          <p className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">
            Já tem conta? <TextLink to={withRedirect('/login', redirect)}>Entrar</TextLink>
          </p>
        </section>
      </Container>
    </div>
  );
}

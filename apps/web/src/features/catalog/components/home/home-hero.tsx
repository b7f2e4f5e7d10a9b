import { CHECK_IN_TIME } from '@estadia/domain';
import { Link } from 'react-router';
import { CheckIcon, MapPinIcon, SearchIcon } from '@/components/ui/icons';
import { Container } from '@/components/ui/page-header';
import { useHydrated } from '@/lib/use-hydrated';
import { useUserStore } from '@/lib/user-store';
import { HeroIllustration } from './hero-illustration';

const HIGHLIGHTS = [
  'Contrato digital, sem papelada',
  'Pix, boleto ou cartão',
  `Check-in a partir das ${CHECK_IN_TIME}`,
];

export function HomeHero() {
  const openSearch = useUserStore((state) => state.setSearchLocationsModalOpen);
  // On the prerendered page the button paints before the app can open the search: it stays inert
  // (a click would be lost) until the app has taken over.
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="home-titulo"
      className="relative overflow-hidden bg-[linear-gradient(180deg,var(--hero-from),var(--hero-to))]"
    >
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3 py-1 text-sm font-medium text-ink-muted">
            <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
            Aluguel por temporada e por mês
          </p>
          <h1
            id="home-titulo"
            className="text-4xl leading-[1.1] font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]"
          >
            Seu apartamento mobiliado, do fim de semana ao ano inteiro.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-ink-muted">
            Estadias curtas com preço por noite ou longas com preço mensal. Você reserva, assina o contrato e
            paga on-line, e chega com a chave na mão.
          </p>

          <button
            type="button"
            disabled={!hydrated}
            onClick={() => openSearch(true)}
            className="mt-8 flex w-full max-w-xl items-center gap-3 rounded-2xl border border-line-strong bg-surface p-2 pl-4 text-left shadow-card transition-shadow hover:shadow-pop"
          >
            <MapPinIcon className="size-5 shrink-0 text-brand" />
            <span className="flex-1">
              <span className="block text-sm font-semibold text-ink">Para onde você vai?</span>
              <span className="block text-sm text-ink-muted">Escolha o bairro ou a cidade</span>
            </span>
            <span className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-4 font-semibold text-on-brand">
              <SearchIcon className="size-5" />
              <span className="hidden sm:inline">Buscar</span>
            </span>
          </button>

          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-brand" />
                {highlight}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-muted">
            Vai viajar com a equipe?{' '}
            <Link
              to="/reserva-corporativa"
              className="font-semibold text-brand-ink underline underline-offset-4"
            >
              Conheça a reserva corporativa
            </Link>
          </p>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md lg:block" />
      </Container>
    </section>
  );
}

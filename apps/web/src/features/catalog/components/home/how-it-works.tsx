import { CalendarIcon, FileSignatureIcon, KeyIcon, SearchIcon } from '@/components/ui/icons';
import { Container } from '@/components/ui/page-header';

const STEPS = [
  {
    Icon: SearchIcon,
    title: 'Escolha o apartamento',
    text: 'Compare projetos, modalidades e valores, com fotos e comodidades de cada unidade.',
  },
  {
    Icon: CalendarIcon,
    title: 'Solicite a reserva',
    text: 'Selecione as datas e as vagas de garagem e confira o resumo com o valor de cada item.',
  },
  {
    Icon: FileSignatureIcon,
    title: 'Assine on-line',
    text: 'Com a reserva aprovada, o contrato é gerado com os seus dados para você assinar pelo site.',
  },
  {
    Icon: KeyIcon,
    title: 'Pague e receba o acesso',
    text: 'Pague com Pix, boleto ou cartão. Com o pagamento aprovado, o código de acesso aparece na sua conta.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="como-funciona-titulo" className="py-16 sm:py-20">
      <Container>
        <h2 id="como-funciona-titulo" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Como funciona
        </h2>
        <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title} className="relative">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
                  <Icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-subtle">Passo {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

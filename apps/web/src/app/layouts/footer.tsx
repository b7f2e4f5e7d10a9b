import { CONTACT } from '@estadia/domain';
import { Link } from 'react-router';
import {
  AppleIcon,
  FacebookIcon,
  GooglePlayIcon,
  InstagramIcon,
  LinkedinIcon,
} from '@/components/ui/brand-icons';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { maskPhone } from '@/lib/masks';

const INFO_LINKS = [
  { to: '/termos-e-politica', label: 'Termos de uso e privacidade' },
  { to: '/politica-cancelamento', label: 'Política de cancelamento' },
  { to: '/regulamento-interno', label: 'Regulamento interno' },
  { to: '/faq', label: 'Perguntas frequentes' },
];

const PRODUCT_LINKS = [
  { to: '/projetos', label: 'Projetos' },
  { to: '/reserva-corporativa', label: 'Reserva corporativa' },
  { to: '/cadastro', label: 'Criar conta' },
];

const SOCIAL_LINKS = [
  { href: CONTACT.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: CONTACT.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: CONTACT.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
];

const APP_STORES = [
  { href: CONTACT.googlePlay, caption: 'Disponível no', name: 'Google Play', Icon: GooglePlayIcon },
  { href: CONTACT.appStore, caption: 'Baixar na', name: 'App Store', Icon: AppleIcon },
];

const LINK_COLUMNS = [
  { id: 'rodape-estadia', title: 'Estadia', links: PRODUCT_LINKS },
  { id: 'rodape-informacoes', title: 'Informações', links: INFO_LINKS },
];

const linkClass = 'text-ink-muted hover:text-ink hover:underline underline-offset-4';

/** A titled list of links of the footer, a navigation landmark named by its title. */
function FooterLinkColumn({ id, title, links }: { id: string; title: string; links: typeof INFO_LINKS }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Also where the layout watches for the footer coming into view (its code waits until then). */
export const FOOTER_ID = 'rodape';

export function Footer() {
  return (
    <footer id={FOOTER_ID} className="mt-auto border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-6 text-ink-muted">
            Apartamentos mobiliados para estadias curtas e longas, com contrato digital e pagamento on-line.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Redes sociais">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink-muted hover:text-ink"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{label} (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        {LINK_COLUMNS.map((column) => (
          <FooterLinkColumn key={column.id} {...column} />
        ))}

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-ink">Fale com a gente</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={CONTACT.phoneHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <PhoneIcon className="size-4" />
                <span className="sr-only">Telefone: </span>
                {maskPhone(CONTACT.phone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <MailIcon className="size-4" />
                <span className="sr-only">E-mail: </span>
                {CONTACT.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 text-sm font-semibold text-ink">Baixe o aplicativo</h2>
          <div className="mt-3 flex flex-wrap gap-2">
            {APP_STORES.map(({ href, caption, name, Icon }) => (
              <a
                key={name}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-lg bg-ink px-3 py-2 text-canvas hover:opacity-90"
              >
                <Icon className="size-5" />
                <span className="text-left leading-tight">
                  <span className="block text-[0.6875rem]">{caption}</span>
                  <span className="block text-sm font-semibold">{name}</span>
                </span>
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            ))}
          </div>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ink-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Estadia. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}

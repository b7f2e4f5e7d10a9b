import { useId } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import { ProgressRing } from '@/components/ui/progress-ring';
import { cn } from '@/lib/cn';
import type { ActiveUser } from '@/lib/me/get-me';
import { type ProfileSectionKey, profileCompleteness } from '../profile/profile-fields';

/** Where each section of the account page starts (its id), for links from elsewhere too. */
export const PROFILE_SECTION_ANCHORS: Record<ProfileSectionKey, string> = {
  personal: 'dados-pessoais',
  documents: 'documentos',
  address: 'endereco',
};

/**
 * 'Perfil 2 de 3 completo': a ring and the three checks of the spec (personal data, documents,
 * address), each marked done or pending. With `sectionHref`, each line links to its section.
 */
export function ProfileCompleteness({
  user,
  sectionHref,
  headingLevel = 2,
  className,
}: {
  user: ActiveUser;
  sectionHref?: (section: ProfileSectionKey) => string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { sections, completed, total } = profileCompleteness(user);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const done = completed === total;

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-line bg-surface p-5 shadow-card', className)}
    >
      <div className="flex items-center gap-4">
        <ProgressRing value={completed} max={total}>
          <span className="text-sm font-bold text-ink">
            {completed}/{total}
          </span>
        </ProgressRing>
        <div>
          <Heading id={headingId} className="font-semibold text-ink">
            Perfil {completed} de {total} completo
          </Heading>
          <p className="mt-0.5 text-sm text-ink-muted">
            {done ? 'Tudo pronto para reservar.' : 'Complete as seções pendentes para reservar.'}
          </p>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-1">
        {sections.map((section) => {
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full',
                  section.complete ? 'bg-success text-surface' : 'border-2 border-dashed border-line-strong',
                )}
              >
                {section.complete && <CheckIcon className="size-3.5" strokeWidth={3} />}
              </span>
              <span className="font-medium text-ink">{section.title}</span>
              <span
                className={cn(
                  'ml-auto rounded-full px-2 py-0.5 text-xs font-semibold',
                  section.complete ? 'bg-success-soft text-ink' : 'bg-accent-soft text-accent-ink',
                )}
              >
                {section.complete ? 'Completo' : 'Pendente'}
              </span>
            </>
          );
          const classes = 'flex items-center gap-3 rounded-lg px-2 py-2 text-sm';
          return (
            <li key={section.key}>
              {sectionHref ? (
                <Link to={sectionHref(section.key)} className={cn(classes, 'hover:bg-surface-muted')}>
                  {content}
                </Link>
              ) : (
                <div className={classes}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

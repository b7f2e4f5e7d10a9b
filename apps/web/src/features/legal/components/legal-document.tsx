import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, PageHeader } from '@/components/ui/page-header';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long policy page: header, a table of contents (sticky on large screens) and numbered sections. */
export function LegalDocument({
  title,
  intro,
  updatedAt,
  sections,
}: {
  title: string;
  intro: ReactNode;
  updatedAt: string;
  sections: LegalSection[];
}) {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader eyebrow="Informações" title={title} intro={intro}>
        <p className="mt-3 text-sm text-ink-subtle">Última atualização: {updatedAt}</p>
      </PageHeader>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Nesta página" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-ink">Nesta página</h2>
          <ol className="mt-3 space-y-2 border-l border-line text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <Link
                  to={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-ink-muted hover:border-brand hover:text-ink"
                >
                  {index + 1}. {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-estadia max-w-3xl">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className={index === 0 ? 'mt-0' : undefined}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}

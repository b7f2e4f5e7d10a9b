import type { ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Container, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { type ActiveUser, useMe } from '@/lib/me/get-me';
import { safeRedirect } from '@/lib/safe-redirect';
import { AddressForm } from '../components/address-form';
import { DocumentsForm } from '../components/documents-form';
import { MyDataSection } from '../components/my-data-section';
import { PersonalDataForm, type ProfileSectionFormProps } from '../components/personal-data-form';
import { PROFILE_SECTION_ANCHORS, ProfileCompleteness } from '../components/profile-completeness';
import { ProfileSectionCard } from '../components/profile-section-card';
import { ReturnToRequest } from '../components/return-to-request';
import { type ProfileSectionKey, profileCompleteness } from '../profile/profile-fields';

interface SectionDefinition {
  key: ProfileSectionKey;
  title: string;
  description: string;
  Form: ComponentType<ProfileSectionFormProps>;
}

/** The page's sections, in the order of the completeness checks. */
const SECTIONS: SectionDefinition[] = [
  {
    key: 'personal',
    title: 'Dados pessoais',
    description: 'Como estão no seu documento de identidade.',
    Form: PersonalDataForm,
  },
  {
    key: 'documents',
    title: 'Documentos',
    description: 'Números dos documentos, filiação e uma cópia do CPF e do RG (PDF, JPG ou PNG, até 10 MB).',
    Form: DocumentsForm,
  },
  {
    key: 'address',
    title: 'Endereço',
    description: 'Seu endereço residencial atual.',
    Form: AddressForm,
  },
];

function PageSkeleton() {
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]" aria-busy="true">
      <Skeleton className="h-56 rounded-2xl" />
      <div className="flex flex-col gap-6">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}

function isProfileComplete(user: ActiveUser): boolean {
  const { completed, total } = profileCompleteness(user);
  return completed === total;
}

export function PersonalDataPage() {
  const { data: user } = useMe();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  // Where the customer came from (a booking), when it is a path of this app.
  const returnTo = safeRedirect(params.get('redirect'));
  const complete = user ? profileCompleteness(user).sections : [];
  const isComplete = (key: string) => complete.find((section) => section.key === key)?.complete;

  function afterSave(saved: ActiveUser) {
    if (returnTo && isProfileComplete(saved)) navigate(returnTo);
  }

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        title="Dados pessoais"
        intro="Mantenha seus dados, documentos e endereço atualizados: eles são usados no contrato de locação."
      />
      {returnTo && user && <ReturnToRequest to={returnTo} complete={isProfileComplete(user)} />}
      {!user ? (
        <PageSkeleton />
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <aside className="lg:sticky lg:top-24">
            {/* The section links keep the query, so the way back to the booking is not lost. */}
            <ProfileCompleteness
              user={user}
              sectionHref={(key) => `${search}#${PROFILE_SECTION_ANCHORS[key]}`}
            />
            <p className="mt-4 hidden px-1 text-sm leading-6 text-ink-subtle lg:block">
              Cada seção é salva separadamente. Seus documentos são vistos apenas pela equipe responsável pelo
              contrato.
            </p>
          </aside>
          <div className="flex min-w-0 flex-col gap-6">
            {SECTIONS.map(({ key, title, description, Form }) => (
              <ProfileSectionCard
                key={key}
                id={PROFILE_SECTION_ANCHORS[key]}
                title={title}
                description={description}
                complete={isComplete(key)}
              >
                <Form user={user} requireComplete={Boolean(returnTo)} onSaved={afterSave} />
              </ProfileSectionCard>
            ))}
            <MyDataSection />
          </div>
        </div>
      )}
    </Container>
  );
}

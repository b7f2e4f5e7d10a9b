import { Container, PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../api/get-me';
import { AddressForm } from '../components/address-form';
import { DocumentsForm } from '../components/documents-form';
import { PersonalDataForm } from '../components/personal-data-form';
import { PROFILE_SECTION_ANCHORS, ProfileCompleteness } from '../components/profile-completeness';
import { ProfileSectionCard } from '../components/profile-section-card';
import { profileCompleteness } from '../profile/profile-fields';

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

export function PersonalDataPage() {
  const { data: user } = useMe();
  const complete = user ? profileCompleteness(user).sections : [];
  const isComplete = (key: string) => complete.find((section) => section.key === key)?.complete;

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        title="Dados pessoais"
        intro="Mantenha seus dados, documentos e endereço atualizados: eles são usados no contrato de locação."
      />
      {!user ? (
        <PageSkeleton />
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <aside className="lg:sticky lg:top-24">
            <ProfileCompleteness user={user} sectionHref={(key) => `#${PROFILE_SECTION_ANCHORS[key]}`} />
            <p className="mt-4 hidden px-1 text-sm leading-6 text-ink-subtle lg:block">
              Cada seção é salva separadamente. Seus documentos são vistos apenas pela equipe responsável pelo
              contrato.
            </p>
          </aside>
          <div className="flex min-w-0 flex-col gap-6">
            <ProfileSectionCard
              id={PROFILE_SECTION_ANCHORS.personal}
              title="Dados pessoais"
              description="Como estão no seu documento de identidade."
              complete={isComplete('personal')}
            >
              <PersonalDataForm user={user} />
            </ProfileSectionCard>
            <ProfileSectionCard
              id={PROFILE_SECTION_ANCHORS.documents}
              title="Documentos"
              description="Números dos documentos, filiação e uma cópia do CPF e do RG (PDF, JPG ou PNG, até 10 MB)."
              complete={isComplete('documents')}
            >
              <DocumentsForm user={user} />
            </ProfileSectionCard>
            <ProfileSectionCard
              id={PROFILE_SECTION_ANCHORS.address}
              title="Endereço"
              description="Seu endereço residencial atual."
              complete={isComplete('address')}
            >
              <AddressForm user={user} />
            </ProfileSectionCard>
          </div>
        </div>
      )}
    </Container>
  );
}

import { Container, PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';

export function ChangePasswordPage() {
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-xl">
        <PageHeader
          title="Alterar senha"
          intro="Por segurança, informe a senha atual antes de escolher a nova. Use pelo menos 8 caracteres."
        />
        <div className="mt-8 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-7">
          <ChangePasswordForm />
        </div>
      </div>
    </Container>
  );
}

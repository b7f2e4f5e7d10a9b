import { Container, PageHeader } from '../../../components/ui/page-header';

export function ChangePasswordPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Alterar senha"
        intro="Por segurança, informe a senha atual antes de escolher a nova. Use pelo menos 8 caracteres."
      />
    </Container>
  );
}

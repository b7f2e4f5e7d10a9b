import { Container, PageHeader } from '../../../components/ui/page-header';

export function SignupPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Criar conta"
        intro="Crie sua conta para reservar apartamentos, assinar contratos e acompanhar seus pagamentos."
      />
    </Container>
  );
}

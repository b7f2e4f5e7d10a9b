import { Container, PageHeader } from '../../../components/ui/page-header';

export function MyRentalsPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Minhas locações"
        intro="Acompanhe o andamento das suas reservas, assine contratos e faça pagamentos."
      />
    </Container>
  );
}

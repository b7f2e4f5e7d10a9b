import { Container, PageHeader } from '../../../components/ui/page-header';

export function UnitDetailsPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Detalhes da unidade"
        intro="Fotos, comodidades e valores da modalidade, com as datas disponíveis para reserva."
      />
    </Container>
  );
}

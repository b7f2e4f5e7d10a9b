import { Container, PageHeader } from '../../../components/ui/page-header';

export function RentalRequestPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Solicitação de locação"
        intro="Revise as datas, as vagas de garagem e o valor antes de enviar sua solicitação."
      />
    </Container>
  );
}

import { Container, PageHeader } from '../../../components/ui/page-header';

export function RentalPaymentPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Pagamento"
        intro="Escolha como pagar sua locação: Pix, boleto ou cartão de crédito."
      />
    </Container>
  );
}

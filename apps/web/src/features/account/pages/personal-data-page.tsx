import { Container, PageHeader } from '../../../components/ui/page-header';

export function PersonalDataPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Dados pessoais"
        intro="Mantenha seus dados, documentos e endereço atualizados: eles são usados no contrato de locação."
      />
    </Container>
  );
}

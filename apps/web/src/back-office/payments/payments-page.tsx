import { PageHeader } from '../../components/ui/page-header';

export function PaymentsPage() {
  return <PageHeader title="Pagamentos" />;
}

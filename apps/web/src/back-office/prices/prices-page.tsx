import { PageHeader } from '../../components/ui/page-header';

export function PricesPage() {
  return <PageHeader title="Preços" />;
}

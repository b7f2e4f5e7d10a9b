import { PageHeader } from '../../components/ui/page-header';

export function RentalsPage() {
  return <PageHeader title="Locações" />;
}

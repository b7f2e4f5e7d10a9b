import { PageHeader } from '../../components/ui/page-header';

export function RentalPage() {
  return <PageHeader title="Locação" />;
}

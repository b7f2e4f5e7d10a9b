import { PageHeader } from '../../components/ui/page-header';

export function ReportsPage() {
  return <PageHeader title="Relatórios" />;
}

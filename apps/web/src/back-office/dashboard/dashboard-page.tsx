import { PageHeader } from '../../components/ui/page-header';

export function DashboardPage() {
  return <PageHeader title="Painel" />;
}

import { PageHeader } from '../../components/ui/page-header';

export function StaffPage() {
  return <PageHeader title="Equipe" />;
}

import { PageHeader } from '../../components/ui/page-header';

export function AuditPage() {
  return <PageHeader title="Auditoria" />;
}

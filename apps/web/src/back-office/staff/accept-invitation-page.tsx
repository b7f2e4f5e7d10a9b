import { PageHeader } from '../../components/ui/page-header';

export function AcceptInvitationPage() {
  return <PageHeader title="Definir senha" />;
}

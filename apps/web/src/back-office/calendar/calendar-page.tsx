import { PageHeader } from '../../components/ui/page-header';

export function CalendarPage() {
  return <PageHeader title="Calendário" />;
}

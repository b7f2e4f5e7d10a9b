import { apartmentLabel, formatBrDate, pluralize } from '@estadia/domain';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { saveFile } from '@/lib/file-download';
import { toastError } from '@/lib/toast';
import { getGuestListPdf, useGuestList } from './api/get-guest-list';
import { birthdateLabel, documentLabel, momentLabel, platesLabel } from './front-desk-format';
import { useFrontDeskSelection } from './front-desk-page';

/**
 * 'Lista da portaria': who may enter the building on a night, apartment by apartment, with each guest's
 * document. Printable as it is (the menu and buttons are left out of the print), or as the API's PDF.
 */
export function GuestListPage() {
  const { project, date } = useFrontDeskSelection();
  const list = useGuestList(project?.id, date);
  const [downloading, setDownloading] = useState(false);
  const people = list.data?.items.reduce((sum, item) => sum + item.occupants.length, 0) ?? 0;

  const downloadPdf = async () => {
    if (!project) return;
    setDownloading(true);
    try {
      saveFile(await getGuestListPdf(project.id, date), `lista-da-portaria-${date}.pdf`);
    } catch (error) {
      toastError(errorMessage(error, 'Não foi possível gerar o PDF. Tente novamente.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-6">
      <BackLink to={`/recepcao?project=${project?.id ?? ''}&data=${date}`} className="print:hidden">
        Recepção
      </BackLink>
      <PageHeader
        title="Lista da portaria"
        intro={
          project
            ? `${project.name} · noite de ${formatBrDate(date)}. Confira o documento de cada pessoa na entrada.`
            : 'Quem pode entrar no prédio nesta noite.'
        }
      />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => window.print()} disabled={!list.data}>
          Imprimir
        </Button>
        <Button onClick={downloadPdf} isLoading={downloading} disabled={!project}>
          Baixar PDF
        </Button>
      </div>
      <QueryState
        query={list}
        error={{ title: 'Não foi possível carregar a lista' }}
        loading={<Skeleton className="h-48 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-ink-muted">Nenhum hóspede nesta noite.</p>}
      >
        {(data) => (
          <>
            <p className="text-sm text-ink-muted">
              {pluralize(data.items.length, 'apartamento')}, {pluralize(people, 'pessoa')}.
            </p>
            <ol className="space-y-4">
              {data.items.map((item) => (
                <li
                  key={item.rentalId}
                  className="break-inside-avoid rounded-2xl border border-line bg-surface p-4 print:rounded-none print:border-x-0 print:border-t-0"
                >
                  <h2 className="font-semibold text-ink">
                    {apartmentLabel(item.apartment)} — titular: {item.customer.name}
                  </h2>
                  <p className="mt-1 text-sm text-ink-muted">
                    Chegada prevista: {item.expectedArrivalTime ?? 'não informada'} · Placas:{' '}
                    {platesLabel(item.vehiclePlates)} · Check-in:{' '}
                    {momentLabel(item.checkedInAt, 'ainda não feito')}
                  </p>
                  {item.occupants.length === 0 ? (
                    <p className="mt-2 text-sm font-medium text-danger">Hóspedes não cadastrados.</p>
                  ) : (
                    <table className="mt-2 w-full text-left text-sm">
                      <caption className="sr-only">Hóspedes de {apartmentLabel(item.apartment)}</caption>
                      <thead>
                        <tr className="text-ink-subtle">
                          <th scope="col" className="py-1 pr-3 font-medium">
                            Nome
                          </th>
                          <th scope="col" className="py-1 pr-3 font-medium">
                            Documento
                          </th>
                          <th scope="col" className="py-1 font-medium">
                            Nascimento
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {item.occupants.map((occupant) => (
                          <tr key={occupant.id} className="border-t border-line text-ink">
                            <td className="py-1 pr-3 font-medium">{occupant.name}</td>
                            <td className="py-1 pr-3">{documentLabel(occupant.document)}</td>
                            <td className="py-1">{birthdateLabel(occupant.birthdate)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </div>
  );
}

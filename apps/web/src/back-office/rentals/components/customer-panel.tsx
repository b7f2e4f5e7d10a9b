import { formatBrDate, formatCpfOrCnpj, formatPhone } from '@estadia/domain';
import type { ReactNode } from 'react';
import { getPrivateFile } from '@/back-office/get-private-file';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { DownloadButton } from '@/components/ui/download-button';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { EyeIcon, FileTextIcon } from '@/components/ui/file-icons';
import { SectionPanel } from '@/components/ui/section-panel';
import { addressText, CUSTOMER_DOCUMENT_LABELS, documentFileName, placeText, rgText } from '../rental-labels';

const NOT_GIVEN = <span className="font-normal text-ink-subtle">Não informado</span>;

function orNotGiven(value: ReactNode | null | undefined): ReactNode {
  return value === null || value === undefined || value === '' ? NOT_GIVEN : value;
}

/** Who asked for the rental: the profile as the contract uses it, and the documents sent. */
export function CustomerPanel({ customer }: { customer: AdminRentalDetailView['customer'] }) {
  const facts: Fact[] = [
    { term: 'Nome', value: customer.name },
    {
      term: 'E-mail',
      value: (
        <a
          href={`mailto:${customer.email}`}
          className="break-all text-brand-ink underline-offset-4 hover:underline"
        >
          {customer.email}
        </a>
      ),
    },
    { term: 'CPF/CNPJ', value: orNotGiven(customer.cpfOrCnpj && formatCpfOrCnpj(customer.cpfOrCnpj)) },
    { term: 'RG', value: orNotGiven(rgText(customer)) },
    {
      term: 'Telefone',
      value: orNotGiven(
        customer.phone && (
          <a href={`tel:+55${customer.phone}`} className="text-brand-ink underline-offset-4 hover:underline">
            {formatPhone(customer.phone)}
          </a>
        ),
      ),
    },
    // The front desk's view leaves these out (decision 0017): absent, not 'Não informado'.
    ...(customer.address === undefined
      ? []
      : [
          {
            term: 'Data de nascimento',
            value: orNotGiven(customer.birthdate && formatBrDate(customer.birthdate)),
          },
          { term: 'Profissão', value: orNotGiven(customer.profession) },
          {
            term: 'Naturalidade',
            value: orNotGiven(placeText(customer.hometown ?? null, customer.hometownState ?? null)),
          },
          { term: 'Nome do pai', value: orNotGiven(customer.fathersFullName) },
          { term: 'Nome da mãe', value: orNotGiven(customer.mothersFullName) },
          { term: 'Endereço', value: orNotGiven(addressText(customer.address)), wide: true },
        ]),
    { term: 'Cliente desde', value: formatBrDate(customer.createdDate) },
  ];

  return (
    <SectionPanel title="Cliente">
      <FactList facts={facts} />
      <h3 className="mt-6 text-sm font-semibold text-ink">Documentos</h3>
      {customer.documents.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">O cliente ainda não enviou documentos.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
          {customer.documents.map((document) => {
            const fileName = documentFileName(document, customer.name);
            const fetchFile = () => getPrivateFile(document.url);
            return (
              <li key={document.kind} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span className="flex items-center gap-2 font-medium text-ink">
                  <FileTextIcon className="size-5 text-ink-muted" />
                  {CUSTOMER_DOCUMENT_LABELS[document.kind]}
                </span>
                <span className="flex gap-2">
                  <DownloadButton
                    fetchFile={fetchFile}
                    fileName={fileName}
                    mode="open"
                    variant="ghost"
                    icon={<EyeIcon className="size-4" />}
                  >
                    Abrir <span className="sr-only">{CUSTOMER_DOCUMENT_LABELS[document.kind]}</span>
                  </DownloadButton>
                  <DownloadButton fetchFile={fetchFile} fileName={fileName}>
                    Baixar <span className="sr-only">{CUSTOMER_DOCUMENT_LABELS[document.kind]}</span>
                  </DownloadButton>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionPanel>
  );
}

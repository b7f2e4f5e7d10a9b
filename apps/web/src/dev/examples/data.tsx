import {
  CARD_BRAND_LABELS,
  detectCardBrand,
  formatBrDate,
  formatMoney,
  pluralize,
  RENTAL_STATUS_TABLE,
  RENTAL_STATUSES,
} from '@estadia/domain';
import { useState } from 'react';
import { Accordion } from '@/components/ui/accordion';
import { DataTable, type DataTableSort } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { StateMessage } from '@/components/ui/state-message';
import { Steps } from '@/components/ui/steps';
import { ExampleBlock, ExampleFrame } from './example-frame';

export function DatesExample() {
  const samples = ['2025-01-31', '2024-02-29', null];
  return (
    <ExampleFrame title="Datas" intro="Datas exibidas como dd/MM/yyyy; sem data, '-'.">
      <ExampleBlock title="formatBrDate">
        <ul className="space-y-1 font-mono text-sm text-ink">
          {samples.map((sample) => (
            <li key={String(sample)}>
              {String(sample)} → {formatBrDate(sample)}
            </li>
          ))}
        </ul>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function NumbersExample() {
  return (
    <ExampleFrame title="Números" intro="Valores em reais e plurais dos rótulos do produto.">
      <ExampleBlock title="Dinheiro e plurais">
        <ul className="space-y-1 text-ink">
          <li>{formatMoney(123456)}</li>
          <li>{formatMoney(990)}</li>
          <li>{pluralize(1, 'noite')}</li>
          <li>{pluralize(3, 'noite')}</li>
          <li>
            {pluralize(2, 'vaga')} {pluralWordsExample()}
          </li>
        </ul>
      </ExampleBlock>
    </ExampleFrame>
  );
}

function pluralWordsExample(): string {
  return `(${pluralize(2, 'comum')}, ${pluralize(1, 'coberta')})`;
}

type StatusRow = { status: (typeof RENTAL_STATUSES)[number]; label: string; action: string };
type StatusColumn = 'label' | 'action';

const STATUS_ROWS: StatusRow[] = RENTAL_STATUSES.map((status) => ({
  status,
  label: RENTAL_STATUS_TABLE[status].label,
  action: RENTAL_STATUS_TABLE[status].actionLabel ?? '—',
}));

export function TablesExample() {
  const [sort, setSort] = useState<DataTableSort<StatusColumn>>({ key: 'label', order: 'asc' });
  const rows = [...STATUS_ROWS].sort(
    (a, b) => a[sort.key].localeCompare(b[sort.key], 'pt-BR') * (sort.order === 'asc' ? 1 : -1),
  );
  return (
    <ExampleFrame
      title="Tabelas"
      intro="DataTable: cabeçalhos que ordenam (Enter ou clique), linhas de carregamento e estado vazio; em telas estreitas a tabela rola para o lado."
    >
      <DataTable<StatusRow, StatusColumn>
        caption="Situações de uma locação"
        columns={[
          { key: 'label', header: 'Situação', sortable: true, cell: (row) => row.label },
          { key: 'action', header: 'Ação', sortable: true, cell: (row) => row.action },
        ]}
        rows={rows}
        rowKey={(row) => row.status}
        sort={sort}
        onSortChange={setSort}
      />
      <ExampleBlock title="Carregando">
        <DataTable<StatusRow, StatusColumn>
          caption="Carregando"
          columns={[
            { key: 'label', header: 'Situação', cell: (row) => row.label },
            { key: 'action', header: 'Ação', cell: (row) => row.action },
          ]}
          rows={undefined}
          rowKey={(row) => row.status}
          isLoading
        />
      </ExampleBlock>
      <ExampleBlock title="Vazia">
        <DataTable<StatusRow, StatusColumn>
          caption="Nenhuma situação"
          columns={[{ key: 'label', header: 'Situação', cell: (row) => row.label }]}
          rows={[]}
          rowKey={(row) => row.status}
          empty={<StateMessage title="Nada por aqui">Nenhuma locação com esses filtros.</StateMessage>}
        />
      </ExampleBlock>
      <ExampleBlock title="Indicadores (StatCard)">
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Ocupação" value="78,4%" detail="1.176 de 1.500 noites" />
          <StatCard label="Receita" value={formatMoney(18_452_300)} detail="novembro de 2026" />
          <StatCard label="ADR" value="—" isLoading />
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function PaginationExample() {
  const [page, setPage] = useState(4);
  return (
    <ExampleFrame title="Paginação" intro="Primeira, última, atual e vizinhas.">
      <Pagination page={page} totalPages={12} onChange={setPage} />
    </ExampleFrame>
  );
}

export function SkeletonExample() {
  return (
    <ExampleFrame title="Skeleton" intro="Formas cinzas enquanto o conteúdo carrega.">
      <div className="max-w-sm space-y-3">
        <Skeleton className="aspect-[3/2]" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </ExampleFrame>
  );
}

export function CollapseExample() {
  return (
    <ExampleFrame title="Collapse" intro="Acordeão acessível: Enter/Espaço abrem, setas navegam.">
      <Accordion
        items={[
          { id: 'um', title: 'Primeiro item', content: 'Conteúdo do primeiro item.' },
          { id: 'dois', title: 'Segundo item', content: 'Conteúdo do segundo item.' },
        ]}
      />
    </ExampleFrame>
  );
}

export function StepsExample() {
  return (
    <ExampleFrame title="Progresso por passo" intro="O andamento de uma reserva.">
      <Steps steps={['Reserva', 'Aprovação', 'Contrato', 'Pagamento']} current={2} />
    </ExampleFrame>
  );
}

export function FilesExample() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ExampleFrame title="Arquivos" intro="Escolha de documento (PDF, JPEG ou PNG, até 10 MB).">
      <Field
        label="Documento"
        hint={file ? `${file.name} · ${(file.size / 1024).toFixed(0)} KB` : 'Nenhum arquivo'}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="py-2"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
    </ExampleFrame>
  );
}

export function CardsExample() {
  const [number, setNumber] = useState('');
  const brand = number ? detectCardBrand(number) : null;
  return (
    <ExampleFrame title="Meus cartões" intro="Bandeira reconhecida pelo número do cartão.">
      <Field label="Número do cartão" hint={brand ? `Bandeira: ${CARD_BRAND_LABELS[brand]}` : undefined}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        )}
      </Field>
    </ExampleFrame>
  );
}

export function SecurePurchaseExample() {
  return (
    <ExampleFrame title="Compra segura" intro="Selo exibido perto do pagamento.">
      <div className="flex max-w-md items-start gap-3 rounded-2xl border border-line bg-surface p-4">
        <LockIcon className="size-6 shrink-0 text-success" />
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">Compra segura.</span> Seus dados de pagamento são enviados
          criptografados e o número do cartão não fica guardado.
        </p>
      </div>
    </ExampleFrame>
  );
}

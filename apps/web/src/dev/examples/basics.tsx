import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import * as BrandIcons from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import * as LineIcons from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import * as StatusIcons from '@/components/ui/status-icons';
import { copyToClipboard, toastError, toastInfo, toastSuccess } from '@/lib/toast';
import { ExampleBlock, ExampleFrame } from './example-frame';

export function IconsExample() {
  return (
    <ExampleFrame title="Ícones" intro="Ícones de linha em SVG, decorativos por padrão (aria-hidden).">
      <ExampleBlock title="Todos os ícones">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {Object.entries({ ...LineIcons, ...StatusIcons, ...BrandIcons }).map(([name, Icon]) => (
            <li
              key={name}
              className="flex items-center gap-3 rounded-lg bg-surface-muted p-3 text-sm text-ink"
            >
              <Icon className="size-6 shrink-0" />
              <span className="truncate">{name.replace(/Icon$/, '')}</span>
            </li>
          ))}
        </ul>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function ButtonsExample() {
  const [loading, setLoading] = useState(false);
  return (
    <ExampleFrame title="Botões" intro="Variações, tamanhos e estado de carregamento.">
      <ExampleBlock title="Variações">
        <div className="flex flex-wrap gap-3">
          <Button>Primário</Button>
          <Button variant="secondary">Secundário</Button>
          <Button variant="ghost">Discreto</Button>
          <Button variant="accent">Destaque</Button>
          <Button variant="danger">Perigo</Button>
          <Button disabled>Desabilitado</Button>
        </div>
      </ExampleBlock>
      <ExampleBlock title="Tamanhos e carregamento">
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm">Pequeno</Button>
          <Button size="md">Médio</Button>
          <Button size="lg">Grande</Button>
          <Button
            isLoading={loading}
            onClick={() => {
              setLoading(true);
              window.setTimeout(() => setLoading(false), 1500);
            }}
          >
            Enviar
          </Button>
        </div>
      </ExampleBlock>
      <ExampleBlock title="Spinner (80 px, traço 10)">
        <div className="flex items-center gap-6">
          <Spinner />
          <Spinner color="secondary" />
          <Spinner size={32} stroke={4} />
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function AlertsExample() {
  return (
    <ExampleFrame title="Alertas" intro="Mensagens dentro da página, em quatro tons.">
      <div className="space-y-3">
        <Alert tone="info" title="Informação">
          Seu cadastro será usado no contrato.
        </Alert>
        <Alert tone="success" title="Tudo certo">
          Pagamento aprovado.
        </Alert>
        <Alert tone="warning" title="Atenção">
          Faltam documentos no seu cadastro.
        </Alert>
        <Alert tone="error" title="Erro">
          Não foi possível concluir a operação.
        </Alert>
      </div>
    </ExampleFrame>
  );
}

export function ToastExample() {
  return (
    <ExampleFrame
      title="Toast"
      intro="Avisos no canto inferior direito por 3 segundos; mensagens com mais de 50 caracteres usam fonte menor."
    >
      <ExampleBlock title="Tipos">
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => toastSuccess('Dados salvos com sucesso.')}>
            Sucesso
          </Button>
          <Button variant="secondary" onClick={() => toastError('Não foi possível salvar.')}>
            Erro
          </Button>
          <Button variant="secondary" onClick={() => toastInfo('Sua reserva está em análise.')}>
            Informação
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              toastInfo('Esta é uma mensagem longa, com mais de cinquenta caracteres, em fonte menor.')
            }
          >
            Mensagem longa
          </Button>
          <Button variant="secondary" onClick={() => copyToClipboard('00020126360014BR.GOV.BCB.PIX')}>
            Copiar código Pix
          </Button>
        </div>
      </ExampleBlock>
    </ExampleFrame>
  );
}

export function ModalExample() {
  const [open, setOpen] = useState(false);
  return (
    <ExampleFrame
      title="Modal"
      intro="Diálogo nativo: foco preso, Esc fecha e o foco volta ao botão que abriu."
    >
      <Button onClick={() => setOpen(true)}>Abrir modal</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Confirmar reserva"
        description="Revise os dados antes de continuar."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Confirmar</Button>
          </>
        }
      >
        <p className="text-ink-muted">As datas ficam reservadas por 48 horas aguardando o pagamento.</p>
      </Modal>
    </ExampleFrame>
  );
}

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/toast';
import { useExportMyData } from '../api/export-my-data';
import { DeleteAccountModal } from './delete-account-modal';
import { ProfileSectionCard } from './profile-section-card';

export const MY_DATA_ANCHOR = 'meus-dados';

/** The customer's rights over their data (LGPD art. 18): a copy of it, and the account's deletion. */
export function MyDataSection() {
  const exporter = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  async function download() {
    try {
      await exporter.mutateAsync();
      toastSuccess('Pronto: o arquivo com os seus dados foi baixado.');
    } catch (error) {
      if (!wasHandled(error)) toastError(errorMessage(error, 'Não foi possível gerar o arquivo agora.'));
    }
  }

  return (
    <ProfileSectionCard
      id={MY_DATA_ANCHOR}
      title="Meus dados"
      description="Pela Lei Geral de Proteção de Dados, os seus dados são seus: baixe uma cópia quando quiser ou exclua a conta."
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-md">
            <h3 className="font-semibold text-ink">Baixar meus dados</h3>
            <p className="mt-1 text-sm leading-6 text-ink-muted">
              Um arquivo JSON com o cadastro, documentos, locações, hóspedes, pagamentos, vistorias,
              solicitações de reparo, assinaturas e acessos à conta.
            </p>
          </div>
          <Button variant="secondary" onClick={download} isLoading={exporter.isPending} className="shrink-0">
            Baixar meus dados
          </Button>
        </div>
        <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-md">
            <h3 className="font-semibold text-ink">Excluir minha conta</h3>
            <p className="mt-1 text-sm leading-6 text-ink-muted">
              Apaga seus dados pessoais e encerra o acesso. Contratos e pagamentos ficam guardados pelo prazo
              que a lei exige.
            </p>
          </div>
          <Button variant="danger" onClick={() => setDeleting(true)} className="shrink-0">
            Excluir minha conta
          </Button>
        </div>
      </div>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </ProfileSectionCard>
  );
}

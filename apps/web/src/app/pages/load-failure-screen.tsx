import { Button } from '@/components/ui/button';
import { WifiOffIcon } from '@/components/ui/status-icons';
import { FullPageMessage } from './full-page-message';

/** Shown when the user could not be loaded: the app cannot know what to show without it. */
export function LoadFailureScreen() {
  return (
    <FullPageMessage
      icon={<WifiOffIcon className="size-7" />}
      title="Falha no carregamento"
      actions={
        <Button size="lg" fullWidth onClick={() => window.location.reload()}>
          Atualizar página
        </Button>
      }
    >
      <p>Não conseguimos carregar seus dados. Verifique sua conexão com a internet e tente novamente.</p>
    </FullPageMessage>
  );
}

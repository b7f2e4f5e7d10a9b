import { useNavigate } from 'react-router';
import { homePath } from '@/config/env';
import { logout } from '@/lib/auth/logout';
import { endSession } from '@/lib/auth-session';
import { toastSuccess } from '@/lib/toast';
import { useUserStore } from '@/lib/user-store';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/** 'Sair' asks first; leaving always ends the local session, even if the server is unreachable. */
export function LogoutModal() {
  const isOpen = useUserStore((state) => state.isLogoutModalOpen);
  const isLoggingOut = useUserStore((state) => state.isLoggingOut);
  const setOpen = useUserStore((state) => state.setLogoutModalOpen);
  const setLoggingOut = useUserStore((state) => state.setLoggingOut);
  const navigate = useNavigate();

  async function confirm() {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // The token is forgotten below either way; an unreachable server must not keep the user in.
    } finally {
      endSession();
      setLoggingOut(false);
      setOpen(false);
      toastSuccess('Você saiu da sua conta.');
      navigate(homePath);
    }
  }

  return (
    <Modal
      open={isOpen}
      onClose={() => setOpen(false)}
      size="sm"
      dismissible={!isLoggingOut}
      title="Sair da conta"
      description="Você precisará entrar novamente para ver suas locações e seus dados."
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isLoggingOut}>
            Cancelar
          </Button>
          <Button onClick={confirm} isLoading={isLoggingOut}>
            Sair
          </Button>
        </>
      }
    />
  );
}

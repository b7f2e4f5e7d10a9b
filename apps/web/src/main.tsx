// Before any schema is used (see the file).
import './lib/zod-without-eval';
import './styles/app.css';
import { mountApp } from './app/mount';
import { envResult, isMockingEnabled } from './config/env';
import { initTheme } from './lib/theme';

async function start(): Promise<void> {
  const container = document.getElementById('app');
  initTheme();
  if (!envResult.ok) {
    console.error(envResult.message);
    // Only a misconfigured deployment gets here: the message's code is not part of every visit.
    const { renderStartupError } = await import('./config/startup-error');
    renderStartupError(envResult.message, container);
    return;
  }
  if (!container) throw new Error('O elemento #app não existe em index.html.');
  if (isMockingEnabled) {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker(envResult.env.apiUrl);
  }
  await mountApp(container);
}

void start();

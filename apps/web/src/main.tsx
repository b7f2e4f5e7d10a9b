import '@fontsource-variable/inter';
import './styles/app.css';
import { mountApp } from './app/mount';
import { envResult, isMockingEnabled } from './config/env';
import { renderStartupError } from './config/startup-error';
import { initTheme } from './lib/theme';

async function start(): Promise<void> {
  const container = document.getElementById('app');
  initTheme();
  if (!envResult.ok) {
    console.error(envResult.message);
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

/** Shows why the app cannot start, inside #app, without React (nothing else may run). */
export function renderStartupError(message: string, container: HTMLElement | null): void {
  if (!container) return;
  const panel = document.createElement('div');
  panel.className = 'startup-error';
  panel.setAttribute('role', 'alert');

  const title = document.createElement('h1');
  title.className = 'startup-error__title';
  title.textContent = 'Não foi possível iniciar a Estadia';

  const detail = document.createElement('p');
  detail.className = 'startup-error__message';
  detail.textContent = message;

  const hint = document.createElement('p');
  hint.className = 'startup-error__hint';
  hint.textContent = 'Confira o arquivo .env do aplicativo web e gere a build novamente.';

  panel.append(title, detail, hint);
  container.replaceChildren(panel);
}

// Files the API serves only with the bearer token (contracts, boletos, receipts, calendars) cannot be
// plain links: they are fetched with the token, then handed to the browser as Blob URLs.

/** Blob URLs are freed once the browser had time to read them (a new tab loads after this returns). */
const REVOKE_AFTER_MS = 60_000;

/** Saves a file as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Opens an empty tab now, while the click still counts as the user's (a popup blocker lets it through),
 * so the file can be shown in it when it arrives. Null when the browser refused the tab.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = 'Carregando…';
  } catch {
    // Some browsers give an opaque window: the title is a nicety.
  }
  return tab;
}

/** Shows the file in the tab opened for it, or downloads it when there is no tab any more. */
export function showFileInTab(tab: Window | null, blob: Blob, fileName: string): void {
  if (!tab || tab.closed) {
    saveFile(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

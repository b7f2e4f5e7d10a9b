// Lets non-React code (the HTTP client) navigate through the router once it exists.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

let revalidateImpl: () => void = () => {};

export function setRevalidator(revalidate: () => void): void {
  revalidateImpl = revalidate;
}

/** Runs the current page's loader again: the user is reloaded and the guards decide afresh. */
export function revalidateNavigation(): void {
  revalidateImpl();
}

import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// TanStack Query is not part of an anonymous visitor's first page (/home needs no query cache), so the
// app's client lives in a module that is only imported by the screens that use it or loaded on demand.
// lib/query-client.ts registers the client here when it is evaluated; the provider, the navigation
// loader and the session helpers find it here without importing the library themselves.

let loadedClient: QueryClient | undefined;
const listeners = new Set<() => void>();
const pending: Array<(client: QueryClient) => void> = [];

/** Called once, by lib/query-client.ts. */
export function registerQueryClient(client: QueryClient): void {
  loadedClient = client;
  for (const run of pending.splice(0)) run(client);
  for (const listener of listeners) listener();
}

/** The app's query client, or undefined while nothing has needed it (so nothing is cached either). */
export function loadedQueryClient(): QueryClient | undefined {
  return loadedClient;
}

/** Downloads the query library and the app's client if needed. */
export function loadQueryClient(): Promise<QueryClient> {
  if (loadedClient) return Promise.resolve(loadedClient);
  return import('./query-client').then((module) => module.queryClient);
}

/** Runs `run` with the client now if it is loaded, else as soon as something loads it. */
export function whenQueryClientLoaded(run: (client: QueryClient) => void): void {
  if (loadedClient) run(loadedClient);
  else pending.push(run);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded client; re-renders the caller once it arrives. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
}

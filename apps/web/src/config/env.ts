// The only module that reads import.meta.env: everything else asks for the validated values.

export const PROJECT_TYPES = ['user', 'admin'] as const;
export const ENVIRONMENTS = ['dev', 'prod'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Environment = (typeof ENVIRONMENTS)[number];

export interface Env {
  apiUrl: string;
  projectType: ProjectType;
  environment: Environment;
  mapsApiKey: string;
}

export type EnvResult = { ok: true; env: Env } | { ok: false; message: string };

type RawEnv = Record<string, unknown>;

const REQUIRED_VARIABLES = [
  'VITE_API_URL',
  'VITE_PROJECT_TYPE',
  'VITE_ENVIRONMENT',
  'VITE_MAPS_API_KEY',
] as const;

function oneOf<T extends string>(value: string, options: readonly T[]): value is T {
  return (options as readonly string[]).includes(value);
}

/** Validates the four start-up variables; the first problem found becomes the start-up message. */
export function parseEnv(raw: RawEnv): EnvResult {
  const values: Record<string, string> = {};
  for (const name of REQUIRED_VARIABLES) {
    const value = raw[name];
    if (typeof value !== 'string' || value.trim() === '') {
      return { ok: false, message: `A variável de ambiente ${name} é necessária.` };
    }
    values[name] = value.trim();
  }
  const projectType = values.VITE_PROJECT_TYPE!;
  if (!oneOf(projectType, PROJECT_TYPES)) {
    return {
      ok: false,
      message: `A variável de ambiente VITE_PROJECT_TYPE deve ser "user" ou "admin" (recebido: "${projectType}").`,
    };
  }
  const environment = values.VITE_ENVIRONMENT!;
  if (!oneOf(environment, ENVIRONMENTS)) {
    return {
      ok: false,
      message: `A variável de ambiente VITE_ENVIRONMENT deve ser "dev" ou "prod" (recebido: "${environment}").`,
    };
  }
  return {
    ok: true,
    env: {
      apiUrl: values.VITE_API_URL!.replace(/\/+$/, ''),
      projectType,
      environment,
      mapsApiKey: values.VITE_MAPS_API_KEY!,
    },
  };
}

export const envResult: EnvResult = parseEnv(import.meta.env);

/**
 * Known at build time, so the production build drops the mock worker entirely
 * (the comparison folds to a constant and the dynamic import disappears).
 */
export const isMockingEnabled: boolean = import.meta.env.VITE_ENVIRONMENT === 'dev';

/** The validated environment. Start-up stops before anything can call this with an invalid one. */
export function getEnv(): Env {
  if (!envResult.ok) throw new Error(envResult.message);
  return envResult.env;
}

/**
 * Known at build time, like the mock switch: the customer build folds every back-office branch away
 * (its route table, its screens) and the back-office build every customer page it does not use.
 */
export const isBackOfficeBuild: boolean = import.meta.env.VITE_PROJECT_TYPE === 'admin';

/** The path the build is served under ('/' or '/admin'), for the router. */
export const routerBasename: string = isBackOfficeBuild ? import.meta.env.BASE_URL.replace(/\/+$/, '') : '/';

/** Where 'back to the start' leads: the customer's /home, or the back-office's first page. */
export const homePath: string = isBackOfficeBuild ? '/' : '/home';

/**
 * The walls between the API's modules, checked by `npm run lint` and `npm test` (lint:walls).
 *
 * A module is a folder under apps/api/src/modules (each back-office section, modules/admin/<section>, is one
 * of its own). Its repository (`repository.ts`, `*-repository.ts`) is its own: other modules call its
 * service or a small published interface (`queries.ts`, `commands.ts`). Tests and test kits
 * (`*.test.ts`, `*-test-support.ts`, apps/api/test) set up their rows where they need them: not cruised.
 *
 * Also enforced, by Biome (biome.json): the money wall (payments' repositories, the journal's writer, the
 * ledger's repositories) and SQL only in repositories (lint/sql-in-repositories.grit).
 *
 * The web's walls (apps/web/src): a feature (features/<name>) or a back-office section (back-office/<name>)
 * imports none of the others; what several need lives in components/, lib/, the domain package, or beside the
 * sections (back-office/query-keys.ts, sections.ts). No cycles there either.
 */

const API_MODULE = '^apps/api/src/modules/(admin/[^/]+|[^/]+)/';
const REPOSITORY = '/[a-z0-9-]*repository[.]ts$';

// What still crosses a wall (a cycle through one of these files is theirs), one line each with the step that
// removes it. Keep it short: a new violation is fixed by moving code, not by a line here.
const REPOSITORY_EXCEPTIONS = {
  from: [],
  to: [],
};
const CYCLE_EXCEPTIONS = [
  // The query client is loaded on demand (import()) to keep its library off the first page, and registers itself
  // with the loader: the one cycle by design.
  '^apps/web/src/lib/query-client[.]ts$',
];

const WEB_SECTION = '^apps/web/src/(features|back-office)/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'api-repository-is-its-own',
      comment:
        "Another module's repository: call that module's service or its published queries.ts / commands.ts, " +
        'or move the SQL into your own repository.',
      severity: 'error',
      from: { path: API_MODULE, pathNot: REPOSITORY_EXCEPTIONS.from },
      to: {
        path: `^apps/api/src/modules/.+${REPOSITORY}`,
        pathNot: ['^apps/api/src/modules/$1/', ...REPOSITORY_EXCEPTIONS.to],
      },
    },
    {
      name: 'api-repositories-behind-modules',
      comment:
        "A module's repository from the app's wiring, jobs, http, lib or db: call the module's service or " +
        'its published queries.ts / commands.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/' },
      to: { path: `^apps/api/src/modules/.+${REPOSITORY}` },
    },
    {
      name: 'web-sections-are-walled',
      comment:
        'A web feature or back-office section imports another one: move what both need down into components/, ' +
        'lib/, the domain package or beside the back-office sections (query-keys.ts, sections.ts).',
      severity: 'error',
      from: { path: WEB_SECTION },
      to: {
        path: '^apps/web/src/(features|back-office)/[^/]+/',
        pathNot: '^apps/web/src/$1/$2/',
      },
    },
    {
      name: 'no-circular',
      comment:
        'An import cycle (type imports count: they tie the files as much): move what both files need into a ' +
        'third one they both import (a module of its own, lib/, the domain package), or pass it as a callback.',
      severity: 'error',
      from: {},
      // A cycle through one of the exceptions is theirs.
      to: { circular: true, viaOnly: { pathNot: CYCLE_EXCEPTIONS.join('|') } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['/dist/', '/node_modules/', '^apps/api/test/', '[.]test[.]tsx?$', '-test-support[.]ts$'],
    },
    tsPreCompilationDeps: true,
    // The web's `@/…` imports (apps/web/tsconfig.json) resolve as its builds resolve them.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

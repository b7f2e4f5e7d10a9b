// Helpers shared by the root scripts. Plain Node only: they run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Runs a command in the repository root, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} terminou com código ${code}`);
    process.exit(code);
  }
}

/** Newest modification time (ms) of any file under the given paths; 0 when none exists. */
export function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const dir = entry.parentPath ?? entry.path;
      if (dir.includes('node_modules')) continue;
      newest = Math.max(newest, statSync(join(dir, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * `npm install` rather than `npm ci`: it honours the lock file and tolerates a lock written on another
 * platform (npm omits foreign optional binaries such as Biome's from it). `--prefer-offline` takes what
 * npm's cache already holds without asking the registry again; anything missing is still downloaded.
 */
const NPM_INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline'];

/** The registry sometimes stalls mid-install (EIDLETIMEOUT): one more try before giving up. */
async function npmInstall() {
  if ((await run('npm', NPM_INSTALL)) === 0) return;
  console.log('▸ O npm install falhou; tentando mais uma vez…');
  await runOrExit('npm', NPM_INSTALL);
}

/** Installs dependencies when node_modules is missing or older than the manifests. */
export async function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) {
    console.log('▸ Instalando dependências (npm install)…');
    await npmInstall();
    return;
  }
  const manifests = [
    'package.json',
    'package-lock.json',
    'packages/domain/package.json',
    'apps/api/package.json',
    'apps/web/package.json',
  ];
  if (newestMtime(manifests) > statSync(marker).mtimeMs) {
    console.log('▸ Dependências mudaram: npm install…');
    await npmInstall();
  }
}

const builds = [
  {
    name: 'web',
    // The customer's build, its server entry (decision 0012) and the back-office's (decision 0008),
    // made by one command.
    outputs: [
      'apps/web/dist/index.html',
      'apps/web/dist-server/entry-server.js',
      'apps/web/dist-admin/index.html',
      'apps/web/dist-admin-server/entry-server.js',
    ],
    inputs: [
      'packages/domain/src',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/web-alias.ts',
      'apps/web/scripts',
      'apps/web/.env',
      'apps/web/.env.admin',
      'package-lock.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@estadia/web']],
  },
  {
    name: 'api',
    outputs: ['apps/api/dist/server.js'],
    inputs: ['packages/domain/src', 'apps/api/src', 'apps/api/build.mjs', 'package-lock.json'],
    command: ['npm', ['run', 'build', '-w', '@estadia/api']],
  },
];

/**
 * Builds web and API when their output is missing or older than their sources. `quiet`: the builds' output
 * is kept and printed only when one fails (for a build running beside other output, see scripts/test.mjs).
 */
export async function ensureBuilt({ force = false, quiet = false } = {}) {
  for (const build of builds) {
    const newestInput = newestMtime(build.inputs);
    const stale =
      force ||
      build.outputs.some((output) => {
        const path = join(root, output);
        return !existsSync(path) || newestInput > statSync(path).mtimeMs;
      });
    if (!stale) continue;
    if (!quiet) {
      console.log(`▸ Construindo ${build.name}…`);
      await runOrExit(...build.command);
      continue;
    }
    const [command, args] = build.command;
    const { status, stdout, stderr } = await runCapturing(command, args);
    if (status !== 0) {
      console.error(`${stdout}${stderr}\n✖ ${command} ${args.join(' ')} terminou com código ${status}`);
      process.exit(status ?? 1);
    }
    console.log(`▸ ${build.name} construído.`);
  }
}

/** Runs a command with its output kept, not shown. */
function runCapturing(command, args) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code, signal) => resolveRun({ status: code ?? (signal ? 1 : 0), stdout, stderr }));
  });
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function commandExists(path) {
  return existsSync(path) || spawnSync('sh', ['-c', `command -v ${path}`]).status === 0;
}

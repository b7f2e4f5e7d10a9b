// `npm run lint:length`: no source file over 400 lines, so each keeps one job a newcomer can read whole.
// Biome has no per-file line limit, hence this script (plain Node, part of `npm run lint` and `npm test`).
//
// Counted: the code under apps/, packages/, scripts/ and bench/ (.ts, .tsx, .js, .jsx, .mjs, .cjs, .mts,
// .cts), tracked or new (git's ignored files, such as builds, are left out). Not counted:
// - tests (*.test.*, *.e2e.*, and the test/ and e2e/ folders with their kits and fakes): a test file
//   holds the cases of one subject and grows with them; splitting it by length scatters the subject;
// - migrations (db/migrations/): each is a fixed step of the database's history, never edited once
//   shipped, and as long as its change needed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const MAX_LINES = 400;

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
const ROOTS = ['apps/', 'packages/', 'scripts/', 'bench/'];
const NOT_COUNTED = [/\.(test|e2e)\.[^/]+$/, /(^|\/)(test|e2e)\//, /\/db\/migrations\//];

/**
 * Files over the limit (none today), each with the most lines it may have until it is split (it may not grow),
 * and why it waits. The script says when one is back under the limit and can leave the list.
 */
const WAITING = new Map([]);

function lineCount(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

function sourceFiles() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files falhou: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((path) => path !== '' && ROOTS.some((prefix) => path.startsWith(prefix)) && CODE.test(path))
    .filter((path) => !NOT_COUNTED.some((pattern) => pattern.test(path)));
}

function findProblems(files, read) {
  const problems = [];
  const notes = [];
  for (const path of files) {
    let text;
    try {
      text = read(path);
    } catch {
      continue; // Listed by git but deleted in the working tree.
    }
    const lines = lineCount(text);
    const ceiling = WAITING.get(path);
    if (ceiling === undefined && lines > MAX_LINES)
      problems.push(`${path}: ${lines} linhas (máximo ${MAX_LINES}); divida o arquivo por assunto.`);
    else if (ceiling !== undefined && lines > ceiling)
      problems.push(`${path}: ${lines} linhas; está na lista de espera com ${ceiling} e não pode crescer.`);
    else if (ceiling !== undefined && lines <= MAX_LINES)
      notes.push(`${path}: ${lines} linhas; já pode sair da lista de espera de scripts/file-length.mjs.`);
  }
  return { problems, notes };
}

const { problems, notes } = findProblems(sourceFiles(), (path) => readFileSync(join(root, path), 'utf8'));
for (const note of notes) console.log(`ℹ ${note}`);
if (problems.length > 0) {
  console.error(`✖ Arquivos com mais de ${MAX_LINES} linhas:\n${problems.map((p) => `  • ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`✔ Nenhum arquivo de código com mais de ${MAX_LINES} linhas.`);

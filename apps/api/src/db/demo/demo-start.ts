import type { Config } from '../../config.ts';
import type { DemoSeedReport } from './demo-seed.ts';

// What `npm run demo` tells the person at the terminal: how the seeding went, and how to get in.

export function reportDemoSeed(report: DemoSeedReport): void {
  if (!report.seeded) return;
  console.log(`▸ Demonstração: ${report.stories} histórias de um trimestre de operações gravadas.`);
  for (const failure of report.failures)
    console.warn(`  ✖ ${failure.story} — parou em “${failure.step}”: ${failure.error}`);
}

/** The administrator's login, printed at every start of the demo (the data folder keeps the account). */
export function printDemoLogin(config: Config): void {
  if (!config.admin) return;
  const lines = [
    'Demonstração do Estadia',
    '',
    `Administração: ${config.publicUrl}/admin/`,
    `E-mail:        ${config.admin.email}`,
    `Senha:         ${config.admin.password}`,
    '',
    `Clientes (${config.publicUrl}/): ana.souza@example.com e outros, senha “estadia demonstração”`,
    config.databaseUrl
      ? 'Dados no PostgreSQL de DATABASE_URL'
      : `Dados em ${config.dataDir} (apague a pasta para recomeçar do zero)`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  console.log(
    ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n'),
  );
}

// What a configuration that cannot start says: every problem found, one a line.

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        'Configuração inválida (invalid configuration):',
        ...problems.map((problem) => `  • ${problem}`),
        'Corrija as variáveis de ambiente acima e inicie novamente.',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

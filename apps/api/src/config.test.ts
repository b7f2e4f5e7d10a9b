import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const cwd = '/srv/estadia';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: '/srv/estadia/data',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: expect.stringMatching(/apps\/web\/dist$/),
      webAdminDistDir: expect.stringMatching(/apps\/web\/dist-admin$/),
      webServerEntry: expect.stringMatching(/apps\/web\/dist-server\/entry-server\.js$/),
      webAdminServerEntry: expect.stringMatching(/apps\/web\/dist-admin-server\/entry-server\.js$/),
      autoApprove: true,
      holdHours: 48,
      periodicRoundCron: '* * * * *',
      sessionTtlHours: 720,
      smtpUrl: undefined,
      mailFrom: 'Estadia <nao-responda@estadia.com.br>',
      contactEmail: 'contato@estadia.com.br',
      admin: undefined,
      demoSeed: false,
      rateLimitStore: 'memory',
      uploadMaxBytes: 10485760,
      uploadQuotaBytes: 52428800,
      mapsEnabled: false,
      storage: { kind: 'local' },
      trustProxy: false,
      company: {
        name: 'Estadia Locações Ltda.',
        cnpj: '11222333000181',
        address: 'Avenida Rondon Pacheco, 1000, Santa Mônica, Uberlândia - MG, 38408-343',
      },
      payments: {
        provider: 'sandbox',
        webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
        pix: {
          key: 'pix@estadia.com.br',
          merchantName: 'Estadia Locacoes',
          merchantCity: 'Uberlandia',
          expiryMinutes: 30,
        },
        savingsRates: { source: 'none', url: 'https://api.bcb.gov.br' },
        boletoBankCode: '001',
        boletoIssueDaysAhead: 10,
        mercadoPago: undefined,
      },
      defaulterGraceDays: 5,
      holdReminderHours: 6,
    });
  });

  it('follows PORT with the default PUBLIC_URL, so e-mailed links reach this server', () => {
    expect(loadConfig({ PORT: '4010' }, cwd).publicUrl).toBe('http://localhost:4010');
    const publicServer = { PUBLIC_URL: 'https://estadia.com.br', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(loadConfig({ PORT: '4010', ...publicServer }, cwd).publicUrl).toBe('https://estadia.com.br');
  });

  it('needs both Mercado Pago credentials to use it, and never echoes them', () => {
    expect(
      problemsOf({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret-1' }),
    ).toEqual(['MERCADOPAGO_WEBHOOK_SECRET: obrigatório quando PAYMENT_PROVIDER=mercadopago']);
    const config = loadConfig(
      {
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret-1',
        MERCADOPAGO_WEBHOOK_SECRET: 'whsec-secret',
        MERCADOPAGO_API_URL: 'http://127.0.0.1:9999/',
      },
      cwd,
    );
    expect(config.payments.mercadoPago).toEqual({
      accessToken: 'APP_USR-secret-1',
      webhookSecret: 'whsec-secret',
      apiUrl: 'http://127.0.0.1:9999',
      jsUrl: 'https://sdk.mercadopago.com/js/v2',
      publicKey: undefined,
    });
    expect(problemsOf({ PAYMENT_WEBHOOK_SECRET: 'short' }).join()).not.toContain('short');
  });

  it('fetches the official poupança rates on a public server, not on this machine, unless told', () => {
    const rates = (env: Record<string, string>) => loadConfig(env, cwd).payments.savingsRates;
    expect(rates({})).toEqual({ source: 'none', url: 'https://api.bcb.gov.br' });
    const publicServer = { PUBLIC_URL: 'https://estadia.com.br', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(rates(publicServer).source).toBe('bcb');
    expect(rates({ ...publicServer, SAVINGS_RATES_SOURCE: 'none' }).source).toBe('none');
    expect(rates({ SAVINGS_RATES_SOURCE: 'bcb', SAVINGS_RATES_URL: 'http://127.0.0.1:9' })).toEqual({
      source: 'bcb',
      url: 'http://127.0.0.1:9',
    });
    expect(problemsOf({ SAVINGS_RATES_SOURCE: 'ipea' }).join()).toContain('SAVINGS_RATES_SOURCE');
  });

  it('refuses the sandbox on a public server unless ALLOW_SANDBOX_PAYMENTS=true, and says why in Portuguese', () => {
    for (const env of [{ PUBLIC_URL: 'https://estadia.com.br' }, { PUBLIC_URL: 'http://203.0.113.7:3000' }]) {
      const problems = problemsOf(env);
      expect(problems).toEqual([expect.stringContaining(`PAYMENT_PROVIDER=sandbox num servidor público`)]);
      expect(problems[0]).toContain(env.PUBLIC_URL);
      expect(problems[0]).toContain('qualquer cliente pode marcar o próprio pagamento como pago');
      expect(problems[0]).toContain('ALLOW_SANDBOX_PAYMENTS=true');
      expect(problemsOf({ ...env, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' })).toEqual(
        problems,
      );
      expect(loadConfig({ ...env, ALLOW_SANDBOX_PAYMENTS: 'true' }, cwd).payments.provider).toBe('sandbox');
    }
    // This machine only: the default PUBLIC_URL, npm start, the demo, the browser tests.
    for (const PUBLIC_URL of [
      'http://localhost:3000',
      'http://127.0.0.1:41234',
      'http://[::1]:3000',
      'http://estadia.localhost:3000',
    ]) {
      expect(loadConfig({ PUBLIC_URL }, cwd).payments.provider, PUBLIC_URL).toBe('sandbox');
    }
    expect(loadConfig({}, cwd).payments.provider).toBe('sandbox');
    // A real provider is what a public server is meant to run.
    const mercadoPago = {
      PUBLIC_URL: 'https://estadia.com.br',
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook',
    };
    expect(loadConfig(mercadoPago, cwd).payments.provider).toBe('mercadopago');
    expect(problemsOf({ ALLOW_SANDBOX_PAYMENTS: 'talvez' })).toEqual([
      'ALLOW_SANDBOX_PAYMENTS="talvez": use true ou false',
    ]);
  });

  it('carries the optional Mercado Pago public key, which only card payments need', () => {
    const config = loadConfig(
      {
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret-1',
        MERCADOPAGO_WEBHOOK_SECRET: 'whsec-secret',
        MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public-key-1',
      },
      cwd,
    );
    expect(config.payments.mercadoPago?.publicKey).toBe('APP_USR-public-key-1');
  });

  it('refuses a company CNPJ with wrong check digits', () => {
    expect(problemsOf({ COMPANY_CNPJ: '11.222.333/0001-82' })[0]).toMatch(/^COMPANY_CNPJ=.*CNPJ válido/);
  });

  it.each([
    ['* * * *', 'four fields'],
    ['*/30 * * * * *', 'a seconds field'],
    ['61 * * * *', 'a minute out of range'],
    ['todo minuto', 'words'],
  ])('refuses PERIODIC_ROUND_CRON=%s (%s), naming a valid one', (value) => {
    expect(problemsOf({ PERIODIC_ROUND_CRON: value })[0]).toMatch(
      /^PERIODIC_ROUND_CRON=.*cron de cinco campos/,
    );
  });

  it('points WEB_DIST_DIR by default at the web app beside this package', () => {
    const webPackage = fileURLToPath(new URL('../../web/package.json', import.meta.url));
    expect(existsSync(webPackage)).toBe(true);
    expect(loadConfig({}, cwd).webDistDir).toBe(join(webPackage, '..', 'dist'));
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://estadia@db:5432/estadia',
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: 'var/data',
        PUBLIC_URL: 'https://estadia.com.br/',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/opt/web',
        WEB_ADMIN_DIST_DIR: '/opt/web-admin',
        WEB_SERVER_ENTRY: 'ssr/entry-server.js',
        WEB_ADMIN_SERVER_ENTRY: 'ssr-admin/entry-server.js',
        AUTO_APPROVE: 'false',
        HOLD_HOURS: '24',
        PERIODIC_ROUND_CRON: '*/5 * * * *',
        SESSION_TTL_HOURS: '12',
        SMTP_URL: 'smtps://estadia:segredo@smtp.exemplo.com:465',
        MAIL_FROM: 'Reservas <reservas@estadia.com.br>',
        CONTACT_EMAIL: 'sac@estadia.com.br',
        ADMIN_EMAIL: 'Admin@Estadia.com.br',
        ADMIN_PASSWORD: 'uma senha de administrador',
        RATE_LIMIT_STORE: 'database',
        UPLOAD_MAX_BYTES: '2097152',
        UPLOAD_QUOTA_BYTES: '20971520',
        MAPS_ENABLED: 'true',
        STORAGE: 's3',
        S3_BUCKET: 'estadia-arquivos',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://conta.r2.cloudflarestorage.com/',
        S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
        S3_SECRET_ACCESS_KEY: 'segredo-s3',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/estadia/uploads',
        TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://estadia@db:5432/estadia',
      databasePoolSize: 4,
      dataDir: '/srv/estadia/var/data',
      publicUrl: 'https://estadia.com.br',
      logLevel: 'warn',
      webDistDir: '/opt/web',
      webAdminDistDir: '/opt/web-admin',
      webServerEntry: '/srv/estadia/ssr/entry-server.js',
      webAdminServerEntry: '/srv/estadia/ssr-admin/entry-server.js',
      autoApprove: false,
      holdHours: 24,
      periodicRoundCron: '*/5 * * * *',
      sessionTtlHours: 12,
      smtpUrl: 'smtps://estadia:segredo@smtp.exemplo.com:465',
      mailFrom: 'Reservas <reservas@estadia.com.br>',
      contactEmail: 'sac@estadia.com.br',
      admin: { email: 'admin@estadia.com.br', password: 'uma senha de administrador' },
      demoSeed: false,
      rateLimitStore: 'database',
      uploadMaxBytes: 2097152,
      uploadQuotaBytes: 20971520,
      mapsEnabled: true,
      storage: {
        kind: 's3',
        bucket: 'estadia-arquivos',
        region: 'auto',
        endpoint: 'https://conta.r2.cloudflarestorage.com',
        accessKeyId: 'AKIAEXEMPLO',
        secretAccessKey: 'segredo-s3',
        forcePathStyle: true,
        prefix: 'estadia/uploads/',
      },
      trustProxy: ['10.0.0.1', '172.16.0.0/12', 'loopback'],
      company: expect.objectContaining({ cnpj: '11222333000181' }),
      payments: expect.objectContaining({ provider: 'sandbox' }),
      defaulterGraceDays: 5,
      holdReminderHours: 6,
    });
  });

  it('keeps rate limits in the database by default when there is a PostgreSQL server, in memory otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://estadia@db:5432/estadia' }, cwd).rateLimitStore).toBe(
      'database',
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://estadia@db:5432/estadia', RATE_LIMIT_STORE: 'memory' }, cwd)
        .rateLimitStore,
    ).toBe('memory');
    expect(loadConfig({}, cwd).rateLimitStore).toBe('memory');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', AUTO_APPROVE: '' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 10,
      autoApprove: true,
    });
  });

  it('names every invalid variable in one error', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'localhost',
      LOG_LEVEL: 'loud',
      AUTO_APPROVE: 'talvez',
      HOLD_HOURS: '-1',
    });
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'AUTO_APPROVE', 'HOLD_HOURS']) {
      expect(problems.some((problem) => problem.startsWith(`${name}=`))).toBe(true);
    }
  });

  it('explains the problem in the message, with the bad value', () => {
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT="70000": deve estar entre 0 e 65535/);
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/Configuração inválida/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' }, cwd)).toThrow(
      /DATABASE_POOL_SIZE="0": deve ser pelo menos 1/,
    );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, and a strong admin password', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'admin@estadia.com.br' })).toEqual([
      'ADMIN_PASSWORD: obrigatório quando ADMIN_EMAIL é informado',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'uma senha de administrador' })[0]).toMatch(/^ADMIN_EMAIL/);
    expect(problemsOf({ ADMIN_EMAIL: 'admin@estadia.com.br', ADMIN_PASSWORD: 'senha123' })[0]).toMatch(
      /muito comum/,
    );
  });

  it('seeds the demonstration only with an administrator to hand it to', () => {
    expect(problemsOf({ DEMO_SEED: 'true' })).toEqual([expect.stringMatching(/^DEMO_SEED: .*ADMIN_EMAIL/)]);
    const admin = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'estadia demo 2026' };
    expect(loadConfig({ DEMO_SEED: 'true', ...admin }, cwd).demoSeed).toBe(true);
    expect(loadConfig(admin, cwd).demoSeed).toBe(false);
  });

  it('never echoes secrets in a configuration error', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://usuario:segredo@smtp',
      SESSION_TTL_HOURS: '0',
      RATE_LIMIT_STORE: 'redis',
    });
    expect(problems.join('\n')).not.toContain('segredo');
    expect(problems).toHaveLength(3);
  });

  it('needs the bucket and its credentials when STORAGE=s3, and names each one missing', () => {
    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET: obrigatório quando STORAGE=s3',
      'S3_ACCESS_KEY_ID: obrigatório quando STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: obrigatório quando STORAGE=s3',
    ]);
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY: obrigatório quando STORAGE=s3',
    ]);
  });

  it('gives S3 its defaults: AWS in us-east-1, virtual-host style, the bucket root', () => {
    const config = loadConfig(
      { STORAGE: 's3', S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' },
      cwd,
    );
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'b1',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'id',
      secretAccessKey: 'segredo',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('ignores the S3 variables while STORAGE is local', () => {
    expect(loadConfig({ S3_BUCKET: 'b1', S3_FORCE_PATH_STYLE: 'true' }, cwd).storage).toEqual({
      kind: 'local',
    });
  });

  it('refuses malformed S3 variables, without echoing the credentials', () => {
    const problems = problemsOf({
      STORAGE: 'gcs',
      S3_BUCKET: 'meu/bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'talvez',
      S3_PREFIX: '../fora',
      S3_REGION: 'us east',
      S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
      S3_SECRET_ACCESS_KEY: 'segredo-s3',
    });
    expect(problems.map((problem) => problem.split('=')[0])).toEqual([
      'STORAGE',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
    ]);
    expect(problems[0]).toBe('STORAGE="gcs": use local ou s3');
    expect(problems.join('\n')).not.toMatch(/AKIAEXEMPLO|segredo-s3/);
  });

  it.each([
    ['false', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, fd00::/8 ,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%s as Fastify expects it', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, cwd).trustProxy).toEqual(expected);
  });

  it.each([
    ['true', /confiar em qualquer origem não é aceito: qualquer cliente poderia forjar/],
    ['sim', /confiar em qualquer origem não é aceito/],
    ['1', /contagem de saltos não é aceita/],
    ['10.0.0.1,balanceador', /inválido: "balanceador"/],
    ['10.0.0.0/33', /inválido: "10.0.0.0\/33"/],
    ['10.0.0.1,,10.0.0.2', /inválido: ""/],
    ['talvez', /use false ou uma lista de IPs\/CIDRs/],
  ])('refuses TRUST_PROXY=%s', (value, message) => {
    const [problem] = problemsOf({ TRUST_PROXY: value });
    expect(problem).toMatch(/^TRUST_PROXY=/);
    expect(problem).toMatch(message);
  });
});

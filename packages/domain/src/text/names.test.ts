import { describe, expect, it } from 'vitest';
import { compareNames, withoutAccents } from './names.ts';

describe('withoutAccents', () => {
  it('takes the accents off and keeps the letters', () => {
    expect(withoutAccents('São José dos Pinhais, Uberlândia, Maceió, Açaí')).toBe(
      'Sao Jose dos Pinhais, Uberlandia, Maceio, Acai',
    );
  });
});

describe('compareNames', () => {
  const cities = [
    'Uberlândia',
    'São Paulo',
    'Águas Claras',
    'Belo Horizonte',
    'Salvador',
    'São José',
    'Santos',
    'Ítaca',
    'Itajaí',
    'Curitiba',
    'Caçapava',
    'Cabo Frio',
    'Óbidos',
    'Olinda',
    'Jundiaí',
    'Ji-Paraná',
  ];

  it('orders Brazilian city names as the pt-BR collation does', () => {
    const collator = new Intl.Collator('pt-BR');
    expect([...cities].sort(compareNames)).toEqual([...cities].sort(collator.compare));
  });

  it('sets case aside and tells equal names apart from different ones', () => {
    expect(compareNames('são paulo', 'São Paulo')).not.toBe(0);
    expect(Math.sign(compareNames('são paulo', 'Santos'))).toBe(1);
    expect(compareNames('Recife', 'Recife')).toBe(0);
  });
});

import { rentRegime } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { contractBlocks } from './contract-content.ts';
import type { ContractData } from './contract-data.ts';
import { SAMPLE_CONTRACT } from './contract-sample.ts';

const DATA: ContractData = SAMPLE_CONTRACT;

/** The words of the blocks, one entry per block (rows of tables and fields joined). */
function words(blocks: PdfBlock[]): string[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'title':
        return `${block.text} | ${block.subtitle ?? ''}`;
      case 'heading':
      case 'subheading':
        return block.text;
      case 'paragraph':
        return block.runs.map((run) => run.text).join('');
      case 'list':
        return block.items.map((item) => item.map((run) => run.text).join('')).join(' / ');
      case 'fields':
        return block.rows.map((row) => `${row.label}: ${row.value}`).join(' / ');
      case 'amounts':
        return [...block.rows, block.total].map((row) => `${row.label} = ${row.amount}`).join(' / ');
      case 'signatures':
        return block.parties.map((party) => `${party.role} ${party.name} ${party.detail}`).join(' / ');
      default:
        return '';
    }
  });
}

const text = (data: ContractData = DATA) => words(contractBlocks(data)).join('\n');

describe('contractBlocks', () => {
  it('lists the furniture room by room (art. 48, parágrafo único) and refers to the inspections', () => {
    const all = text();
    expect(all).toContain('Integram a locação os seguintes móveis e utensílios (art. 48, parágrafo único');
    expect(all).toContain(
      'Ambiente integrado: Sofá-cama, Smart TV, Mesa de jantar, Cadeira (2), Cortina ou persiana, Geladeira',
    );
    expect(all).toContain('Banheiro: Box de vidro, Espelho, Chuveiro.');
    expect(all).toContain('vistoria de entrada e vistoria de saída');
    expect(all).toContain('em até 5 (cinco) dias do seu registro');
    expect(text({ ...DATA, furniture: [] })).not.toContain('Integram a locação');
  });

  it('opens with the title of a short stay, its number and date, and the summary of the stay', () => {
    const [title] = words(contractBlocks(DATA));
    expect(title).toBe('Contrato de locação por temporada | Nº 3F2A9C1B · emitido em 05/01/2025');
    expect(text()).toContain(
      'Empreendimento: Estadia Santa Mônica / Endereço: Av. Segismundo Pereira, 1450, Santa Mônica, ' +
        'Uberlândia - MG / Unidade: Bloco A · 2º andar · Apto 203 / Modalidade: Studio / Entrada (check-in): ' +
        '10/01/2025, a partir das 14:00 / Saída (check-out): 15/01/2025, até as 12:00 / Duração: 5 noites – ' +
        'Período curto / Vagas de garagem: 1 vaga de garagem comum / Valor total: R$ 1.075,00 / Forma de ' +
        'pagamento: a definir / Garantia: Caução',
    );
  });

  it('names both parties with their documents and addresses', () => {
    expect(text()).toContain(
      'LOCADORA: Estadia Locações Ltda., pessoa jurídica de direito privado inscrita no CNPJ sob o nº ' +
        '11.222.333/0001-81, com sede em Avenida Rondon Pacheco, 1000, Santa Mônica, Uberlândia - MG, 38408-343',
    );
    expect(text()).toContain(
      'LOCATÁRIO: Maria da Silva, inscrito(a) no CPF sob o nº 529.982.247-25, portador(a) do RG nº ' +
        'MG-12.345.678, expedido por SSP/MG, residente e domiciliado(a) em Rua das Flores, 10, Apto 3, Centro, ' +
        'Uberlândia - MG, CEP 38400-000, e-mail maria@exemplo.com.br',
    );
  });

  it('prices every line of the rental and the total, in figures and in words', () => {
    expect(text()).toContain(
      'Aluguel – 5 noites · período curto = R$ 1.000,00 / Garagem – 1 vaga comum × 5 noites = R$ 75,00 / ' +
        'Valor total da locação = R$ 1.075,00',
    );
    expect(text()).toContain('R$ 1.075,00 (mil e setenta e cinco reais)');
    expect(text()).toContain('3.2. Forma de pagamento: a definir.');
  });

  it('numbers the clauses and brings in the cancellation policy and the internal rules as plain text', () => {
    const all = text();
    expect(all).toContain('CLÁUSULA 1ª – DO OBJETO');
    expect(all).toContain('CLÁUSULA 9ª – DA POLÍTICA DE CANCELAMENTO');
    expect(all).toContain('9.1. Antes do pagamento aprovado');
    expect(all).toContain(
      '\nA Política de cancelamento do Estadia, transcrita a seguir, integra este contrato:\n',
    );
    expect(all.match(/^9\.1\. /gm)).toHaveLength(1);
    expect(all).toContain('9.3. Cancelamento automático');
    expect(all).toContain('por até 24 horas aguardando o pagamento');
    expect(all).toContain('CLÁUSULA 10ª – DO REGULAMENTO INTERNO');
    expect(all).toContain('10.2. Horário de silêncio');
    expect(all).toContain('pode ser cancelada por você, sem custo, em Minhas locações.');
    expect(all).toContain('pelo telefone (34) 3230-9000');
    expect(all).toContain('(Cláusula 10ª)');
    expect(all).not.toMatch(/\*\*|\]\(|\(\/minhas-locacoes\)|mailto:|tel:/);
  });

  it('states the simple electronic signature and the forum of the property', () => {
    const all = text();
    expect(all).toContain('assinatura eletrônica simples (art. 4º, I, da Lei nº 14.063/2020)');
    expect(all).toContain('Fica eleito o foro da comarca de Uberlândia - MG');
    expect(all).toContain(
      'LOCADORA Estadia Locações Ltda. CNPJ 11.222.333/0001-81 / LOCATÁRIO Maria da Silva CPF 529.982.247-25',
    );
  });

  it('follows the law of each length: temporada up to 90 days, the general residential rules after', () => {
    expect(text()).toContain('regida pelos arts. 48 a 50 da Lei nº 8.245/1991');
    const long = (nights: number) =>
      text({
        ...DATA,
        nights,
        period: 'LONG_PERIOD',
        paymentType: 'BANK_SLIP_MONTHLY',
        rentRegime: rentRegime(nights, DATA.rentGuaranteeType),
      });
    expect(long(60)).toMatch(/^Contrato de locação residencial \|/);
    expect(long(60)).toContain(
      'por prazo não superior a 90 (noventa) dias e destinada à residência temporária',
    );
    expect(long(60)).toContain('art. 49 da Lei nº 8.245/1991');
    expect(long(120)).toContain('Por ter prazo superior a 90 (noventa) dias');
    expect(long(120)).not.toContain('art. 49 da Lei nº 8.245/1991');
    expect(long(120)).toContain('multa de 2% (dois por cento)');
  });

  it('asks rent only as the law allows: up front in temporada, a month ahead without a guarantee, after each month with one', () => {
    const lease = (nights: number, rentGuaranteeType: ContractData['rentGuaranteeType']) =>
      text({
        ...DATA,
        nights,
        period: 'LONG_PERIOD',
        paymentType: 'BANK_SLIP_MONTHLY',
        rentGuaranteeType,
        securityDepositCents: null,
        rentRegime: rentRegime(nights, rentGuaranteeType),
      });
    expect(lease(90, 'CREDPAGO')).toContain('a LOCADORA pode receber antecipadamente, de uma só vez');
    const monthAhead = lease(120, null);
    expect(monthAhead).toContain('o pagamento do primeiro mês deve ser confirmado');
    expect(monthAhead).toContain('nunca mais de um mês adiantado (art. 42)');
    const postPaid = lease(120, 'CREDPAGO');
    expect(postPaid).toContain(
      'nenhum aluguel é exigido antecipadamente (arts. 20 e 43, III, da Lei nº 8.245/1991)',
    );
    expect(postPaid).toContain('com vencimento no 6º (sexto) dia útil');
    expect(postPaid).not.toContain('o pagamento deve ser confirmado em até');
    expect(postPaid).not.toContain('antecipadamente, de uma só vez');
    expect(postPaid).toContain('confirmada com a assinatura deste contrato');
  });

  it('states the caução’s amount, and that a post-paid lease with one is confirmed once it is paid', () => {
    expect(text()).toContain(
      'Valor da caução: R$ 1.500,00, paga antes da entrada e mantida em nome do LOCATÁRIO',
    );
    const postPaid = text({ ...DATA, nights: 120, period: 'LONG_PERIOD', rentRegime: 'POST_PAID' });
    expect(postPaid).toContain('locação é confirmada com o pagamento da caução');
    expect(text({ ...DATA, securityDepositCents: null })).not.toContain('Valor da caução');
  });

  it('qualifies the fiador staff approved, with the spouse who consents (Código Civil, art. 1.647, III)', () => {
    const withFiador = text({
      ...DATA,
      rentGuaranteeType: 'GUARANTOR',
      securityDepositCents: null,
      guarantor: {
        name: 'Paulo Mendes',
        cpf: '11144477735',
        maritalStatus: 'casado(a)',
        spouse: { name: 'Helena Mendes', cpf: '39053344705' },
        address: 'Rua das Acácias, 120, Uberlândia - MG, CEP 38400-100',
      },
    });
    expect(withFiador).toContain(
      'FIADOR: Paulo Mendes, inscrito(a) no CPF sob o nº 111.444.777-35, casado(a), residente e domiciliado(a) em ' +
        'Rua das Acácias, 120, Uberlândia - MG, CEP 38400-100, com a outorga do cônjuge Helena Mendes, inscrito(a) ' +
        'no CPF sob o nº 390.533.447-05 (art. 1.647, III, do Código Civil), que assina este contrato como devedor ' +
        'solidário.',
    );
    expect(text({ ...DATA, rentGuaranteeType: 'GUARANTOR', securityDepositCents: null })).not.toContain(
      'FIADOR:',
    );
  });

  it('agrees the fine for leaving early, in reais, reduced in proportion (Lei 8.245 art. 4º)', () => {
    expect(text()).toContain(
      'O LOCATÁRIO pode antecipar a saída pela plataforma: as noites não usadas são devolvidas',
    );
    expect(text()).toContain('Saída antecipada');
    const long = text({ ...DATA, nights: 90, totalCents: 900_000, period: 'LONG_PERIOD' });
    expect(long).toContain(
      'O LOCATÁRIO pode devolver o imóvel antes do fim do prazo (art. 4º da Lei nº 8.245/1991), pagando a multa ' +
        'aqui pactuada de R$ 3.000,00 (três mil reais), equivalente a 30 noites desta locação, reduzida na ' +
        'proporção do tempo que faltar',
    );
    expect(long).toContain('notificada por escrito com no mínimo 30 (trinta) dias de antecedência');
  });

  it('says what is missing instead of printing empty fields', () => {
    const bare = text({
      ...DATA,
      customer: {
        ...DATA.customer,
        cpfOrCnpj: null,
        rg: null,
        address: {
          street: null,
          number: null,
          complement: null,
          neighborhood: null,
          postCode: null,
          cityName: null,
          stateInitials: null,
        },
      },
      rentGuaranteeType: null,
      carSpots: { common: 0, covered: 0 },
    });
    expect(bare).toContain(
      'Maria da Silva, CPF não informado, portador(a) do RG não informado, residente e domiciliado(a) em endereço não informado',
    );
    expect(bare).toContain('Garantia locatícia: a definir.');
    expect(bare).toContain('Vagas de garagem: Nenhuma');
  });

  it('names a company customer by its CNPJ and seat', () => {
    const company = text({
      ...DATA,
      customer: { ...DATA.customer, name: 'Acme Ltda.', cpfOrCnpj: '11222333000181' },
    });
    expect(company).toContain(
      'LOCATÁRIO: Acme Ltda., pessoa jurídica inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em',
    );
  });
});

import type { StaffRole } from '@estadia/domain';
import type { DemoAccount } from './demo-client.ts';

// The people of the demo: invented names, addresses and documents whose check digits are real, so
// every form and rule accepts them. E-mails use example.com (RFC 2606): nothing reaches a real inbox.

/** A CPF with its two check digits computed from `base` (nine digits). */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export interface DemoCustomer extends DemoAccount {
  key: string;
  phone: string;
  birthdate: string;
  cpf: string;
  profession: string;
  hometown: [string, string];
  address: { street: string; number: string; postCode: string; neighborhood: string; city: [string, string] };
  parents: [string, string];
  /** Who else stays (name, birth date, document); the customer always stays too. */
  companions: {
    name: string;
    birthdate: string;
    document: { type: 'CPF' | 'RG' | 'PASSPORT'; number: string };
  }[];
}

const PASSWORD = 'estadia demonstração';

function customer(
  key: string,
  name: string,
  details: Omit<DemoCustomer, 'key' | 'name' | 'email' | 'password'>,
): DemoCustomer {
  const email = `${key}@example.com`;
  return { key, name, email, password: PASSWORD, ...details };
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  customer('ana.souza', 'Ana Beatriz Souza', {
    phone: '34998765432',
    birthdate: '1990-05-12',
    cpf: cpfFrom('529982247'),
    profession: 'Engenheira civil',
    hometown: ['Uberlândia', 'MG'],
    address: {
      street: 'Rua Goiás',
      number: '215',
      postCode: '38400027',
      neighborhood: 'Centro',
      city: ['Uberlândia', 'MG'],
    },
    parents: ['Carlos Souza', 'Helena Souza'],
    companions: [
      { name: 'Pedro Souza', birthdate: '2016-02-03', document: { type: 'RG', number: 'MG-23.456.789' } },
    ],
  }),
  customer('joao.pereira', 'João Pedro Pereira', {
    phone: '11987654321',
    birthdate: '1985-11-02',
    cpf: cpfFrom('123456789'),
    profession: 'Analista de sistemas',
    hometown: ['Campinas', 'SP'],
    address: {
      street: 'Rua Barão de Jaguara',
      number: '1020',
      postCode: '13015002',
      neighborhood: 'Centro',
      city: ['Campinas', 'SP'],
    },
    parents: ['Antônio Pereira', 'Luíza Pereira'],
    companions: [],
  }),
  customer('mariana.costa', 'Mariana Costa Lima', {
    phone: '81991234567',
    birthdate: '1993-03-21',
    cpf: cpfFrom('987654321'),
    profession: 'Médica residente',
    hometown: ['Caruaru', 'PE'],
    address: {
      street: 'Avenida Agamenon Magalhães',
      number: '500',
      postCode: '55012290',
      neighborhood: 'Maurício de Nassau',
      city: ['Caruaru', 'PE'],
    },
    parents: ['Roberto Lima', 'Fernanda Costa'],
    companions: [
      {
        name: 'Rafael Lima',
        birthdate: '1992-08-14',
        document: { type: 'CPF', number: cpfFrom('314159265') },
      },
    ],
  }),
  customer('carlos.oliveira', 'Carlos Eduardo Oliveira', {
    phone: '31988887777',
    birthdate: '1978-07-30',
    cpf: cpfFrom('271828182'),
    profession: 'Consultor',
    hometown: ['Belo Horizonte', 'MG'],
    address: {
      street: 'Rua da Bahia',
      number: '1148',
      postCode: '30160011',
      neighborhood: 'Centro',
      city: ['Belo Horizonte', 'MG'],
    },
    parents: ['José Oliveira', 'Marta Oliveira'],
    companions: [],
  }),
  customer('fernanda.alves', 'Fernanda Alves Rocha', {
    phone: '21977776666',
    birthdate: '1996-01-15',
    cpf: cpfFrom('161803398'),
    profession: 'Designer',
    hometown: ['Niterói', 'RJ'],
    address: {
      street: 'Rua Moreira César',
      number: '229',
      postCode: '24230052',
      neighborhood: 'Icaraí',
      city: ['Niterói', 'RJ'],
    },
    parents: ['Paulo Rocha', 'Sandra Alves'],
    companions: [
      {
        name: 'Lucas Rocha',
        birthdate: '1995-09-09',
        document: { type: 'CPF', number: cpfFrom('141421356') },
      },
    ],
  }),
  customer('rafael.santos', 'Rafael Santos Nunes', {
    phone: '34996665555',
    birthdate: '1988-12-01',
    cpf: cpfFrom('173205080'),
    profession: 'Professor universitário',
    hometown: ['Goiânia', 'GO'],
    address: {
      street: 'Avenida Goiás',
      number: '77',
      postCode: '74005010',
      neighborhood: 'Setor Central',
      city: ['Goiânia', 'GO'],
    },
    parents: ['Raimundo Nunes', 'Teresa Santos'],
    companions: [],
  }),
  customer('juliana.ribeiro', 'Juliana Ribeiro Martins', {
    phone: '11955554444',
    birthdate: '1991-06-18',
    cpf: cpfFrom('223606797'),
    profession: 'Advogada',
    hometown: ['Santos', 'SP'],
    address: {
      street: 'Avenida Ana Costa',
      number: '340',
      postCode: '11060002',
      neighborhood: 'Gonzaga',
      city: ['Santos', 'SP'],
    },
    parents: ['Marcos Martins', 'Regina Ribeiro'],
    companions: [
      { name: 'Sophie Martin', birthdate: '1990-04-04', document: { type: 'PASSPORT', number: 'FR8812345' } },
    ],
  }),
  customer('bruno.carvalho', 'Bruno Carvalho Dias', {
    phone: '81944443333',
    birthdate: '1983-09-25',
    cpf: cpfFrom('244948974'),
    profession: 'Engenheiro de produção',
    hometown: ['Olinda', 'PE'],
    address: {
      street: 'Rua do Sol',
      number: '12',
      postCode: '53120010',
      neighborhood: 'Carmo',
      city: ['Olinda', 'PE'],
    },
    parents: ['Severino Dias', 'Graça Carvalho'],
    companions: [],
  }),
  customer('patricia.gomes', 'Patrícia Gomes Teixeira', {
    phone: '62933332222',
    birthdate: '1975-02-11',
    cpf: cpfFrom('264575131'),
    profession: 'Gerente comercial',
    hometown: ['Anápolis', 'GO'],
    address: {
      street: 'Rua Barão do Rio Branco',
      number: '900',
      postCode: '75024030',
      neighborhood: 'Centro',
      city: ['Anápolis', 'GO'],
    },
    parents: ['Jorge Teixeira', 'Aparecida Gomes'],
    companions: [],
  }),
  customer('thiago.mendes', 'Thiago Mendes Araújo', {
    phone: '34922221111',
    birthdate: '1999-10-08',
    cpf: cpfFrom('282842712'),
    profession: 'Estudante de pós-graduação',
    hometown: ['Uberaba', 'MG'],
    address: {
      street: 'Rua Artur Machado',
      number: '81',
      postCode: '38010020',
      neighborhood: 'Centro',
      city: ['Uberaba', 'MG'],
    },
    parents: ['Sérgio Araújo', 'Vânia Mendes'],
    companions: [],
  }),
  customer('camila.barbosa', 'Camila Barbosa Freitas', {
    phone: '11911110000',
    birthdate: '1987-04-27',
    cpf: cpfFrom('300000003'),
    profession: 'Arquiteta',
    hometown: ['São Paulo', 'SP'],
    address: {
      street: 'Rua Augusta',
      number: '1500',
      postCode: '01304001',
      neighborhood: 'Consolação',
      city: ['São Paulo', 'SP'],
    },
    parents: ['Ricardo Freitas', 'Cláudia Barbosa'],
    companions: [
      { name: 'Davi Freitas', birthdate: '2019-12-20', document: { type: 'RG', number: 'SP-45.678.901' } },
    ],
  }),
  customer('gustavo.lima', 'Gustavo Henrique Lima', {
    phone: '81900009999',
    birthdate: '1980-08-19',
    cpf: cpfFrom('316227766'),
    profession: 'Piloto de avião',
    hometown: ['Recife', 'PE'],
    address: {
      street: 'Rua da Aurora',
      number: '295',
      postCode: '50050000',
      neighborhood: 'Boa Vista',
      city: ['Recife', 'PE'],
    },
    parents: ['Henrique Lima', 'Célia Lima'],
    companions: [],
  }),
];

export interface DemoStaffMember extends DemoAccount {
  role: StaffRole;
}

const STAFF_PASSWORD = 'equipe estadia demo';

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { role: 'BOOKINGS', name: 'Renata Moraes', email: 'reservas@example.com', password: STAFF_PASSWORD },
  { role: 'FINANCE', name: 'Marcelo Tavares', email: 'financeiro@example.com', password: STAFF_PASSWORD },
  { role: 'FRONT_DESK', name: 'Sebastião Ferreira', email: 'recepcao@example.com', password: STAFF_PASSWORD },
];

/** The administrator `npm run demo` creates (through ADMIN_EMAIL / ADMIN_PASSWORD) and prints. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'estadia demo 2026' } as const;

import { addDays } from '@estadia/domain';
import { documentPdf, roomPhoto } from './demo-client.ts';
import { everydayStories } from './demo-everyday-stories.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from './demo-people.ts';
import type { DemoApartment, DemoWorld, Lanes } from './demo-rental-script.ts';
import { rentalStories } from './demo-rental-stories.ts';
import { at, DEMO_FIRST_DAY, type DemoStory } from './demo-timeline.ts';

// A quarter of operations in three buildings: about two months behind today and one ahead. Each story
// is one rental (or the team, a block…) from its first step to where it stands today.

/** Everyone signs up and fills the profile (personal data, documents, address) in the first days. */
function customerStories(world: DemoWorld): DemoStory[] {
  return DEMO_CUSTOMERS.map((customer, index) => {
    const day = DEMO_FIRST_DAY + (index % 5);
    const time = `${String(8 + Math.floor(index / 5)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`;
    return {
      name: `cliente ${customer.name}`,
      steps: [
        {
          at: at(day, time),
          label: 'cadastro e perfil',
          run: async () => {
            const { client } = world;
            await client.signUp(customer);
            const cpfFileName = await client.upload(customer, documentPdf(`CPF ${customer.name}`));
            const rgFileName = await client.upload(customer, {
              ...roomPhoto([230, 230, 235]),
              name: 'rg.png',
            });
            await client.call(customer, 'PATCH', '/api/me', {
              birthdate: customer.birthdate,
              hometown: customer.hometown[0],
              hometownState: customer.hometown[1],
              profession: customer.profession,
              rg: `${customer.hometown[1]}-${customer.cpf.slice(0, 8)}`,
              rgIssuer: 'SSP',
              rgIssuerState: customer.hometown[1],
              cpfOrCnpj: customer.cpf,
              fathersFullName: customer.parents[0],
              mothersFullName: customer.parents[1],
              cpfFileName,
              rgFileName,
              address: {
                street: customer.address.street,
                number: customer.address.number,
                complement: index % 2 === 0 ? `Apto ${101 + index * 10}` : 'Casa',
                postCode: customer.address.postCode,
                neighborhood: customer.address.neighborhood,
                city: { name: customer.address.city[0], stateInitials: customer.address.city[1] },
              },
            });
          },
        },
      ],
    };
  });
}

/** Each staff member signs up, is invited by the administrator and accepts from the e-mailed link. */
function teamStories(world: DemoWorld): DemoStory[] {
  return DEMO_STAFF.map((member, index) => ({
    name: `equipe ${member.name}`,
    steps: [
      {
        at: at(DEMO_FIRST_DAY, `07:${String(10 + index * 5)}`),
        label: 'convite',
        run: async () => {
          await world.client.signUp(member);
          await world.client.call(world.admin, 'POST', '/api/admin/staff/invitations', {
            name: member.name,
            email: member.email,
            role: member.role,
          });
          await world.joinStaff(member);
        },
      },
    ],
  }));
}

function blockStories(world: DemoWorld, lanes: Lanes): DemoStory[] {
  const block = (
    name: string,
    day: number,
    apartment: DemoApartment,
    start: number,
    end: number,
    reason: string,
  ) => ({
    name,
    steps: [
      {
        at: at(day, '16:20'),
        label: 'bloqueio',
        run: () =>
          world.client
            .call(world.staff('BOOKINGS'), 'POST', `/api/admin/apartments/${apartment.id}/blocks`, {
              start: addDays(world.today, start),
              end: addDays(world.today, end),
              reason,
            })
            .then(() => undefined),
      },
    ],
  });
  return [
    block('bloqueio: pintura', -20, lanes(1, 9), 3, 9, 'Pintura das paredes e troca do piso da varanda'),
    block('bloqueio: ar-condicionado', -8, lanes(2, 8), -5, 2, 'Manutenção do ar-condicionado'),
    block('bloqueio: uso da casa', -2, lanes(0, 11), 14, 18, 'Reservado para a visita da diretoria'),
  ];
}

/** Housekeeping beyond what check-outs do: an apartment out of service, one inspected after cleaning. */
function housekeepingStories(world: DemoWorld, lanes: Lanes): DemoStory[] {
  // Housekeeping belongs to the calendar area (Reservas).
  const bookings = () => world.staff('BOOKINGS');
  return [
    {
      name: 'governança: fora de serviço',
      steps: [
        {
          at: at(-1, '15:00'),
          label: 'fora de serviço',
          run: () =>
            world.client
              .call(bookings(), 'PATCH', `/api/admin/apartments/${lanes(0, 10).id}/housekeeping`, {
                state: 'OUT_OF_ORDER',
                reason: 'Vazamento no banheiro; encanador agendado',
                until: addDays(world.today, 4),
              })
              .then(() => undefined),
        },
      ],
    },
  ];
}

export interface DemoQuarterOptions {
  /** Apartments of each project with everyday stays besides the stories (0: the stories only). */
  everydayApartments: number;
}

export function demoQuarter(world: DemoWorld, lanes: Lanes, options: DemoQuarterOptions): DemoStory[] {
  return [
    ...teamStories(world),
    ...customerStories(world),
    ...rentalStories(world, lanes),
    ...everydayStories(world, lanes, options.everydayApartments),
    ...blockStories(world, lanes),
    ...housekeepingStories(world, lanes),
  ];
}

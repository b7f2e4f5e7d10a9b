import { type Kysely, sql } from 'kysely';

// Inspections ('vistorias') of a stay, and the furniture each modality is handed over with (listed in the
// contract, Lei 8.245/1991 art. 48 parágrafo único, and the starting point of every inspection). Frozen
// once released, like every migration.

const up = [
  // A modality's furniture, in the order it is listed. The catalogue seed fills it for the modalities it
  // creates; the modalities that already exist get the standard list for their number of bedrooms below
  // (a copy of packages/domain's standardFurniture at the time of this migration, so it never changes).
  `create table modality_furniture (
     modality_id uuid not null references modalities (id) on delete cascade,
     position integer not null check (position >= 0),
     room text not null check (char_length(room) between 1 and 60),
     item text not null check (char_length(item) between 1 and 80),
     quantity integer not null default 1 check (quantity between 1 and 99),
     primary key (modality_id, position)
   )`,
  `insert into modality_furniture (modality_id, position, room, item, quantity)
     select modalities.id, standard.position, standard.room, standard.item, standard.quantity
     from modalities
     join (values
       (0, 0, 'Ambiente integrado', 'Sofá-cama', 1),
       (0, 1, 'Ambiente integrado', 'Smart TV', 1),
       (0, 2, 'Ambiente integrado', 'Mesa de jantar', 1),
       (0, 3, 'Ambiente integrado', 'Cadeira', 2),
       (0, 4, 'Ambiente integrado', 'Cortina ou persiana', 1),
       (0, 5, 'Ambiente integrado', 'Geladeira', 1),
       (0, 6, 'Ambiente integrado', 'Cooktop', 1),
       (0, 7, 'Ambiente integrado', 'Micro-ondas', 1),
       (0, 8, 'Ambiente integrado', 'Jogo de panelas', 1),
       (0, 9, 'Ambiente integrado', 'Louças e talheres (jogo)', 1),
       (0, 10, 'Ambiente integrado', 'Cama de casal com colchão', 1),
       (0, 11, 'Ambiente integrado', 'Guarda-roupa', 1),
       (0, 12, 'Ambiente integrado', 'Criado-mudo', 2),
       (0, 13, 'Ambiente integrado', 'Ar-condicionado', 1),
       (0, 14, 'Banheiro', 'Box de vidro', 1),
       (0, 15, 'Banheiro', 'Espelho', 1),
       (0, 16, 'Banheiro', 'Chuveiro', 1),
       (0, 17, 'Área de serviço', 'Máquina de lavar roupa', 1),
       (0, 18, 'Área de serviço', 'Varal', 1),
       (1, 0, 'Sala', 'Sofá', 1),
       (1, 1, 'Sala', 'Smart TV', 1),
       (1, 2, 'Sala', 'Mesa de jantar', 1),
       (1, 3, 'Sala', 'Cadeira', 2),
       (1, 4, 'Sala', 'Cortina ou persiana', 1),
       (1, 5, 'Cozinha', 'Geladeira', 1),
       (1, 6, 'Cozinha', 'Cooktop', 1),
       (1, 7, 'Cozinha', 'Micro-ondas', 1),
       (1, 8, 'Cozinha', 'Jogo de panelas', 1),
       (1, 9, 'Cozinha', 'Louças e talheres (jogo)', 1),
       (1, 10, 'Quarto', 'Cama de casal com colchão', 1),
       (1, 11, 'Quarto', 'Guarda-roupa', 1),
       (1, 12, 'Quarto', 'Criado-mudo', 2),
       (1, 13, 'Quarto', 'Ar-condicionado', 1),
       (1, 14, 'Banheiro', 'Box de vidro', 1),
       (1, 15, 'Banheiro', 'Espelho', 1),
       (1, 16, 'Banheiro', 'Chuveiro', 1),
       (1, 17, 'Área de serviço', 'Máquina de lavar roupa', 1),
       (1, 18, 'Área de serviço', 'Varal', 1),
       (2, 0, 'Sala', 'Sofá', 1),
       (2, 1, 'Sala', 'Smart TV', 1),
       (2, 2, 'Sala', 'Mesa de jantar', 1),
       (2, 3, 'Sala', 'Cadeira', 4),
       (2, 4, 'Sala', 'Cortina ou persiana', 1),
       (2, 5, 'Cozinha', 'Geladeira', 1),
       (2, 6, 'Cozinha', 'Cooktop', 1),
       (2, 7, 'Cozinha', 'Micro-ondas', 1),
       (2, 8, 'Cozinha', 'Jogo de panelas', 1),
       (2, 9, 'Cozinha', 'Louças e talheres (jogo)', 1),
       (2, 10, 'Quarto 1', 'Cama de casal com colchão', 1),
       (2, 11, 'Quarto 1', 'Guarda-roupa', 1),
       (2, 12, 'Quarto 1', 'Criado-mudo', 2),
       (2, 13, 'Quarto 1', 'Ar-condicionado', 1),
       (2, 14, 'Quarto 2', 'Cama de solteiro com colchão', 2),
       (2, 15, 'Quarto 2', 'Guarda-roupa', 1),
       (2, 16, 'Quarto 2', 'Criado-mudo', 1),
       (2, 17, 'Quarto 2', 'Ar-condicionado', 1),
       (2, 18, 'Banheiro', 'Box de vidro', 1),
       (2, 19, 'Banheiro', 'Espelho', 1),
       (2, 20, 'Banheiro', 'Chuveiro', 1),
       (2, 21, 'Área de serviço', 'Máquina de lavar roupa', 1),
       (2, 22, 'Área de serviço', 'Varal', 1),
       (3, 0, 'Sala', 'Sofá', 1),
       (3, 1, 'Sala', 'Smart TV', 1),
       (3, 2, 'Sala', 'Mesa de jantar', 1),
       (3, 3, 'Sala', 'Cadeira', 4),
       (3, 4, 'Sala', 'Cortina ou persiana', 1),
       (3, 5, 'Cozinha', 'Geladeira', 1),
       (3, 6, 'Cozinha', 'Cooktop', 1),
       (3, 7, 'Cozinha', 'Micro-ondas', 1),
       (3, 8, 'Cozinha', 'Jogo de panelas', 1),
       (3, 9, 'Cozinha', 'Louças e talheres (jogo)', 1),
       (3, 10, 'Quarto 1', 'Cama de casal com colchão', 1),
       (3, 11, 'Quarto 1', 'Guarda-roupa', 1),
       (3, 12, 'Quarto 1', 'Criado-mudo', 2),
       (3, 13, 'Quarto 1', 'Ar-condicionado', 1),
       (3, 14, 'Quarto 2', 'Cama de solteiro com colchão', 2),
       (3, 15, 'Quarto 2', 'Guarda-roupa', 1),
       (3, 16, 'Quarto 2', 'Criado-mudo', 1),
       (3, 17, 'Quarto 2', 'Ar-condicionado', 1),
       (3, 18, 'Quarto 3', 'Cama de solteiro com colchão', 2),
       (3, 19, 'Quarto 3', 'Guarda-roupa', 1),
       (3, 20, 'Quarto 3', 'Criado-mudo', 1),
       (3, 21, 'Quarto 3', 'Ar-condicionado', 1),
       (3, 22, 'Banheiro', 'Box de vidro', 1),
       (3, 23, 'Banheiro', 'Espelho', 1),
       (3, 24, 'Banheiro', 'Chuveiro', 1),
       (3, 25, 'Área de serviço', 'Máquina de lavar roupa', 1),
       (3, 26, 'Área de serviço', 'Varal', 1)
     ) as standard (bedrooms, position, room, item, quantity)
       on standard.bedrooms = least(modalities.bedrooms, 3)`,

  // One inspection of each kind per stay. Items are a list read and written whole ({ room, item,
  // condition, notes?, photos }); photos are uploads of the staff member who recorded it. The customer
  // answers once, within 5 days: agreed, or contested with a comment per item.
  `create table inspections (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null references rentals (id),
     kind text not null check (kind in ('MOVE_IN', 'MOVE_OUT')),
     items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 200),
     created_at timestamptz not null,
     created_by uuid references users (id),
     acknowledged_at timestamptz,
     agreed boolean,
     comments jsonb check (comments is null or jsonb_typeof(comments) = 'array'),
     constraint inspections_one_per_kind unique (rental_id, kind),
     constraint inspections_acknowledgement_whole check (
       (acknowledged_at is null and agreed is null and comments is null)
       or (acknowledged_at is not null and agreed is not null and comments is not null)
     )
   )`,
];

const down = ['drop table inspections', 'drop table modality_furniture'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const inspections = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};

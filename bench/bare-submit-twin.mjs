// The bare twin of the rental submission: node:http and pg, nothing else. Per request it runs the three
// statements the API runs (the session and its user; the rental with its version and the owner's
// profile; the conditional write that locks the apartment), as named prepared statements on a pool of
// the API's size, and answers with the bytes of one of the API's answers (status line, headers, body).
// No validation, no pricing, no log: the floor of a submission on this machine, measured beside ours.
// Receives its settings from its parent, then reports its port.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const SESSION = {
  name: 'twin_session',
  text: `select "sessions"."id" as "sessionId", "users"."id" as "userId", "users"."email", "users"."name", "users"."permissions" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2`,
};
const PROFILE_COLUMNS = `"name", "birthdate", "hometown", "hometown_state", "profession", "rg", "rg_issuer", "rg_issuer_state", "cpf_or_cnpj", "fathers_full_name", "mothers_full_name", "cpf_file_name", "rg_file_name", "address_street", "address_number", "address_complement", "address_post_code", "address_neighborhood", "address_city_name", "address_state_initials"`;
const READ = {
  name: 'twin_read',
  text: `select "rentals".*, rentals.xmin::text as "version", (select to_json(obj) from (select ${PROFILE_COLUMNS} from "users" where "users"."id" = "rentals"."user_id") as obj) as "profile" from "rentals" where "rentals"."id" = $1 and "rentals"."user_id" = $2`,
};
const WRITE = {
  name: 'twin_write',
  text: `update "rentals" set "apartment_id" = $1, "modality_id" = $2, "project_id" = $3, "start_date" = $4, "end_date" = $5, "common_car_spots" = $6, "covered_car_spots" = $7, "occupants_ids" = $8, "rental_value_cents" = $9, "price_lines" = $10, "status" = $11, "submitted_at" = $12, "approved_at" = $13 where "id" = $14 and xmin = $15::xid and "apartment_id" = (select "apartments"."id" from "apartments" where "apartments"."id" = $16 for no key update) returning *`,
};
const SUBMIT_PATH = /^\/api\/rentals\/([0-9a-f-]{36})\/submit$/;
const DATE_OID = 1082;

function answer(response, status, headers, bytes) {
  response.writeHead(status, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
}

const failure = (code) => Buffer.from(JSON.stringify({ code }));

async function submit(pool, rentalId, authorization) {
  const token = authorization?.slice('Bearer '.length) ?? '';
  const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
  const now = new Date();
  const session = await pool.query({ ...SESSION, values: [tokenHash, now] });
  if (session.rows.length === 0) return { status: 401, bytes: failure('UNAUTHORIZED') };
  const read = await pool.query({ ...READ, values: [rentalId, session.rows[0].userId] });
  const rental = read.rows[0];
  if (!rental) return { status: 404, bytes: failure('NOT_FOUND') };
  const written = await pool.query({
    ...WRITE,
    values: [
      rental.apartment_id,
      rental.modality_id,
      rental.project_id,
      rental.start_date,
      rental.end_date,
      rental.common_car_spots,
      rental.covered_car_spots,
      JSON.stringify(rental.occupants_ids),
      rental.rental_value_cents,
      JSON.stringify(rental.price_lines),
      'WAITING_FOR_SIGNATURE',
      now,
      now,
      rental.id,
      rental.version,
      rental.apartment_id,
    ],
  });
  // The API's answer, replayed as is, stands for this row's (same status, headers and size).
  return written.rows[0] ? { status: 200 } : { status: 409, bytes: failure('RENTAL_CHANGED') };
}

process.once('message', ({ databaseUrl, headers, body, poolSize }) => {
  const answered = Buffer.from(body, 'base64');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // Dates as the column holds them, so they go back unchanged.
    types: {
      getTypeParser: (oid, format) =>
        oid === DATE_OID ? (value) => value : pg.types.getTypeParser(oid, format),
    },
  });
  const server = createServer((request, response) => {
    const match = request.method === 'POST' ? SUBMIT_PATH.exec(request.url) : null;
    if (!match) return answer(response, 404, headers, failure('NOT_FOUND'));
    submit(pool, match[1], request.headers.authorization).then(
      ({ status, bytes }) => answer(response, status, headers, bytes ?? answered),
      (error) => answer(response, 500, headers, failure(error.code ?? 'INTERNAL')),
    );
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});

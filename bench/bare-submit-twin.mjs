// The bare twin of the rental submission: node:http and pg, nothing else. Per request it runs the
// statements the API runs for a submission (read from its log_statement output on a scratch database),
// in the same order and on the same connections: the session and its user; the account's submission
// counter (20 an hour); the rental with its version and the owner's profile; then, in one transaction,
// the customer's lock, the count of the customer's unpaid holds (at most 3), the conditional write that
// locks the apartment and the approval e-mail's job (AUTO_APPROVE); after the commit, the four reads
// that complete the answer (contract, payments, early departure, door code), side by side. All are named
// prepared statements on a pool of the API's size; it answers with the bytes of one of the API's answers
// (status line, headers, body). No validation, no pricing, no log: the floor of a submission on this
// machine, measured beside ours. Receives its settings from its parent, then reports its port.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import plans from 'pg-boss/src/plans.js';

const SESSION = {
  name: 'twin_session',
  text: `select "sessions"."id" as "sessionId", "users"."id" as "userId", "users"."email", "users"."name", "users"."permissions" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2`,
};
/** The API's rate-limit store (lib/rate-limit/database-store.ts), under a rule name of the twin's own. */
const COUNT_HIT = {
  name: 'twin_count_hit',
  text: `insert into "rate_limit_hits" ("key", "count", "reset_at") values ($1, $2, $3) on conflict ("key") do update set "count" = case when rate_limit_hits.reset_at <= $4::timestamptz then 1 else rate_limit_hits.count + 1 end, "reset_at" = case when rate_limit_hits.reset_at <= $5::timestamptz then excluded.reset_at else rate_limit_hits.reset_at end returning "count", "reset_at"`,
};
const DELETE_EXPIRED_HITS = {
  name: 'twin_delete_expired_hits',
  text: `delete from "rate_limit_hits" where "reset_at" <= $1`,
};
const PROFILE_COLUMNS = `"name", "birthdate", "hometown", "hometown_state", "profession", "rg", "rg_issuer", "rg_issuer_state", "cpf_or_cnpj", "fathers_full_name", "mothers_full_name", "cpf_file_name", "rg_file_name", "address_street", "address_number", "address_complement", "address_post_code", "address_neighborhood", "address_city_name", "address_state_initials"`;
const READ = {
  name: 'twin_read',
  text: `select "rentals".*, rentals.xmin::text as "version", (select to_json(obj) from (select ${PROFILE_COLUMNS} from "users" where "users"."id" = "rentals"."user_id") as obj) as "profile" from "rentals" where "rentals"."id" = $1 and "rentals"."user_id" = $2`,
};
/** The hold cap (rentals/hold-cap-repository.ts): the customer locked, then their unpaid holds counted. */
const LOCK_CUSTOMER = {
  name: 'twin_lock_customer',
  text: `select "id" from "users" where "id" = $1 for no key update`,
};
const COUNT_HOLDS = {
  name: 'twin_count_holds',
  text: `select count(*) as "count" from "rentals" where "rentals"."user_id" = $1 and "rentals"."status" in ($2, $3, $4) and not exists (select "payments"."id" from "payments" where "payments"."rental_id" = "rentals"."id" and "payments"."status" = $5)`,
};
const WRITE = {
  name: 'twin_write',
  text: `update "rentals" set "apartment_id" = $1, "modality_id" = $2, "project_id" = $3, "start_date" = $4, "end_date" = $5, "common_car_spots" = $6, "covered_car_spots" = $7, "occupants_ids" = $8, "rental_value_cents" = $9, "price_lines" = $10, "status" = $11, "submitted_at" = $12, "approved_at" = $13 where "id" = $14 and xmin = $15::xid and "apartment_id" = (select "apartments"."id" from "apartments" where "apartments"."id" = $16 for no key update) returning *`,
};
/** The approval e-mail's rental.notify job, as the API's queue (pg-boss) writes it. */
const ENQUEUE = { name: 'twin_enqueue', text: plans.insertJob('pgboss') };
/** What the answer's attachments read (rentals/rental-attachments.ts), in parallel. */
const ATTACHMENTS = [
  {
    name: 'twin_contract',
    text: `select "rental_id", "signed_at", "contract_sha256" from "contract_signatures" where "rental_id" in ($1)`,
  },
  {
    name: 'twin_payments',
    text: `select * from "payments" where "rental_id" in ($1) order by "rental_id", "created_at", "installment"`,
  },
  { name: 'twin_early_departure', text: `select * from "early_departures" where "rental_id" in ($1)` },
  {
    name: 'twin_door',
    text: `select * from "door_access_grants" where "rental_id" in ($1) order by "rental_id", revoked_at is null desc, "granted_at" desc, "id" desc`,
  },
];
const UNPAID_HELD_STATUSES = ['WAITING_APPROVAL', 'WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'];
const MAX_UNPAID_HOLDS = 3;
const SUBMISSIONS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
const CLEANUP_EVERY = 200;
const SUBMIT_PATH = /^\/api\/rentals\/([0-9a-f-]{36})\/submit$/;
const DATE_OID = 1082;

function answer(response, status, headers, bytes) {
  response.writeHead(status, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
}

const failure = (code) => Buffer.from(JSON.stringify({ code }));
const sha256 = (text) => createHash('sha256').update(text, 'utf8');

/** The job's id as the API's queue derives it from its singleton key (lib/jobs/job-queue.ts). */
function singletonId(name, key) {
  const hex = sha256(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One hit of the account's submission counter; false past the limit. */
async function countSubmission(pool, userId, now) {
  const key = `bench-twin-submit-user:${sha256(userId.trim().toLowerCase()).digest('base64url')}`;
  const resetAt = new Date(now.getTime() + HOUR_MS);
  const { rows } = await pool.query({ ...COUNT_HIT, values: [key, 1, resetAt, now, now] });
  if (Math.random() < 1 / CLEANUP_EVERY) await pool.query({ ...DELETE_EXPIRED_HITS, values: [now] });
  return rows[0].count <= SUBMISSIONS_PER_HOUR;
}

/** The hold cap, the write and the job, in one transaction; undefined when the cap refuses. */
async function writeSubmission(pool, rental, now) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query({ ...LOCK_CUSTOMER, values: [rental.user_id] });
    const holds = await client.query({
      ...COUNT_HOLDS,
      values: [rental.user_id, ...UNPAID_HELD_STATUSES, 'PAID'],
    });
    if (Number(holds.rows[0].count) >= MAX_UNPAID_HOLDS) {
      await client.query('rollback');
      return undefined;
    }
    const written = await client.query({
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
    if (written.rows[0]) {
      const noticeKey = `APPROVED:${rental.id}`;
      await client.query({
        ...ENQUEUE,
        // pg-boss's 19 parameters: id, queue, data, priority, start after, singleton key and
        // seconds and offset, dead letter, expiry (s) and its default, keep until and its default,
        // retries and their default, retry delay (s) and its default, backoff and its default.
        values: [
          singletonId('rental.notify', noticeKey),
          'estadia-jobs',
          { job: 'rental.notify', payload: { event: 'APPROVED', rentalId: rental.id } },
          0,
          now.toISOString(),
          `rental.notify:${noticeKey}`,
          null,
          0,
          null,
          300,
          null,
          null,
          null,
          5,
          null,
          60,
          null,
          true,
          null,
        ],
      });
    }
    await client.query('commit');
    return written;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function submit(pool, rentalId, authorization) {
  const token = authorization?.slice('Bearer '.length) ?? '';
  const tokenHash = sha256(token).digest('hex');
  const now = new Date();
  const session = await pool.query({ ...SESSION, values: [tokenHash, now] });
  if (session.rows.length === 0) return { status: 401, bytes: failure('UNAUTHORIZED') };
  const { userId } = session.rows[0];
  if (!(await countSubmission(pool, userId, now))) return { status: 429, bytes: failure('RATE_LIMITED') };
  const read = await pool.query({ ...READ, values: [rentalId, userId] });
  const rental = read.rows[0];
  if (!rental) return { status: 404, bytes: failure('NOT_FOUND') };
  const written = await writeSubmission(pool, rental, now);
  if (!written) return { status: 409, bytes: failure('TOO_MANY_HOLDS') };
  if (!written.rows[0]) return { status: 409, bytes: failure('RENTAL_CHANGED') };
  await Promise.all(ATTACHMENTS.map((statement) => pool.query({ ...statement, values: [rental.id] })));
  // The API's answer, replayed as is, stands for this row's (same status, headers and size).
  return { status: 200 };
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

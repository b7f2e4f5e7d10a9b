import { createHash, randomUUID } from 'node:crypto';
import {
  addDays,
  type IsoDate,
  type Project,
  type Rental,
  type RentGuaranteeType,
  todayIso,
} from '@estadia/domain';
import { signUpThroughApi, uniqueEmail } from './customers';
import { samplePdf, samplePng } from './sample-documents';

/** The API of the product under test, as a client other than the browser (the journeys' set-up). */
export function apiClient(baseUrl: string) {
  async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await fetch(`${baseUrl}/api/${path}`, { ...init, headers });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    if (response.status === 204) return undefined as T;
    // Read as text first: an answer that is not JSON says which call it was and what came back.
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(
        `${init.method ?? 'GET'} ${path}: ${response.status} answered ${text.length} characters that are not JSON ` +
          `(content-type ${response.headers.get('content-type')}, content-length ${response.headers.get('content-length')}): ${text.slice(0, 200)}`,
      );
    }
  }

  async function upload(token: string, file: Buffer, name: string, type: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    return (await api<{ fileName: string }>('upload', { method: 'POST', body: form, token })).fileName;
  }

  /** A customer signed up through the API with the whole profile filled in, so a rental can be sent. */
  async function customerWithCompleteProfile(name: string): Promise<{ email: string; token: string }> {
    const { email, token } = await signUpThroughApi(baseUrl, { name, email: uniqueEmail('pagamento') });
    const cpfFileName = await upload(token, samplePdf('CPF'), 'cpf.pdf', 'application/pdf');
    const rgFileName = await upload(token, samplePng(), 'rg.png', 'image/png');
    await api('me', {
      method: 'PATCH',
      token,
      body: JSON.stringify({
        birthdate: '1988-02-11',
        hometown: 'Uberlândia',
        hometownState: 'MG',
        profession: 'Engenheira',
        rg: 'MG-12.345.678',
        rgIssuer: 'SSP',
        rgIssuerState: 'MG',
        cpfOrCnpj: '529.982.247-25',
        fathersFullName: 'Paulo Moreira',
        mothersFullName: 'Regina Moreira',
        cpfFileName,
        rgFileName,
        address: {
          street: 'Rua Goiás',
          number: '450',
          complement: 'Casa 2',
          postCode: '38400-027',
          neighborhood: 'Centro',
          city: { name: 'Uberlândia', stateInitials: 'MG' },
        },
      }),
    });
    return { email, token };
  }

  /**
   * A rental sent through the API like the request flow does: the draft on a free apartment of the
   * first project, then the submission (approved at once on the test server: WAITING_FOR_SIGNATURE).
   */
  async function submittedRental(
    token: string,
    {
      startInDays,
      nights,
      rentGuaranteeType = 'SECURITY_DEPOSIT',
    }: { startInDays: number; nights: number; rentGuaranteeType?: RentGuaranteeType },
  ): Promise<{ rental: Rental; project: Project; start: IsoDate; end: IsoDate }> {
    const { items } = await api<{ items: Project[] }>('projects');
    const project = items[0]!;
    const modality = project.modalities[0]!;
    const start = addDays(todayIso(), startInDays);
    const end = addDays(start, nights);
    const { apartments } = await api<{ apartments: { id: string }[] }>(
      `projects/${project.id}/modalities/${modality.id}/availability?start=${start}&end=${end}`,
    );
    const draft = await api<Rental>('rentals', {
      method: 'POST',
      token,
      body: JSON.stringify({
        apartmentId: apartments[0]!.id,
        modalityId: modality.id,
        interval: { start, end },
        carSpots: { common: 1, covered: 0 },
        rentGuaranteeType,
      }),
    });
    const rental = await api<Rental>(`rentals/${draft.id}/submit`, { method: 'POST', token });
    return { rental, project, start, end };
  }

  /** Signs as the contract step does: the hex SHA-256 of the contract PDF just downloaded, with the acceptance. */
  async function signContract(token: string, rentalId: string): Promise<Rental> {
    const response = await fetch(`${baseUrl}/api/rentals/${rentalId}/contract`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET contract: ${response.status} ${await response.text()}`);
    const sha256 = createHash('sha256')
      .update(new Uint8Array(await response.arrayBuffer()))
      .digest('hex');
    return api<Rental>(`rentals/${rentalId}/contract/signature`, {
      method: 'POST',
      token,
      body: JSON.stringify({ accept: true, sha256 }),
    });
  }

  /**
   * A customer with a stay from today, signed and paid by Pix through the sandbox bank as the payment
   * screen would: the rental RENTED (the journeys of the stay start there). Three nights unless `nights`
   * says otherwise (30 or more make a long stay, paid whole by the one Pix).
   */
  async function paidStayFromToday(customerName: string, nights = 3) {
    const customer = await customerWithCompleteProfile(customerName);
    const sent = await submittedRental(customer.token, { startInDays: 0, nights });
    await signContract(customer.token, sent.rental.id);
    const answer = await api<{ id: string } | { id: string }[]>(`rentals/${sent.rental.id}/payments`, {
      method: 'POST',
      token: customer.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ paymentType: 'PIX' }),
    });
    const payment = Array.isArray(answer) ? answer[0]! : answer;
    await api(`payments/${payment.id}/sandbox/confirm`, { method: 'POST', token: customer.token });
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const rental = await api<Rental>(`rentals/${sent.rental.id}`, { token: customer.token });
      if (rental.status === 'RENTED') return { customer, rental, project: sent.project };
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(`rental ${sent.rental.id} not RENTED after the sandbox payment`);
  }

  /** A session token of a staff member (or anyone), through the login route. */
  async function logIn(credentials: { email: string; password: string }): Promise<string> {
    return (await api<{ token: string }>('auth/login', { method: 'POST', body: JSON.stringify(credentials) }))
      .token;
  }

  return {
    api,
    upload,
    customerWithCompleteProfile,
    submittedRental,
    signContract,
    paidStayFromToday,
    logIn,
  };
}

/** A card number with a valid check digit that ends in `last4` (the sandbox declines some endings). */
export function cardNumberEndingIn(prefix: string, last4: string, length = 16): string {
  // The digit just before the last four is not doubled by Luhn: one of its ten values fits.
  for (let digit = 0; digit < 10; digit += 1) {
    const middle = `${'0'.repeat(length - prefix.length - last4.length - 1)}${digit}`;
    const number = `${prefix}${middle}${last4}`;
    if (luhnValid(number)) return number;
  }
  throw new Error(`no valid card number for ${prefix}…${last4}`);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

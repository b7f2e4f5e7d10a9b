import {
  type Apartment,
  type ApartmentDetails,
  type ApartmentSummary,
  type AvailabilityQuery,
  addDays,
  apartmentSummarySchema,
  assertValidInterval,
  calculateQuote,
  type Modality,
  type ModalityWithProject,
  nightsOf,
  type Project,
  type ProjectListQuery,
  type ProjectListResponse,
  projectListResponseSchema,
  type Quote,
  type QuoteRequest,
  quoteAnswerSchema,
  type UnavailableDatesQuery,
  unavailableDatesResponseSchema,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import { embeddedDatabaseWrites } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { buildCatalogSnapshot, type CatalogSnapshot, projectSummary } from './catalog-snapshot.ts';
import { databaseHeldNights, EmbeddedHeldNights, type HeldNights, type Stay } from './held-nights.ts';
import { ReadyAnswers } from './ready-answers.ts';
import { findAllApartments, findAllModalities, findAllProjects, type NightsInterval } from './repository.ts';

const PROJECT_NOT_FOUND = 'Empreendimento não encontrado.';
const MODALITY_NOT_FOUND = 'Modalidade não encontrada.';
const APARTMENT_NOT_FOUND = 'Apartamento não encontrado.';

/** 'São Paulo', 'sao paulo' and 'SÃO PAULO' compare equal. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

async function readSnapshot(db: Kysely<Database>): Promise<CatalogSnapshot> {
  const [projects, modalities, apartments] = await Promise.all([
    findAllProjects(db),
    findAllModalities(db),
    findAllApartments(db),
  ]);
  return buildCatalogSnapshot({ projects, modalities, apartments });
}

/** The nights asked for, from `from` to `to` both included, as a half-open interval. */
function nightsWindow(query: UnavailableDatesQuery): NightsInterval {
  return { start: query.from, end: addDays(query.to, 1) };
}

/**
 * Nights of `window`, in order, held by at least `holders` of the apartments whose stays are given
 * (one list per apartment; an apartment's stays never share a night, by the exclusion constraint).
 */
function nightsHeldBy(window: NightsInterval, staysByApartment: Stay[][], holders: number): string[] {
  const heldBy = new Map<string, number>();
  for (const stays of staysByApartment)
    for (const stay of stays)
      for (const night of nightsOf(stay)) heldBy.set(night, (heldBy.get(night) ?? 0) + 1);
  return nightsOf(window).filter((night) => (heldBy.get(night) ?? 0) >= holders);
}

/**
 * The public catalogue. Projects, modalities and apartments are served from memory: they change with
 * a deployment, or when the back-office changes a price, which calls `reload()` on this instance (and,
 * on PostgreSQL, tells the other instances to do the same, see catalog-changes.ts). Availability asks
 * `HeldNights`: an indexed query on PostgreSQL, an exact in-memory copy on the embedded database (see
 * EmbeddedHeldNights). The unit page's reads are also kept as ready JSON while their basis stands (see
 * ReadyAnswers): a visitor's calendar asks the same few months and stays again and again.
 */
export class CatalogService {
  readonly #db: Kysely<Database>;
  readonly #heldNights: HeldNights;
  #catalog: CatalogSnapshot;
  #unfilteredListJson: Buffer | undefined;
  readonly #summaryJsonById = new Map<string, string>();
  /** Availability and taken nights: valid for one snapshot and one version of the held nights. */
  readonly #nightsAnswers = new ReadyAnswers();
  /** Quotes: valid for one snapshot (the prices), whatever is booked. */
  readonly #quoteAnswers = new ReadyAnswers();
  /** Reloads started and the latest one applied: a slow older reload never replaces a newer one. */
  #reloadsStarted = 0;
  #reloadApplied = 0;

  private constructor(db: Kysely<Database>, heldNights: HeldNights, catalog: CatalogSnapshot) {
    this.#db = db;
    this.#heldNights = heldNights;
    this.#catalog = catalog;
  }

  static async load(db: Kysely<Database>): Promise<CatalogService> {
    const writes = embeddedDatabaseWrites(db);
    const heldNights = writes ? new EmbeddedHeldNights(db, writes) : databaseHeldNights(db);
    return new CatalogService(db, heldNights, await readSnapshot(db));
  }

  /**
   * Reads the catalogue again and serves it from now on: the next quote, draft and list use it. The
   * ready bytes of the list are dropped with the old snapshot.
   */
  async reload(): Promise<void> {
    const ticket = ++this.#reloadsStarted;
    const snapshot = await readSnapshot(this.#db);
    if (ticket < this.#reloadApplied) return;
    this.#reloadApplied = ticket;
    this.#catalog = snapshot;
    this.#unfilteredListJson = undefined;
    this.#summaryJsonById.clear();
  }

  // Lookups for other modules (rentals, contracts): undefined when the id is unknown.

  findProject(id: string): Project | undefined {
    return this.#catalog.projectsById.get(id);
  }

  findModality(id: string): Modality | undefined {
    return this.#catalog.modalitiesById.get(id);
  }

  findApartment(id: string): Apartment | undefined {
    return this.#catalog.apartmentsById.get(id);
  }

  // Answers of the catalogue routes: they throw 404 AppErrors.

  async listProjects(query: ProjectListQuery): Promise<ProjectListResponse> {
    let items = this.#catalog.projects;
    if (query.city) {
      const city = searchable(query.city);
      items = items.filter((project) => searchable(project.city.name).includes(city));
    }
    if (query.start && query.end) {
      const interval = assertValidInterval({ start: query.start, end: query.end });
      const held = await this.#heldNights.heldApartmentIds(interval);
      const withFreeApartment = new Set(
        this.#catalog.apartments
          .filter((apartment) => !held.has(apartment.id))
          .map((apartment) => apartment.projectId),
      );
      items = items.filter((project) => withFreeApartment.has(project.id));
    }
    return { items, total: items.length };
  }

  /**
   * The unfiltered list, validated and serialised once per snapshot: the catalogue changes rarely, so
   * the busiest read of the product is answered with ready bytes.
   */
  unfilteredListJson(): Buffer {
    this.#unfilteredListJson ??= Buffer.from(
      JSON.stringify(
        projectListResponseSchema.parse({
          items: this.#catalog.projects,
          total: this.#catalog.projects.length,
        }),
      ),
    );
    return this.#unfilteredListJson;
  }

  getProject(projectId: string): Project {
    const project = this.findProject(projectId);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return project;
  }

  getModality(projectId: string, modalityId: string): ModalityWithProject {
    const { project, modality } = this.#modalityOf(projectId, modalityId);
    return { ...modality, project: projectSummary(project) };
  }

  /** The modality and its project when it belongs to that project; 404 otherwise. */
  #modalityOf(projectId: string, modalityId: string): { project: Project; modality: Modality } {
    const project = this.getProject(projectId);
    const modality = this.findModality(modalityId);
    if (!modality || modality.projectId !== project.id) throw notFound(MODALITY_NOT_FOUND);
    return { project, modality };
  }

  async availableApartments(
    projectId: string,
    modalityId: string,
    query: AvailabilityQuery,
  ): Promise<{ apartments: ApartmentSummary[] }> {
    const free = await this.#freeApartments(projectId, modalityId, query);
    return { apartments: free.map(({ id, block, floor, number }) => ({ id, block, floor, number })) };
  }

  /**
   * The same answer as ready JSON text, joined from each apartment's entry validated and serialised
   * once: availability is the busiest read that changes with bookings.
   */
  availableApartmentsJson(projectId: string, modalityId: string, query: AvailabilityQuery): Promise<string> {
    const key = `free ${projectId} ${modalityId} ${query.start} ${query.end}`;
    return this.#nightsAnswer(key, async () => {
      const free = await this.#freeApartments(projectId, modalityId, query);
      const entries = free.map((apartment) => this.#summaryJson(apartment));
      return `{"apartments":[${entries.join(',')}]}`;
    });
  }

  /** An answer that depends on the held nights, kept while they and the catalogue stay the same. */
  #nightsAnswer(key: string, compute: () => Promise<string>): Promise<string> {
    return this.#nightsAnswers.get(key, this.#catalog, this.#heldNights.version(), compute);
  }

  async #freeApartments(
    projectId: string,
    modalityId: string,
    query: AvailabilityQuery,
  ): Promise<Apartment[]> {
    this.#modalityOf(projectId, modalityId);
    const interval = assertValidInterval(query);
    const held = await this.#heldNights.heldApartmentIds(interval, modalityId);
    return (this.#catalog.apartmentsByModality.get(modalityId) ?? []).filter(
      (apartment) => !held.has(apartment.id),
    );
  }

  #summaryJson(apartment: Apartment): string {
    let json = this.#summaryJsonById.get(apartment.id);
    if (json === undefined) {
      const { id, block, floor, number } = apartment;
      json = JSON.stringify(apartmentSummarySchema.parse({ id, block, floor, number }));
      this.#summaryJsonById.set(apartment.id, json);
    }
    return json;
  }

  getApartmentDetails(apartmentId: string): ApartmentDetails {
    const apartment = this.findApartment(apartmentId);
    const modality = apartment && this.findModality(apartment.modalityId);
    const project = apartment && this.findProject(apartment.projectId);
    if (!apartment || !modality || !project) throw notFound(APARTMENT_NOT_FOUND);
    return { apartment, modality, project: projectSummary(project) };
  }

  /** Nights from `from` to `to` (both included) already held, by a rental or a block. */
  async unavailableDates(apartmentId: string, query: UnavailableDatesQuery): Promise<{ dates: string[] }> {
    if (!this.findApartment(apartmentId)) throw notFound(APARTMENT_NOT_FOUND);
    const window = nightsWindow(query);
    const stays = await this.#heldNights.holdingStays(apartmentId, window);
    return { dates: nightsHeldBy(window, [stays], 1) };
  }

  /** `unavailableDates` as JSON text, validated against the response schema when first computed. */
  unavailableDatesJson(apartmentId: string, query: UnavailableDatesQuery): Promise<string> {
    return this.#nightsAnswer(`taken ${apartmentId} ${query.from} ${query.to}`, async () =>
      JSON.stringify(unavailableDatesResponseSchema.parse(await this.unavailableDates(apartmentId, query))),
    );
  }

  /** `modalityUnavailableDates` as JSON text, validated against the response schema when first computed. */
  modalityUnavailableDatesJson(
    projectId: string,
    modalityId: string,
    query: UnavailableDatesQuery,
  ): Promise<string> {
    const key = `full ${projectId} ${modalityId} ${query.from} ${query.to}`;
    return this.#nightsAnswer(key, async () =>
      JSON.stringify(
        unavailableDatesResponseSchema.parse(
          await this.modalityUnavailableDates(projectId, modalityId, query),
        ),
      ),
    );
  }

  /**
   * Nights from `from` to `to` (both included) on which every apartment of the modality is held, so no
   * stay containing them can be booked whichever apartment is chosen (a modality without apartments
   * has no free night either).
   */
  async modalityUnavailableDates(
    projectId: string,
    modalityId: string,
    query: UnavailableDatesQuery,
  ): Promise<{ dates: string[] }> {
    this.#modalityOf(projectId, modalityId);
    const window = nightsWindow(query);
    const apartments = this.#catalog.apartmentsByModality.get(modalityId)?.length ?? 0;
    const stays = await this.#heldNights.modalityHoldingStays(modalityId, window);
    return { dates: nightsHeldBy(window, [...stays.values()], apartments) };
  }

  quote(request: QuoteRequest): Quote {
    const modality = this.findModality(request.modalityId);
    const project = modality && this.findProject(modality.projectId);
    if (!modality || !project) throw notFound(MODALITY_NOT_FOUND);
    return calculateQuote({
      modality,
      spotPrices: { commonSpotDaily: project.commonSpotDaily, coveredSpotDaily: project.coveredSpotDaily },
      interval: { start: request.start, end: request.end },
      carSpots: request.carSpots,
    });
  }

  /**
   * POST /api/quotes as JSON text, validated against the response schema when first computed for these
   * prices: the quote and the modality's caução, which is not rent and never in the total.
   */
  quoteJson(request: QuoteRequest): Promise<string> {
    const { modalityId, start, end, carSpots } = request;
    const key = `${modalityId} ${start} ${end} ${carSpots.common} ${carSpots.covered}`;
    // Prices and the caução change only with the snapshot, so one version for ever.
    return this.#quoteAnswers.get(key, this.#catalog, 0, () => {
      const quote = this.quote(request);
      const depositCents = this.findModality(modalityId)?.securityDepositCents ?? 0;
      return JSON.stringify(quoteAnswerSchema.parse({ ...quote, depositCents }));
    });
  }
}

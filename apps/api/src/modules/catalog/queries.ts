/** The catalog's projects and modalities as stored, for the back office (price tables, calendar, housekeeping). */
export { findAllModalities, findAllProjects, projectExists } from './repository.ts';

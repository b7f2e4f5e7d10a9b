/** A modality's furniture list, for the contract and the extension addendum. */
/** A rental's inspections (move-in, move-out), for the caução's settlement. */
export { findModalityFurniture, findRentalInspections } from './repository.ts';

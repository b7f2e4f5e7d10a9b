/** A modality's furniture list, for the contract and the extension addendum. */
export { findModalityFurniture } from './repository.ts';

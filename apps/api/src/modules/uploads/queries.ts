/** Whose an uploaded file is, for the modules that attach uploads (documents, photos, letters). */
export { findOwnedUpload, isOwnedBy } from './repository.ts';

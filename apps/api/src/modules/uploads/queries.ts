/** Whose an uploaded file is, for the modules that attach uploads (documents, photos, letters). */
export { findOwnedImageNames, findOwnedUpload, isOwnedBy } from './repository.ts';

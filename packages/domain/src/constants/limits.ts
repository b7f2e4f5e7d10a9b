// Limits that forms show before any validation runs (a password's minimum beside its strength meter, a
// picker's maximum). Here rather than beside the schemas that enforce them: a page that imports a
// schema module builds every schema in it, and the public pages build none before a form is used.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Per kind and per stay; an apartment comes with few spots, this only bounds nonsense. */
export const MAX_CAR_SPOTS = 10;

export const MAX_CORPORATE_GUESTS = 500;

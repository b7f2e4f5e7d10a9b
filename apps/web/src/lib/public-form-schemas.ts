// The schemas of the forms on the public pages (sign-in, sign-up, password recovery, the corporate
// request, the contact form), in a module of their own that those forms import when first used
// (lazySchema in form-resolver.ts): a visit that only reads the page never builds them.
export {
  contactRequestSchema,
  corporateRequestSchema,
  loginRequestSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signupRequestSchema,
  validateResetCodeSchema,
} from '@estadia/domain';

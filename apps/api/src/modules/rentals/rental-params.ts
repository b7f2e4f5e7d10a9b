import { idSchema } from '@estadia/domain';
import { z } from 'zod';

/** `:rentId`; a value that cannot be an id answers 404, like an unknown one. */
export const rentalParams = z.object({ rentId: idSchema });

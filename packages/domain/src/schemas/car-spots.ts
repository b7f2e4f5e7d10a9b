import { z } from 'zod';
import './pt-br-errors.ts';
import { MAX_CAR_SPOTS } from '../constants/limits.ts';

export const spotCountSchema = z
  .number()
  .int({ error: 'Informe um número inteiro de vagas' })
  .min(0, { error: 'O número de vagas não pode ser negativo' })
  .max(MAX_CAR_SPOTS, { error: `No máximo ${MAX_CAR_SPOTS} vagas` })
  .default(0);

export const carSpotsSchema = z.object({ common: spotCountSchema, covered: spotCountSchema });
export type CarSpots = z.infer<typeof carSpotsSchema>;

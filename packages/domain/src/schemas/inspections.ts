import { z } from 'zod';
import { INSPECTION_KINDS, ITEM_CONDITIONS } from '../inspections/inspection-rules.ts';
import { idSchema, instantSchema } from './common.ts';
import { fileNameSchema } from './user.ts';

export const MAX_INSPECTION_ITEMS = 200;
export const MAX_ITEM_PHOTOS = 6;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}` })
    .trim()
    .min(1, { error: `Informe ${label}` })
    .max(max, { error: `Deve ter no máximo ${max} caracteres` });

export const inspectionKindSchema = z.enum(INSPECTION_KINDS, {
  error: 'Tipo de vistoria inválido: use MOVE_IN ou MOVE_OUT',
});
export const itemConditionSchema = z.enum(ITEM_CONDITIONS, {
  error: 'Estado inválido: use NEW, GOOD, WORN ou DAMAGED',
});

export const inspectionItemSchema = z.object({
  room: requiredText('o cômodo', 60),
  item: requiredText('o item', 80),
  condition: itemConditionSchema,
  notes: z.string().trim().max(500, { error: 'Deve ter no máximo 500 caracteres' }).optional(),
  /** Names answered by POST /api/upload (JPEG or PNG), at most 6. */
  photos: z
    .array(fileNameSchema)
    .max(MAX_ITEM_PHOTOS, { error: `No máximo ${MAX_ITEM_PHOTOS} fotos por item` }),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

export const createInspectionRequestSchema = z.object({
  kind: inspectionKindSchema,
  items: z
    .array(inspectionItemSchema)
    .min(1, { error: 'Inclua pelo menos um item na vistoria' })
    .max(MAX_INSPECTION_ITEMS, { error: `No máximo ${MAX_INSPECTION_ITEMS} itens` }),
});
export type CreateInspectionRequest = z.infer<typeof createInspectionRequestSchema>;

export const inspectionCommentSchema = z.object({
  /** Index in the inspection's `items`. */
  itemIndex: z.number({ error: 'Informe o item' }).int().min(0),
  text: requiredText('o comentário', 1000),
});
export type InspectionComment = z.infer<typeof inspectionCommentSchema>;

export const inspectionAcknowledgementSchema = z.object({
  agreed: z.boolean(),
  comments: z.array(inspectionCommentSchema),
  at: instantSchema,
});
export type InspectionAcknowledgement = z.infer<typeof inspectionAcknowledgementSchema>;

export const inspectionSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  kind: inspectionKindSchema,
  createdDate: instantSchema,
  items: z.array(inspectionItemSchema.extend({ notes: z.string().optional() })),
  /** The inspection as a PDF with its photos, for the one who asked. */
  pdfUrl: z.string(),
  acknowledgement: inspectionAcknowledgementSchema.optional(),
  /** Until when the customer may agree or contest; after it the inspection stands as recorded. */
  contestDeadline: instantSchema,
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionListSchema = z.object({ items: z.array(inspectionSchema) });
export type InspectionList = z.infer<typeof inspectionListSchema>;

export const acknowledgeInspectionRequestSchema = z.discriminatedUnion(
  'agreed',
  [
    z.object({ agreed: z.literal(true) }),
    z.object({
      agreed: z.literal(false),
      comments: z
        .array(inspectionCommentSchema)
        .min(1, { error: 'Diga de qual item você discorda e por quê' })
        .max(MAX_INSPECTION_ITEMS),
    }),
  ],
  { error: 'Informe se concorda (agreed: true) ou contesta (agreed: false, com comentários)' },
);
export type AcknowledgeInspectionRequest = z.infer<typeof acknowledgeInspectionRequestSchema>;

export const furnitureItemSchema = z.object({
  room: z.string(),
  item: z.string(),
  quantity: z.number().int().min(1),
});

export const modalityFurnitureSchema = z.object({
  modalityId: idSchema,
  items: z.array(furnitureItemSchema),
});
export type ModalityFurniture = z.infer<typeof modalityFurnitureSchema>;

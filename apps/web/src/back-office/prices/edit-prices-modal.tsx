import {
  type AdminModalityPrices,
  type UpdateModalityPricesRequest,
  updateModalityPricesRequestSchema,
} from '@estadia/domain';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormModal } from '@/components/ui/form-modal';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { withNestedErrors } from '@/lib/nested-errors';
import { toastSuccess } from '@/lib/toast';
import { useUpdateModalityPrices } from './api/update-modality-prices';
import { ModalityPriceFields } from './modality-prices-form';
import { formFieldOfIssue, type PriceFormValues, preparePrices, priceFormValues } from './price-form';

const API_ISSUE_PATHS = [
  'priceShortPeriod',
  'priceLongPeriod',
  'dynamicPrices.shortPeriod',
  'dynamicPrices.longPeriod',
  'securityDepositCents',
];

const NO_PRICES: PriceFormValues = {
  priceShortPeriod: '',
  priceLongPeriod: '',
  dynamicPrices: [],
  securityDeposit: '',
};

/** The price form of one modality in a dialog; it cannot be dismissed while saving. */
export function EditPricesModal({
  projectName,
  modality,
  onClose,
}: {
  projectName: string;
  /** The modality being edited; null closes the dialog. */
  modality: AdminModalityPrices | null;
  onClose: () => void;
}) {
  const update = useUpdateModalityPrices();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors },
  } = useForm<PriceFormValues, unknown, UpdateModalityPricesRequest>({
    defaultValues: NO_PRICES,
    resolver: withNestedErrors(
      schemaResolver(updateModalityPricesRequestSchema, (values: PriceFormValues) =>
        modality ? preparePrices(values, modality) : { input: values },
      ),
    ),
  });

  // Each opening starts from the modality's prices as saved, before it is first painted.
  useLayoutEffect(() => {
    if (modality) reset(priceFormValues(modality), { keepFieldsRef: true });
  }, [modality, reset]);

  const onSubmit = handleSubmit(async (body) => {
    if (!modality) return;
    try {
      await update.mutateAsync({ modalityId: modality.id, ...body });
      toastSuccess(`Preços de ${modality.name} atualizados.`);
      onClose();
    } catch (error) {
      const rows = getValues('dynamicPrices');
      showFormFailure(error, {
        fields: API_ISSUE_PATHS,
        setError: ((name: string, fieldError: { type: string; message: string }) => {
          const field = formFieldOfIssue(name, rows);
          if (field) setError(field as never, fieldError);
        }) as never,
        fallback: 'Não foi possível salvar os preços agora. Tente de novo.',
      });
    }
  });

  return (
    <FormModal
      open={modality !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={update.isPending}
      size="lg"
      title={modality ? `Preços: ${modality.name}` : 'Preços'}
      description={projectName}
      submitLabel="Salvar preços"
      className="flex flex-col gap-5"
    >
      <ModalityPriceFields register={register} control={control} errors={errors} />
    </FormModal>
  );
}

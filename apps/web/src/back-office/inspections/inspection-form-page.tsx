import { apartmentLabel, INSPECTION_KIND_LABELS, type InspectionKind } from '@estadia/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/toast';
import { useAdminRental } from '../get-rental';
import { useCreateInspection, useModalityFurniture, useRentalInspections } from './api/inspections';
import {
  type DraftErrors,
  type DraftItem,
  differencesFromMoveIn,
  emptyItem,
  groupByRoom,
  startingItems,
  toRequest,
  validateDraft,
} from './inspection-draft';
import { InspectionItemEditor } from './inspection-item-editor';

/**
 * Registrar vistoria: the move-in (from the modality's furniture) or the move-out (from the move-in's
 * items, differences highlighted), written on a phone room by room, photos from its camera.
 */
export function InspectionFormPage() {
  const { rentId = '' } = useParams();
  const rental = useAdminRental(rentId);
  const inspections = useRentalInspections(rentId);
  const furniture = useModalityFurniture(rental.data?.rental.projectModality.id);

  if (rental.isError || inspections.isError || furniture.isError)
    return (
      <StateMessage
        tone="error"
        icon={<AlertIcon className="size-6" />}
        title="Não foi possível abrir a vistoria"
        action={<ButtonLink to={`/locacoes/${rentId}`}>Voltar à locação</ButtonLink>}
      >
        {errorMessage(rental.error ?? inspections.error ?? furniture.error, 'Tente novamente em instantes.')}
      </StateMessage>
    );
  if (!rental.data || !inspections.data || !furniture.data)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );

  const moveIn = inspections.data.items.find((each) => each.kind === 'MOVE_IN');
  const moveOut = inspections.data.items.find((each) => each.kind === 'MOVE_OUT');
  const kind: InspectionKind | null = !moveIn ? 'MOVE_IN' : !moveOut ? 'MOVE_OUT' : null;
  const { rental: stay } = rental.data;
  const title = `${stay.project.name} · ${apartmentLabel(stay.apartment)}`;
  if (!kind)
    return (
      <StateMessage
        title="As duas vistorias já foram registradas"
        action={<ButtonLink to={`/locacoes/${rentId}`}>Voltar à locação</ButtonLink>}
      >
        A vistoria de entrada e a de saída desta locação estão na página da locação.
      </StateMessage>
    );
  return (
    <InspectionForm
      rentId={rentId}
      kind={kind}
      subtitle={title}
      furniture={furniture.data.items}
      moveIn={moveIn}
    />
  );
}

function InspectionForm({
  rentId,
  kind,
  subtitle,
  furniture,
  moveIn,
}: {
  rentId: string;
  kind: InspectionKind;
  subtitle: string;
  furniture: Parameters<typeof startingItems>[1];
  moveIn: Parameters<typeof startingItems>[2];
}) {
  const navigate = useNavigate();
  const create = useCreateInspection(rentId);
  const [items, setItems] = useState<DraftItem[]>(() => startingItems(kind, furniture, moveIn));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [newRoom, setNewRoom] = useState('');
  const differences = useMemo(
    () => differencesFromMoveIn(items, kind === 'MOVE_OUT' ? moveIn : undefined),
    [items, kind, moveIn],
  );
  // The starting items keep their names; only the ones added here can be renamed or removed.
  const [original] = useState(() => new Set(items.map((item) => item.key)));

  // The previews are this page's own object URLs: freed when it closes.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current)
        for (const photo of item.photos) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const update = (next: DraftItem) =>
    setItems((all) => all.map((each) => (each.key === next.key ? next : each)));
  const done = items.filter((item) => item.condition).length;

  const submit = () => {
    const found = validateDraft(items);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastError('Escolha o estado de todos os itens antes de registrar.');
      return;
    }
    create.mutate(toRequest(kind, items), {
      onSuccess: () => {
        toastSuccess(`${INSPECTION_KIND_LABELS[kind]} registrada. O cliente recebeu um e-mail.`);
        navigate(`/locacoes/${rentId}`);
      },
      onError: (error) => toastError(errorMessage(error, 'Não foi possível registrar a vistoria.')),
    });
  };

  return (
    <form
      className="space-y-6 pb-24"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PageHeader
        title={INSPECTION_KIND_LABELS[kind]}
        intro={
          kind === 'MOVE_OUT'
            ? `${subtitle}. Os itens da vistoria de entrada; o que estiver pior fica destacado.`
            : `${subtitle}. Os móveis da modalidade, cômodo por cômodo: escolha o estado de cada um e fotografe o que importa.`
        }
      />
      {groupByRoom(items).map(([room, roomItems]) => (
        <section key={room} aria-label={room} className="space-y-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">{room}</h2>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setItems((all) => [...all, emptyItem(room)])}
            >
              Adicionar item
            </Button>
          </div>
          <ul className="space-y-3">
            {roomItems.map((item) => (
              <InspectionItemEditor
                key={item.key}
                item={item}
                error={errors[item.key]}
                difference={differences.get(item.key)}
                onChange={update}
                onRemove={
                  original.has(item.key)
                    ? undefined
                    : () => setItems((all) => all.filter((each) => each.key !== item.key))
                }
              />
            ))}
          </ul>
        </section>
      ))}
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-end">
        <Field label="Outro cômodo" className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={newRoom}
              onChange={(event) => setNewRoom(event.target.value)}
              placeholder="Ex.: Varanda"
            />
          )}
        </Field>
        <Button
          variant="secondary"
          disabled={!newRoom.trim()}
          onClick={() => {
            setItems((all) => [...all, emptyItem(newRoom.trim())]);
            setNewRoom('');
          }}
        >
          Adicionar cômodo
        </Button>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 p-3 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {done} de {items.length} itens com estado
          </p>
          <Button type="submit" isLoading={create.isPending}>
            Registrar vistoria
          </Button>
        </div>
      </div>
    </form>
  );
}

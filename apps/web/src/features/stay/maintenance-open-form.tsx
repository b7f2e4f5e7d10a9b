import {
  createMaintenanceRequestSchema,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_DEADLINE_LABELS,
  MAINTENANCE_URGENCIES,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceCategory,
  type MaintenanceUrgency,
} from '@estadia/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/toast';
import { useOpenMaintenanceRequest } from './api/maintenance-requests';
import { MaintenancePhotosField, type PickedPhoto } from './maintenance-photos-field';

type Errors = Partial<Record<'category' | 'description' | 'urgency', string>>;

/** Opens a repair request: what, how urgent (with the deadline it gets), a description and photos. */
export function MaintenanceOpenForm({ rentId, onDone }: { rentId: string; onDone: () => void }) {
  const [category, setCategory] = useState<MaintenanceCategory | ''>('');
  const [urgency, setUrgency] = useState<MaintenanceUrgency>('NORMAL');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const openRequest = useOpenMaintenanceRequest(rentId);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createMaintenanceRequestSchema.safeParse({
      category: category || undefined,
      urgency,
      description,
      photos: photos.map((photo) => photo.fileName),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        if (key === 'category') found.category = 'Escolha a categoria';
        else if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    openRequest.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess('Solicitação enviada. Acompanhe por aqui e pelo seu e-mail.');
        onDone();
      },
      onError: (error) => toastError(errorMessage(error, 'Não foi possível enviar a solicitação.')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-line p-4">
      <Field label="Categoria" required error={errors.category}>
        {(control) => (
          <Select
            {...control}
            value={category}
            onChange={(event) => setCategory(event.target.value as MaintenanceCategory)}
          >
            <option value="">Escolha…</option>
            {MAINTENANCE_CATEGORIES.map((each) => (
              <option key={each} value={each}>
                {MAINTENANCE_CATEGORY_LABELS[each]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Urgência</legend>
        {MAINTENANCE_URGENCIES.map((each) => (
          <label key={each} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="urgency"
              value={each}
              checked={urgency === each}
              onChange={() => setUrgency(each)}
            />
            <span className="font-semibold">{MAINTENANCE_URGENCY_LABELS[each]}</span>
            <span className="text-ink-muted">— atendimento {MAINTENANCE_DEADLINE_LABELS[each]}</span>
          </label>
        ))}
      </fieldset>
      <Field
        label="Descrição"
        required
        error={errors.description}
        hint="O que aconteceu, onde, e desde quando."
      >
        {(control) => (
          <Textarea
            {...control}
            value={description}
            maxLength={2000}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <MaintenancePhotosField photos={photos} onChange={setPhotos} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={openRequest.isPending}>
          Enviar solicitação
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

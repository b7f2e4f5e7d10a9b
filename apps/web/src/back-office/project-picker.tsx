import { Field } from '../components/ui/field';
import { Select } from '../components/ui/input';
import { QueryError } from '../components/ui/query-state';
import type { CalendarProject } from './get-calendar-projects';

interface ProjectsQuery {
  data: CalendarProject[] | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The projects of a page that works on one of them (calendar, front desk, housekeeping) did not load. */
export function ProjectsLoadError({ projects }: { projects: ProjectsQuery }) {
  return <QueryError query={projects} title="Não foi possível carregar os empreendimentos" />;
}

/** 'Empreendimento': the project the page shows, by name and city. */
export function ProjectSelectField({
  projects,
  value,
  onChange,
}: {
  projects: CalendarProject[] | undefined;
  value: string | undefined;
  onChange: (projectId: string) => void;
}) {
  return (
    <Field label="Empreendimento" className="sm:w-72">
      {(control) => (
        <Select {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {(projects ?? []).map((each) => (
            <option key={each.id} value={each.id}>
              {each.name} ({each.cityName})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

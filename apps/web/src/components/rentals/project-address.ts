import type { RentalView } from '@/lib/rentals/get-rental';

/** The project's address in one line: 'Rua X, 100 – Santa Mônica, Uberlândia - MG'. */
export function projectAddress(project: RentalView['project']): string {
  const place = [project.neighborhood, `${project.city.name} - ${project.city.stateInitials}`]
    .filter(Boolean)
    .join(', ');
  return project.address ? `${project.address} – ${place}` : place;
}

import type { Project } from '@estadia/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { projectPath } from '../project-card';
import { loadGoogleMaps } from './google-maps-loader';

/** A Google map with one marker per project (only with a usable key); calls onError when it cannot load. */
export function ProjectsMap({
  projects,
  apiKey,
  onError,
}: {
  projects: readonly Project[];
  apiKey: string;
  onError: () => void;
}) {
  const element = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey)
      .then((google) => {
        if (cancelled || !element.current) return;
        const map = new google.maps.Map(element.current, { disableDefaultUI: false, clickableIcons: false });
        const bounds = new google.maps.LatLngBounds();
        for (const project of projects) {
          const marker = new google.maps.Marker({ map, position: project.location, title: project.name });
          marker.addListener('click', () => navigate(projectPath(project)));
          bounds.extend(project.location);
        }
        if (projects.length === 1) {
          map.setCenter(projects[0]!.location);
          map.setZoom(15);
        } else {
          map.fitBounds(bounds, 48);
        }
      })
      .catch(() => {
        if (!cancelled) onError();
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, projects, navigate, onError]);

  return (
    <section
      ref={element}
      aria-label="Mapa dos projetos"
      className="h-80 w-full overflow-hidden rounded-2xl border border-line bg-surface-sunken sm:h-96"
    />
  );
}

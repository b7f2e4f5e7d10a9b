import type { Location } from '@estadia/domain';
import { ExternalLinkIcon } from '@/components/ui/booking-icons';
import { cn } from '@/lib/cn';
import { mapsSearchUrl } from './maps-links';

/** 'Abrir no mapa': Google Maps at the point, in a new tab (said to screen readers, with the place). */
export function OpenInMapsLink({
  location,
  placeName,
  className,
}: {
  location: Location;
  /** Read after the link text where several places are listed. */
  placeName?: string;
  className?: string;
}) {
  return (
    <a
      href={mapsSearchUrl(location)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold text-brand-ink underline-offset-4 hover:underline',
        className,
      )}
    >
      Abrir no mapa
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">
        {placeName ? `: ${placeName} (abre em uma nova aba)` : '(abre em uma nova aba)'}
      </span>
    </a>
  );
}

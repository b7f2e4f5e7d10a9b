import { useEffect, useState } from 'react';
import { useMaintenancePhoto } from '../api/maintenance-requests';

/** One photo of a repair request, fetched with the session and shown from a local object URL. */
export function MaintenancePhoto({
  requestId,
  fileName,
  alt,
}: {
  requestId: string;
  fileName: string;
  alt: string;
}) {
  const photo = useMaintenancePhoto(requestId, fileName);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);
  if (!url)
    return (
      <span
        role="img"
        aria-label={photo.isError ? `${alt} (não foi possível carregar)` : `${alt} (carregando)`}
        className="block size-20 animate-pulse rounded-lg bg-surface-sunken"
      />
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img src={url} alt={alt} className="size-20 rounded-lg border border-line object-cover" />
    </a>
  );
}

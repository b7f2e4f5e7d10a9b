import { useEffect, useState } from 'react';
import { useInspectionPhoto } from '../api/inspections';

/** One photo of the inspection, fetched with the session and shown from a local object URL. */
export function InspectionPhoto({
  inspectionId,
  fileName,
  alt,
}: {
  inspectionId: string;
  fileName: string;
  alt: string;
}) {
  const photo = useInspectionPhoto(inspectionId, fileName);
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
        className="block size-24 animate-pulse rounded-lg bg-surface-sunken"
      />
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img src={url} alt={alt} className="size-24 rounded-lg border border-line object-cover" />
    </a>
  );
}

import { useEffect, useState } from 'react';

const SIZES = { sm: 'size-20', md: 'size-24' } as const;

/**
 * A private photo (an inspection's, a repair request's): the bytes come with the session, so the
 * picture is shown from a local object URL, released when the component goes away.
 */
export function BlobPhoto({
  photo,
  alt,
  size,
}: {
  photo: { data?: Blob; isError: boolean };
  alt: string;
  size: keyof typeof SIZES;
}) {
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
        className={`block ${SIZES[size]} animate-pulse rounded-lg bg-surface-sunken`}
      />
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img src={url} alt={alt} className={`${SIZES[size]} rounded-lg border border-line object-cover`} />
    </a>
  );
}

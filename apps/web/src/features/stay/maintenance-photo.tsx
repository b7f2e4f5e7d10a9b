import { useMaintenancePhoto } from './api/maintenance-requests';
import { BlobPhoto } from './blob-photo';

/** One photo of a repair request or of a comment on it. */
export function MaintenancePhoto({
  requestId,
  fileName,
  alt,
}: {
  requestId: string;
  fileName: string;
  alt: string;
}) {
  return <BlobPhoto photo={useMaintenancePhoto(requestId, fileName)} alt={alt} size="sm" />;
}

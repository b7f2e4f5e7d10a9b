import { useInspectionPhoto } from './api/inspections';
import { BlobPhoto } from './blob-photo';

/** One photo of the inspection. */
export function InspectionPhoto({
  inspectionId,
  fileName,
  alt,
}: {
  inspectionId: string;
  fileName: string;
  alt: string;
}) {
  return <BlobPhoto photo={useInspectionPhoto(inspectionId, fileName)} alt={alt} size="md" />;
}

import { cancellationPolicy, formatBrDate } from '@estadia/domain';
import { legalSections } from '../components/legal-blocks';
import { LegalDocument } from '../components/legal-document';

// The same text is a clause of every contract (packages/domain/src/legal). The hold time shown is the
// default: the web cannot read the server's HOLD_HOURS.
const POLICY = cancellationPolicy();
const SECTIONS = legalSections(POLICY);

export function CancellationPolicyPage() {
  return (
    <LegalDocument
      title={POLICY.title}
      intro={POLICY.intro}
      updatedAt={formatBrDate(POLICY.updatedAt)}
      sections={SECTIONS}
    />
  );
}

import { formatBrDate, HOUSE_RULES } from '@estadia/domain';
import { legalSections } from '../components/legal-blocks';
import { LegalDocument } from '../components/legal-document';

// The same text is a clause of every contract (packages/domain/src/legal).
const SECTIONS = legalSections(HOUSE_RULES);

export function HouseRulesPage() {
  return (
    <LegalDocument
      title={HOUSE_RULES.title}
      intro={HOUSE_RULES.intro}
      updatedAt={formatBrDate(HOUSE_RULES.updatedAt)}
      sections={SECTIONS}
    />
  );
}

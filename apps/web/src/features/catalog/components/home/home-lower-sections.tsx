import { CorporateCta } from './corporate-cta';
import { FaqTeaser } from './faq-teaser';
import { HowItWorks } from './how-it-works';
import { StayKinds } from './stay-kinds';

/** The home page below the featured projects: downloaded when the visitor scrolls near it. */
export function HomeLowerSections() {
  return (
    <>
      <StayKinds />
      <HowItWorks />
      <CorporateCta />
      <FaqTeaser />
    </>
  );
}

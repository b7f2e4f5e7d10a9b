import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../../lib/use-once-true';
import { useUserStore } from '../../../lib/user-store';
import { CorporateCta } from '../components/home/corporate-cta';
import { FaqTeaser } from '../components/home/faq-teaser';
import { FeaturedProjects } from '../components/home/featured-projects';
import { HomeHero } from '../components/home/home-hero';
import { HowItWorks } from '../components/home/how-it-works';
import { StayKinds } from '../components/home/stay-kinds';

// Downloaded the first time the visitor opens the search.
const SearchLocationsModal = lazy(() =>
  import('../components/home/search-locations-modal').then((m) => ({ default: m.SearchLocationsModal })),
);

export function HomePage() {
  const isSearchOpen = useUserStore((state) => state.isSearchLocationsModalOpen);
  const searchNeeded = useOnceTrue(isSearchOpen);
  return (
    <>
      <HomeHero />
      <FeaturedProjects />
      <StayKinds />
      <HowItWorks />
      <CorporateCta />
      <FaqTeaser />
      {searchNeeded && (
        <Suspense fallback={null}>
          <SearchLocationsModal />
        </Suspense>
      )}
    </>
  );
}

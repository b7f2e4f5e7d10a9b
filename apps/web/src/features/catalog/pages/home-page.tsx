import { lazy, Suspense } from 'react';
import { BelowTheFold, belowTheFold } from '@/lib/below-the-fold';
import { loadQueryClient } from '@/lib/query-client-loader';
import { useOnceTrue } from '@/lib/use-once-true';
import { useUserStore } from '@/lib/user-store';
import { FeaturedProjects } from '../components/home/featured-projects';
import { HomeHero } from '../components/home/home-hero';

// Stay kinds, how it works, the corporate call and the FAQ teaser: far below the fold.
const lowerSections = belowTheFold('estadias-titulo', () =>
  import('../components/home/home-lower-sections').then((m) => m.HomeLowerSections),
);

// Downloaded the first time the visitor opens the search, with the query library it lists places with.
const SearchLocationsModal = lazy(() =>
  Promise.all([import('../components/home/search-locations-modal'), loadQueryClient()]).then(([m]) => ({
    default: m.SearchLocationsModal,
  })),
);

export function HomePage() {
  const isSearchOpen = useUserStore((state) => state.isSearchLocationsModalOpen);
  const searchNeeded = useOnceTrue(isSearchOpen);
  return (
    <>
      <HomeHero />
      <FeaturedProjects />
      <BelowTheFold part={lowerSections} />
      {searchNeeded && (
        <Suspense fallback={null}>
          <SearchLocationsModal />
        </Suspense>
      )}
    </>
  );
}

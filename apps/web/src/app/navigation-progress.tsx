import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page (its code or the user) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-soft" aria-hidden="true">
      <div className="h-full w-1/3 animate-progress bg-brand" />
    </div>
  );
}

import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the unit screen while it loads. */
export function UnitSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Carregando a unidade
      </span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-4 h-9 w-3/4 max-w-xl" />
      <Skeleton className="mt-3 h-5 w-56" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-8 w-20 rounded-full" />
        <Skeleton className="h-8 w-28 rounded-full" />
        <Skeleton className="h-8 w-32 rounded-full" />
      </div>
      <div className="mt-8 gap-10 lg:grid lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="space-y-3">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
          <div className="flex gap-2">
            <Skeleton className="h-14 w-20" />
            <Skeleton className="h-14 w-20" />
            <Skeleton className="h-14 w-20" />
          </div>
        </div>
        <Skeleton className="mt-8 h-[32rem] rounded-2xl lg:mt-0" />
      </div>
    </div>
  );
}

import { Skeleton } from '@web/components/ui/skeleton';
import { useCommonText } from '@web/i18n/ns/common';

export function PageSkeleton() {
  const t = useCommonText();
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8" aria-busy="true" aria-label={t('ui.loading')}>
      <Skeleton className="h-8 w-64" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="mt-6 h-64" />
    </main>
  );
}

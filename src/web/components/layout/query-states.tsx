import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCommonText } from '@web/i18n/ns/common';
import { cn } from '@web/lib/cn';
import { useOffline } from '@web/lib/connectivity';
import { OfflineNotice } from './offline-banner';
import { errorText } from '@web/i18n/messages';

/** Grey bars standing in for the rows of a list that is loading; a status named `label` for screen readers. */
export function LoadingRows({ count, height, label, className }: { count: number; height: string; label?: string; className?: string }) {
  return (
    <div
      className={cn('grid gap-2', className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-busy={label ? true : undefined}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={height} />
      ))}
    </div>
  );
}

/** "Could not load {what}: {message}" with a Try again button. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const t = useCommonText();
  const offline = useOffline();
  if (offline) return <OfflineNotice />;
  return (
    <div className="py-10 text-center text-sm text-muted-foreground">
      <p>{t('load.failed', { what, message: errorText(error) })}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t('load.retry')}
      </Button>
    </div>
  );
}

/** An empty list: an optional icon, a title, a hint, and an optional action (children). */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={Icon ? 'py-12 text-center' : 'py-10 text-center'}>
      {Icon ? <Icon className="mx-auto size-8 text-muted-foreground" aria-hidden /> : null}
      <p className={Icon ? 'mt-2 font-medium' : 'font-medium'}>{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {children}
    </div>
  );
}

/**
 * A list query's four states: the loading rows, the error with a retry, the empty state, or the
 * content. `what` names the list in the error ("Could not load bids: …"). Data already loaded stays
 * on screen when a refetch fails; with none, offline, it says so instead of loading forever (decision 045).
 */
export function QueryStates<T>({
  query,
  what,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  loading: { count: number; height: string; label?: string; className?: string };
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const offline = useOffline();
  if (query.isPending && offline) return <OfflineNotice />;
  if (query.isPending) return <LoadingRows {...loading} />;
  if (query.isError && query.data === undefined) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return isEmpty(query.data as T) ? empty : children(query.data as T);
}

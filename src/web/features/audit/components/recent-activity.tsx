import { ActivityIcon } from 'lucide-react';
import { LoadingRows } from '@web/components/layout/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorText } from '@web/i18n/messages';
import { useReportsText } from '@web/i18n/ns/reports';
import { useAdminLiveUpdates } from '@web/lib/use-admin-live-updates';
import { useNow } from '@web/lib/use-now';
import { auditKeys } from '../api/audit-keys';
import { useActivity } from '../api/get-activity';
import { useFormatDate } from '@web/lib/use-format-date';

/** Spec §2 Recent Activity: the newest admin and vendor actions, live (the `admin` topic), with how long ago. */
export function RecentActivity({ className }: { className?: string }) {
  const formatDate = useFormatDate();
  const t = useReportsText();
  const activity = useActivity();
  const now = useNow();
  useAdminLiveUpdates([auditKeys.all]);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ActivityIcon className="size-4" aria-hidden />
          {t('dashboard.admin.recentActivity')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <LoadingRows count={5} height="h-8" />
        ) : activity.isError ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.admin.activityError', { message: errorText(activity.error) })}</p>
        ) : activity.data.items.length ? (
          <ol className="divide-y" aria-label={t('dashboard.admin.recentActivityLabel')}>
            {activity.data.items.map((e) => (
              <li key={e.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                <span>{e.summary}</span>
                <time dateTime={e.createdAt} className="shrink-0 text-xs text-muted-foreground" title={formatDate(e.createdAt, 'full')}>
                  {formatDate(e.createdAt, 'ago', { now })}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t('dashboard.admin.noActivity')}</p>
        )}
      </CardContent>
    </Card>
  );
}

import { CalendarDaysIcon, CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { useCalendarFeed, useNewCalendarFeed, useStopCalendarFeed } from '../api/calendar-feed';

/** The same address for calendar applications that open `webcal:` links (Apple Calendar, Outlook). */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The caller's private calendar feed: the auctions they watch, set a reminder on or joined, in their own
 * calendar. Its secret address is shown once, when made; a new one replaces it, and it can be turned off.
 */
export function CalendarFeedCard() {
  const t = useBuyerText();
  const formatDate = useFormatDate();
  const feed = useCalendarFeed();
  const create = useNewCalendarFeed();
  const stop = useStopCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const busy = create.isPending || stop.isPending;

  const onCreate = async () => {
    if (busy) return;
    try {
      setAddress((await create.mutateAsync()).url);
      toast.success(t('calendarFeed.created'));
    } catch (err) {
      toast.apiError(t('calendarFeed.failed'), err);
    }
  };
  const onStop = async () => {
    if (busy) return;
    try {
      await stop.mutateAsync();
      setAddress(null);
      toast.success(t('calendarFeed.stopped'));
    } catch (err) {
      toast.apiError(t('calendarFeed.failed'), err);
    }
  };
  const onCopy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.info(t('calendarFeed.copyByHand'));
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="calendar-feed-title" className="flex items-center gap-2 font-medium">
          <CalendarDaysIcon className="size-4" aria-hidden />
          {t('calendarFeed.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('calendarFeed.explain')}</p>
      </div>
      {feed.isPending ? (
        <LoadingRows count={1} height="h-10" label={t('calendarFeed.what')} />
      ) : feed.isError ? (
        <LoadError what={t('calendarFeed.what')} error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <div className="space-y-3">
          {address ? (
            <div className="space-y-2">
              <label htmlFor="calendar-feed-address" className="text-sm font-medium">
                {t('calendarFeed.address')}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="calendar-feed-address"
                  readOnly
                  value={address}
                  className="font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline" onClick={onCopy}>
                  <CopyIcon aria-hidden />
                  {t('calendarFeed.copy')}
                </Button>
                <Button variant="outline" asChild>
                  <a href={webcal(address)}>
                    <ExternalLinkIcon aria-hidden />
                    {t('calendarFeed.subscribe')}
                  </a>
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">{t('calendarFeed.keepPrivate')}</p>
            </div>
          ) : feed.data.active && feed.data.createdAt ? (
            <p className="text-sm" aria-live="polite">
              {t('calendarFeed.activeSince', { date: formatDate(feed.data.createdAt, 'default') })}
            </p>
          ) : (
            <p className="text-sm" aria-live="polite">
              {t('calendarFeed.none')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={onCreate} disabled={busy}>
              {feed.data.active ? t('calendarFeed.replace') : t('calendarFeed.create')}
            </Button>
            {feed.data.active ? (
              <Button variant="outline" onClick={onStop} disabled={busy}>
                {t('calendarFeed.stop')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

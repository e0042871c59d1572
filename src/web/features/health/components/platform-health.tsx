import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAdminText } from '@web/i18n/ns/admin';
import { useHealth } from '../api/get-health';
import { useRealtimeStatus } from '@web/lib/use-realtime';
import { useFormatDate } from '@web/lib/use-format-date';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** This tab's realtime connection, as Platform Health shows it. */
function useConnectionStatus(): 'open' | 'connecting' | 'closed' {
  const state = useRealtimeStatus();
  return state === 'open' ? 'open' : state === 'idle' ? 'closed' : 'connecting';
}

/**
 * Platform Health from live measurements: the API's own health check, the round trip to it from
 * this browser, the database it reports, and this tab's realtime connection.
 */
export function PlatformHealth() {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const health = useHealth();
  const realtime = useConnectionStatus();
  const h = health.data;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('health.title')}</CardTitle>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('health.checkAgain')}
          title={t('health.checkAgain')}
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          <RefreshCwIcon className={health.isFetching ? 'animate-spin' : undefined} aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Item label={t('health.api')}>
            {health.isPending ? (
              t('health.checking')
            ) : health.isError ? (
              <Badge variant="destructive">{t('health.unreachable')}</Badge>
            ) : (
              <Badge variant={h?.status === 'ok' ? 'live' : 'warning'}>
                {h?.status === 'ok' ? t('health.operational') : <span translate="no">{h?.status}</span>}
              </Badge>
            )}
          </Item>
          <Item label={t('health.responseTime')}>{h ? t('health.ms', { ms: h.latencyMs }) : '—'}</Item>
          <Item label={t('health.database')}>
            {h ? h.db === 'postgres' ? <span translate="no">PostgreSQL</span> : t('health.pglite') : '—'}
          </Item>
          <Item label={t('health.realtime')}>
            <Badge variant={realtime === 'open' ? 'live' : realtime === 'connecting' ? 'warning' : 'muted'}>
              {realtime === 'open' ? t('health.active') : realtime === 'connecting' ? t('health.reconnecting') : t('health.offline')}
            </Badge>
          </Item>
        </dl>
        {h ? <p className="mt-2 text-xs text-muted-foreground">{t('health.checked', { time: formatDate(h.checkedAt, 'time') })}</p> : null}
      </CardContent>
    </Card>
  );
}

import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useHealth } from '../api/get-health';
import { useRealtimeStatus } from '@web/lib/use-realtime';

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
  const health = useHealth();
  const realtime = useConnectionStatus();
  const h = health.data;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Platform Health</CardTitle>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Check again"
          title="Check again"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          <RefreshCwIcon className={health.isFetching ? 'animate-spin' : undefined} aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Item label="API">
            {health.isPending ? (
              'Checking…'
            ) : health.isError ? (
              <Badge variant="destructive">Unreachable</Badge>
            ) : (
              <Badge variant={h?.status === 'ok' ? 'live' : 'warning'}>{h?.status === 'ok' ? 'Operational' : h?.status}</Badge>
            )}
          </Item>
          <Item label="Response time">{h ? `${h.latencyMs} ms` : '—'}</Item>
          <Item label="Database">{h ? (h.db === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)') : '—'}</Item>
          <Item label="Real-time">
            <Badge variant={realtime === 'open' ? 'live' : realtime === 'connecting' ? 'warning' : 'muted'}>
              {realtime === 'open' ? 'Active' : realtime === 'connecting' ? 'Reconnecting…' : 'Offline'}
            </Badge>
          </Item>
        </dl>
        {h ? (
          <p className="mt-2 text-xs text-muted-foreground">
            Checked at {new Date(h.checkedAt).toLocaleTimeString('en-IN')}; re-checked every 30 seconds.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

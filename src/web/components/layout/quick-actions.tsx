import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCommonText } from '@web/i18n/ns/common';

export type QuickAction = { to: string; label: string; icon: LucideIcon };

/** A dashboard's Quick Actions card: its links as icon tiles, two to a row. */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  const t = useCommonText();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ui.quickActions')}</CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label={t('ui.quickActionsNav')} className="grid grid-cols-2 gap-2">
          {actions.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="flex flex-col items-center gap-1 rounded-lg border p-3 text-center text-xs font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon className="size-5 text-primary" aria-hidden />
              {label}
            </Link>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}

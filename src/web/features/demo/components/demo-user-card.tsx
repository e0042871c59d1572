import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DemoUser } from '@shared/schemas/demo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAdminText } from '@web/i18n/ns/admin';
import { toast } from '@web/lib/toast';
import { copyText } from '../lib/copy-text';

/** One demo buyer with its credentials and a Copy button (copies "email / password"). */
export function DemoUserCard({ user }: { user: DemoUser }) {
  const t = useAdminText();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    try {
      await copyText(`${user.email} / ${user.password}`);
    } catch (err) {
      toast.apiError(t('demo.card.copyFailed'), err);
      return;
    }
    setCopied(true);
    toast.success(t('demo.card.copiedTitle'), t('demo.card.copiedText'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle translate="no">{user.name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-1 text-sm">
          <dt className="text-xs text-muted-foreground">{t('demo.card.email')}</dt>
          <dd className="font-mono [overflow-wrap:anywhere]" translate="no">
            {user.email}
          </dd>
          <dt className="mt-1 text-xs text-muted-foreground">{t('demo.card.password')}</dt>
          <dd className="font-mono" translate="no">
            {user.password}
          </dd>
        </dl>
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={t('demo.card.copyFor', { name: user.name })}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? t('demo.card.copied') : t('demo.card.copy')}
        </Button>
      </CardContent>
    </Card>
  );
}

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DemoUser } from '@shared/schemas/demo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { copyText } from '../lib/copy-text';

/** One demo buyer with its credentials and a Copy button (copies "email / password"). */
export function DemoUserCard({ user }: { user: DemoUser }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const onCopy = async () => {
    try {
      await copyText(`${user.email} / ${user.password}`);
    } catch (err) {
      toast.apiError('Copy failed', err);
      return;
    }
    setCopied(true);
    toast.success('Copied!', 'Credentials copied to clipboard');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{user.name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-1 text-sm">
          <dt className="text-xs text-muted-foreground">Email</dt>
          <dd className="font-mono [overflow-wrap:anywhere]">{user.email}</dd>
          <dt className="mt-1 text-xs text-muted-foreground">Password</dt>
          <dd className="font-mono">{user.password}</dd>
        </dl>
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy credentials for ${user.name}`}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </CardContent>
    </Card>
  );
}

import { DEMO_WALLET } from '@shared/domain/constants';
import { formatINR } from '@shared/domain/money';
import { LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DEMO_MESSAGES } from '@shared/schemas/demo';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/i18n/messages';
import { useAdminText } from '@web/i18n/ns/admin';
import { toast } from '@web/lib/toast';
import { isDemoDisabled, useDemoUsers, useResetDemoUsers } from '../api/demo-users';
import { DemoUserCard } from './demo-user-card';

/**
 * Spec §2 demo setup: four ready-to-bid buyers, their credentials, a reset, and how to try it. When
 * the server has demo mode off the route shows the 404 page instead (the load's 404 is not announced).
 */
export function DemoSetup() {
  const t = useAdminText();
  const users = useDemoUsers();
  const reset = useResetDemoUsers();
  const [confirmOpen, setConfirmOpen] = useState(false);

  // The outcome of the load is announced once per visit (spec §8 "Success" / "Failed to create demo users").
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || users.isFetching) return;
    if (users.isSuccess) {
      announced.current = true;
      toast.success(t('demo.success'), users.data.message || DEMO_MESSAGES.ready);
    } else if (users.isError && !isDemoDisabled(users.error)) {
      announced.current = true;
      toast.apiError(DEMO_MESSAGES.createFailed, users.error);
    }
  }, [users.isFetching, users.isSuccess, users.isError, users.data, users.error, t]);

  const onRetry = async () => {
    const r = await users.refetch();
    if (r.isError) toast.apiError(DEMO_MESSAGES.createFailed, r.error);
    else if (r.data) toast.success(t('demo.success'), r.data.message || DEMO_MESSAGES.ready);
  };

  const onReset = async () => {
    setConfirmOpen(false);
    try {
      const data = await reset.mutateAsync();
      toast.success(t('demo.success'), data.message || DEMO_MESSAGES.ready);
    } catch (err) {
      toast.apiError(DEMO_MESSAGES.resetFailed, err);
    }
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="demo-accounts" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="demo-accounts" className="text-lg font-semibold">
            {t('demo.accounts')}
          </h2>
          <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={reset.isPending || users.isPending}>
                {reset.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <RotateCcwIcon aria-hidden />}
                {reset.isPending ? t('demo.resetting') : t('demo.reset')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>{t('demo.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('messages.demo.resetConfirm')}</AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('demo.cancel')}</AlertDialogCancel>
                <AlertDialogAction
                  onClick={(e) => {
                    e.preventDefault();
                    void onReset();
                  }}
                >
                  {t('demo.confirm')}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
        {users.isPending || reset.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label={t('demo.creating')}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-44 rounded-xl" />
            ))}
          </div>
        ) : users.isError ? (
          <div className="grid justify-items-start gap-2 rounded-lg border p-6">
            <p className="font-medium">{t('messages.demo.createFailed')}</p>
            <p className="text-sm text-muted-foreground">{errorText(users.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void onRetry()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {users.data.users.map((u) => (
              <DemoUserCard key={u.email} user={u} />
            ))}
          </div>
        )}
        <p className="text-sm text-muted-foreground">{t('demo.wallet', { amount: formatINR(DEMO_WALLET) })}</p>
      </section>

      <section aria-labelledby="demo-how" className="grid gap-3">
        <h2 id="demo-how" className="text-lg font-semibold">
          {t('demo.how')}
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          <li>
            {t('demo.step1')}{' '}
            <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
              {t('demo.step1Link')}
            </Link>{' '}
            {t('demo.step1After')}
          </li>
          <li>
            {t('demo.step2')}{' '}
            <Link to="/live-auctions" className="font-medium text-primary underline underline-offset-4">
              {t('demo.step2Link')}
            </Link>
            {t('demo.step2After')}
          </li>
          <li>
            {t('demo.step3')}{' '}
            <Link to="/admin/bids" className="font-medium text-primary underline underline-offset-4">
              {t('demo.step3Link')}
            </Link>{' '}
            {t('demo.step3After')}
          </li>
        </ol>
      </section>
    </div>
  );
}

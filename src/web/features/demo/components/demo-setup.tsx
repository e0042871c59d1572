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
import { toast } from '@web/lib/toast';
import { isDemoDisabled, useDemoUsers, useResetDemoUsers } from '../api/demo-users';
import { DemoUserCard } from './demo-user-card';

/**
 * Spec §2 demo setup: four ready-to-bid buyers, their credentials, a reset, and how to try it. When
 * the server has demo mode off the route shows the 404 page instead (the load's 404 is not announced).
 */
export function DemoSetup() {
  const users = useDemoUsers();
  const reset = useResetDemoUsers();
  const [confirmOpen, setConfirmOpen] = useState(false);

  // The outcome of the load is announced once per visit (spec §8 "Success" / "Failed to create demo users").
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || users.isFetching) return;
    if (users.isSuccess) {
      announced.current = true;
      toast.success('Success', users.data.message || DEMO_MESSAGES.ready);
    } else if (users.isError && !isDemoDisabled(users.error)) {
      announced.current = true;
      toast.apiError(DEMO_MESSAGES.createFailed, users.error);
    }
  }, [users.isFetching, users.isSuccess, users.isError, users.data, users.error]);

  const onRetry = async () => {
    const r = await users.refetch();
    if (r.isError) toast.apiError(DEMO_MESSAGES.createFailed, r.error);
    else if (r.data) toast.success('Success', r.data.message || DEMO_MESSAGES.ready);
  };

  const onReset = async () => {
    setConfirmOpen(false);
    try {
      const data = await reset.mutateAsync();
      toast.success('Success', data.message || DEMO_MESSAGES.ready);
    } catch (err) {
      toast.apiError(DEMO_MESSAGES.resetFailed, err);
    }
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="demo-accounts" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="demo-accounts" className="text-lg font-semibold">
            Demo buyer accounts
          </h2>
          <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={reset.isPending || users.isPending}>
                {reset.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <RotateCcwIcon aria-hidden />}
                {reset.isPending ? 'Resetting…' : 'Reset Demo Users'}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Reset demo users?</AlertDialogTitle>
              <AlertDialogDescription>{DEMO_MESSAGES.resetConfirm}</AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  onClick={(e) => {
                    e.preventDefault();
                    void onReset();
                  }}
                >
                  Reset
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
        {users.isPending || reset.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Creating demo users">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-44 rounded-xl" />
            ))}
          </div>
        ) : users.isError ? (
          <div className="grid justify-items-start gap-2 rounded-lg border p-6">
            <p className="font-medium">{DEMO_MESSAGES.createFailed}</p>
            <p className="text-sm text-muted-foreground">{users.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void onRetry()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {users.data.users.map((u) => (
              <DemoUserCard key={u.email} user={u} />
            ))}
          </div>
        )}
        <p className="text-sm text-muted-foreground">
          Each demo buyer is verified and has {formatINR(DEMO_WALLET)} in their EMD wallet: join a live auction from its page (Join auction
          holds its EMD), then bid.
        </p>
      </section>

      <section aria-labelledby="demo-how" className="grid gap-3">
        <h2 id="demo-how" className="text-lg font-semibold">
          How to try a live auction
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          <li>
            Open several browser windows (use private windows or different browsers so each keeps its own session) and{' '}
            <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
              log in
            </Link>{' '}
            as a different demo buyer in each.
          </li>
          <li>
            Go to{' '}
            <Link to="/live-auctions" className="font-medium text-primary underline underline-offset-4">
              Live Auctions
            </Link>
            , open the same auction in every window and place bids: each window sees the others’ bids at once.
          </li>
          <li>
            Sign in as an admin in another window and watch the{' '}
            <Link to="/admin/bids" className="font-medium text-primary underline underline-offset-4">
              admin bid page
            </Link>{' '}
            update as the bids arrive.
          </li>
        </ol>
      </section>
    </div>
  );
}

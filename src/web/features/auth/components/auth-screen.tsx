import { ArrowLeftIcon, GavelIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuthText } from '@web/i18n/ns/auth';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { returnPath } from '@web/lib/return-path';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

type Tab = 'sign-in' | 'register';

/**
 * Spec §2 auth screen: Sign In and Register tabs, a Back to Home link, and a redirect to / when a
 * session exists (or to the page the visitor was sent here from, `?next=`). With ?token=… (the e-mailed reset link) it asks for a new password instead;
 * ?tab=register&as=vendor opens the register form with Vendor chosen.
 * `afterResetRequested` lets the app add a way to read the e-mail (the demo mailbox).
 */
export function AuthScreen({ afterResetRequested }: { afterResetRequested?: (email: string) => ReactNode }) {
  const { me, loading, refresh } = useSession();
  const t = useAuthText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  // The page the visitor was sent here from, to return to once signed in (or registered); else home.
  const next = returnPath(params.get('next')) ?? '/';
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' ? 'register' : 'sign-in');
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    // Better Auth sends an expired or used link back here with ?error=INVALID_TOKEN.
    if (linkError) {
      toast.error(t('toasts.resetFailed'), t('toasts.resetLinkInvalid'));
      setParams(
        (p) => {
          p.delete('error');
          return p;
        },
        { replace: true },
      );
    }
  }, [linkError, setParams, t]);

  const signedIn = async () => {
    setDone(true);
    await refresh();
    navigate(next, { replace: true });
  };

  const leaveReset = () => {
    setTab('sign-in');
    setParams({}, { replace: true });
  };

  if (loading) return <AuthSkeleton />;
  if (me && !token && !done) return <Navigate to={next} replace />;

  return (
    <main className="mx-auto grid w-full max-w-lg gap-4 px-4 py-8 sm:py-12">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t('backHome')}
      </Link>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="grid size-11 place-items-center rounded-xl bg-primary text-primary-foreground" aria-hidden>
            <GavelIcon className="size-5" />
          </span>
          <h1 className="text-xl font-bold tracking-tight">{token ? t('newPasswordTitle') : t('welcome')}</h1>
          <CardDescription>{token ? t('newPasswordHint') : t('welcomeHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <>
              <ResetPasswordForm
                token={token}
                onDone={async () => {
                  // The reset ends every session of the account, so re-read ours before showing Sign In.
                  await refresh();
                  leaveReset();
                }}
              />
              <p className="mt-4 text-center text-sm text-muted-foreground">
                {t('remembered')}{' '}
                <Button variant="link" className="h-auto p-0" onClick={leaveReset}>
                  {t('backToSignIn')}
                </Button>
              </p>
            </>
          ) : (
            <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">{t('signInTab')}</TabsTrigger>
                <TabsTrigger value="register">{t('registerTab')}</TabsTrigger>
              </TabsList>
              {/* Both forms stay mounted so switching tabs never loses what was typed. */}
              <TabsContent value="sign-in" forceMount className="data-[state=inactive]:hidden">
                <SignInForm onSignedIn={signedIn} onResetRequested={setResetEmail} />
                {resetEmail && afterResetRequested ? <div className="mt-4 border-t pt-4">{afterResetRequested(resetEmail)}</div> : null}
              </TabsContent>
              <TabsContent value="register" forceMount className="data-[state=inactive]:hidden">
                <RegisterForm
                  // An address that already had an account is told the same "check your email"; its owner signs in here.
                  onRegistered={(isSignedIn) => (isSignedIn ? signedIn() : setTab('sign-in'))}
                  initialUserType={params.get('as') === 'vendor' ? 'vendor' : 'buyer'}
                />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function AuthSkeleton() {
  const t = useAuthText();
  return (
    <main className="mx-auto grid w-full max-w-lg gap-4 px-4 py-8 sm:py-12" aria-busy="true" aria-label={t('loading')}>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </main>
  );
}

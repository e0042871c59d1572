import { BellRingIcon, BookmarkIcon, GavelIcon, LogOutIcon, MenuIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { DASHBOARD_PATH, REPORTS_PATH } from '@shared/domain/roles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useCommonText } from '@web/i18n/ns/common';
import { cn } from '@web/lib/cn';
import { useChooseLanguage } from '@web/lib/language';
import { useSession } from '@web/lib/session';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

type NavItem = { to: string; label: string };

export function displayName(me: { user: { email: string; name: string }; profile: { fullName: string | null } | null }) {
  return me.profile?.fullName || me.user.name || me.user.email.split('@')[0] || me.user.email;
}

/** Spec §2 top navigation. `bell` is the notifications popover, composed by the app. */
export function TopNav({
  bell,
  beforeSignOut,
}: {
  bell?: ReactNode;
  /** Runs before the session ends (the app ends this browser's push subscription). */
  beforeSignOut?: () => Promise<unknown>;
}) {
  const { me, role, loading, signOut } = useSession();
  const t = useCommonText();
  const chooseLanguage = useChooseLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const links: NavItem[] = me
    ? [
        { to: '/live-auctions', label: t('nav.liveAuctions') },
        { to: '/properties', label: t('nav.properties') },
        { to: DASHBOARD_PATH[role ?? 'buyer'], label: t('nav.dashboard') },
        { to: REPORTS_PATH[role ?? 'buyer'], label: t('nav.reports') },
      ]
    : [
        { to: '/live-auctions', label: t('nav.liveAuctions') },
        { to: '/properties', label: t('nav.properties') },
      ];
  // Spec §2: admins also see Users, Auctions, Bids and Documents; with the money and mail desks they are a
  // row of their own, so the main row fits a 1280 px screen with the name and Sign Out.
  const adminLinks: NavItem[] =
    me && role === 'admin'
      ? [
          { to: '/admin/users', label: t('nav.users') },
          { to: '/admin/auctions', label: t('nav.auctions') },
          { to: '/admin/bids', label: t('nav.bids') },
          { to: '/admin/documents', label: t('nav.documents') },
          { to: '/admin/emd-deposits', label: t('nav.emdDeposits') },
          { to: '/admin/sales', label: t('nav.sales') },
          { to: '/admin/outbox', label: t('nav.outbox') },
        ]
      : [];

  const onSignOut = async () => {
    await beforeSignOut?.();
    // NOTE: / is loaded afresh once the server has ended the session: nothing of the account stays in
    // the tab, and no screen of it renders signed out for a moment, asking for what only the account
    // may read (a 401) or sending a guarded page to sign-in.
    if (await signOut()) window.location.assign('/');
    else navigate('/');
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted',
      isActive ? 'text-primary' : 'text-foreground/80',
    );

  return (
    <>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
          <Link to="/" className="flex items-center gap-2 font-bold text-primary" aria-label={t('brand.home')}>
            <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
              <GavelIcon className="size-4" aria-hidden />
            </span>
            <span className="text-lg tracking-tight" translate="no">
              Neelami
            </span>
          </Link>
          <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 lg:flex">
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageMenu onChoose={(language) => void chooseLanguage(language)} />
            <ThemeToggle />
            {me || loading ? (
              <>
                <Badge variant="secondary" data-testid="role-badge" className="hidden sm:inline-flex">
                  {loading ? t('nav.loading') : t(`role.${role ?? 'buyer'}`)}
                </Badge>
                {me ? (
                  <>
                    {bell}
                    {/* On a phone the menu holds these links: the bar has no room for them at 360 px. */}
                    <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
                      <Link to="/saved-searches" aria-label={t('nav.savedSearches')} title={t('nav.savedSearches')}>
                        <BookmarkIcon aria-hidden />
                      </Link>
                    </Button>
                    <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
                      <Link to="/settings/notifications" aria-label={t('nav.notificationSettings')} title={t('nav.notificationSettings')}>
                        <BellRingIcon aria-hidden />
                      </Link>
                    </Button>
                    <span className="hidden max-w-40 truncate text-sm font-medium md:inline" data-testid="user-name" translate="no">
                      {displayName(me)}
                    </span>
                    <Button variant="outline" size="sm" onClick={onSignOut}>
                      <LogOutIcon aria-hidden />
                      {/* Phones show the icon only; the name stays for screen readers. */}
                      <span className="sr-only sm:not-sr-only">{t('nav.signOut')}</span>
                    </Button>
                  </>
                ) : null}
              </>
            ) : (
              <Button asChild size="sm">
                <Link to="/auth">{t('nav.signIn')}</Link>
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label={t('nav.menu')}
              aria-expanded={open}
              aria-controls="mobile-nav"
              onClick={() => setOpen((o) => !o)}
            >
              <MenuIcon />
            </Button>
          </div>
        </div>
        {open ? (
          <nav id="mobile-nav" aria-label={t('nav.mobile')} className="border-t px-4 py-2 lg:hidden">
            {me ? (
              <div className="flex items-center gap-2 px-3 py-2 md:hidden">
                <span className="truncate text-sm font-medium" translate="no">
                  {displayName(me)}
                </span>
                <Badge variant="secondary">{t(`role.${role ?? 'buyer'}`)}</Badge>
              </div>
            ) : null}
            <div className="flex flex-col">
              {[...links, ...adminLinks].map((l) => (
                <NavLink key={l.to} to={l.to} className={linkClass} onClick={() => setOpen(false)}>
                  {l.label}
                </NavLink>
              ))}
              {me ? (
                <>
                  <NavLink to="/saved-searches" className={linkClass} onClick={() => setOpen(false)}>
                    {t('nav.savedSearches')}
                  </NavLink>
                  <NavLink to="/settings/notifications" className={linkClass} onClick={() => setOpen(false)}>
                    {t('nav.notificationSettings')}
                  </NavLink>
                </>
              ) : null}
            </div>
          </nav>
        ) : null}
      </header>
      {adminLinks.length ? (
        <nav aria-label={t('nav.admin')} className="hidden border-b bg-muted/40 lg:block">
          <div className="mx-auto flex h-10 max-w-7xl items-center gap-1 overflow-x-auto px-4">
            {adminLinks.map((l) => (
              <NavLink key={l.to} to={l.to} className={({ isActive }) => cn(linkClass({ isActive }), 'py-1.5')}>
                {l.label}
              </NavLink>
            ))}
          </div>
        </nav>
      ) : null}
    </>
  );
}

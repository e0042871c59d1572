import { ScaleIcon, XIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useCompareSet } from '../lib/compare-set';

/** While auctions are chosen to compare: a bar at the foot of every page but the comparison, leading to it. */
export function CompareBar() {
  const t = useAuctionsText();
  const { ids, clear } = useCompareSet();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <>
      {/* Room at the page's foot, so the bar never covers its last lines. */}
      <div aria-hidden className="h-16" />
      <div
        role="region"
        aria-label={t('compare.barLabel')}
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 px-4 py-3 shadow-lg backdrop-blur supports-[padding:max(0px)]:pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <p className="text-sm">{t('compare.chosen', { count: ids.length })}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={clear}>
              <XIcon aria-hidden />
              {t('compare.clear')}
            </Button>
            <Button size="sm" asChild>
              <Link to="/compare">
                <ScaleIcon aria-hidden />
                {t('compare.open')}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}

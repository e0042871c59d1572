import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/hydration';

/**
 * A submit button that shows its pending state and cannot be pressed twice while pending. Until the page
 * has hydrated it is disabled, which also stops Enter in a field from submitting the form natively.
 */
export function SubmitButton({ pending, pendingText, children }: { pending: boolean; pendingText: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" className="w-full" disabled={pending || !hydrated} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <LoaderCircleIcon className="animate-spin" aria-hidden />
          {pendingText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

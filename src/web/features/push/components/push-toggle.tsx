import { BellOff, BellRing } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/messages';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { usePushSubscription, type PushState } from '../hooks/use-push-subscription';

export type PushToggleViewProps = {
  state: PushState;
  pending: boolean;
  error: string | null;
  onTurnOn: () => void;
  onTurnOff: () => void;
};

/** What each state says: the key of its PUSH_MESSAGES text (word for word in the English catalogue, `messages.push`). */
const STATUS: Record<PushState, string | null> = {
  checking: null,
  unsupported: 'unsupported',
  unavailable: 'unavailable',
  blocked: 'blocked',
  off: 'off',
  on: 'on',
};

/** What the toggle shows in each state; the settings page renders `PushToggle`. */
export function PushToggleView({ state, pending, error, onTurnOn, onTurnOff }: PushToggleViewProps) {
  const t = useBuyerText();
  const messages = useMessages();
  const status = STATUS[state];
  return (
    <div role="group" aria-labelledby="push-toggle-title" className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-1">
        <p id="push-toggle-title" className="font-medium">
          {t('messages.push.title')}
        </p>
        <p className="text-sm text-muted-foreground">{t('messages.push.explain')}</p>
        {status && (
          <p className="text-sm" aria-live="polite">
            {t(`messages.push.${status}`)}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {messages.text(error)}
          </p>
        )}
      </div>
      {(state === 'off' || state === 'checking') && (
        <Button onClick={onTurnOn} disabled={pending || state === 'checking'}>
          <BellRing aria-hidden="true" />
          {t('messages.push.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline" onClick={onTurnOff} disabled={pending}>
          <BellOff aria-hidden="true" />
          {t('messages.push.turnOff')}
        </Button>
      )}
    </div>
  );
}

/**
 * Push notifications on this device, for a settings page: explains them, asks the browser's
 * permission only when the user clicks, and turns them off again (decision 027).
 */
export function PushToggle() {
  const { state, pending, error, turnOn, turnOff } = usePushSubscription();
  return <PushToggleView state={state} pending={pending} error={error} onTurnOn={() => void turnOn()} onTurnOff={() => void turnOff()} />;
}

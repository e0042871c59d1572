import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { PUSH_MESSAGES } from '@shared/messages/push';
import type { PushState } from '../hooks/use-push-subscription';
import { PushToggleView } from './push-toggle';

/** The toggle in one state (static HTML: no DOM here). */
function render(state: PushState, { pending = false, error = null as string | null } = {}): string {
  return renderToStaticMarkup(<PushToggleView state={state} pending={pending} error={error} onTurnOn={() => {}} onTurnOff={() => {}} />);
}

describe('PushToggleView', () => {
  it('explains what the notifications are in every state', () => {
    for (const state of ['checking', 'unsupported', 'unavailable', 'blocked', 'off', 'on'] as const) {
      expect(render(state), state).toContain(PUSH_MESSAGES.explain);
    }
  });

  it('offers to turn them on when off, and to turn them off when on', () => {
    const off = render('off');
    expect(off).toContain(PUSH_MESSAGES.off);
    expect(off).toContain(PUSH_MESSAGES.turnOn);
    expect(off).not.toContain(PUSH_MESSAGES.turnOff);
    const on = render('on');
    expect(on).toContain(PUSH_MESSAGES.on);
    expect(on).toContain(PUSH_MESSAGES.turnOff);
    expect(on).not.toContain(PUSH_MESSAGES.turnOn);
  });

  it('says why there is no button when blocked, unsupported or off on the server', () => {
    for (const [state, message] of [
      ['blocked', PUSH_MESSAGES.blocked],
      ['unsupported', PUSH_MESSAGES.unsupported],
      ['unavailable', PUSH_MESSAGES.unavailable],
    ] as const) {
      const html = render(state);
      expect(html, state).toContain(message);
      expect(html, state).not.toContain('<button');
    }
  });

  it('cannot be clicked while finding out or while a change is under way, and shows a failure', () => {
    expect(render('checking')).toMatch(/<button[^>]*disabled/);
    expect(render('off', { pending: true })).toMatch(/<button[^>]*disabled/);
    expect(render('on', { pending: true })).toMatch(/<button[^>]*disabled/);
    expect(render('off', { error: PUSH_MESSAGES.failed })).toContain(`role="alert"`);
  });

  it('says a failure in the page’s language (Hindi here), not in the browser’s English', async () => {
    await loadEveryCatalogue();
    const html = renderToStaticMarkup(
      <I18nProvider i18n={createScreenI18n('hi')}>
        <PushToggleView state="off" pending={false} error={PUSH_MESSAGES.failed} onTurnOn={() => {}} onTurnOff={() => {}} />
      </I18nProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).not.toContain(PUSH_MESSAGES.failed);
    expect(html).toContain('सूचनाएँ चालू नहीं हो सकीं। कृपया फिर से कोशिश करें।');
  });
});

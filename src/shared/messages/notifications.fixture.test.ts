import { describe, expect, it } from 'vitest';
import { emailChrome, renderNotification, type NotificationEvent } from './notifications';
import expected from './notifications.fixture.json';
import { renderSamples } from './notifications.fixture';

describe('every notification and e-mail text', () => {
  it('reads word for word as the fixture recorded it, in every language', () => {
    const rendered = renderSamples(
      (event, params, language) => renderNotification(event as NotificationEvent, params, language),
      (language) => {
        const { greeting, ...texts } = emailChrome(language);
        return { greeting, texts };
      },
    );
    expect(rendered.notifications.length).toBeGreaterThan(300);
    expect(rendered).toEqual(expected);
  });
});

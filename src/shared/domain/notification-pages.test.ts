import { describe, expect, it } from 'vitest';
import { notificationPage } from './notification-pages';

describe('where a notification leads', () => {
  it('opens its auction, else its event’s page, else nothing of its own', () => {
    expect(notificationPage('outbid', 'a1')).toBe('/auction/a1');
    expect(notificationPage('savedSearchMatch', 'a1')).toBe('/auction/a1');
    expect(notificationPage('savedSearchDigest', null)).toBe('/saved-searches');
    expect(notificationPage('accountApproved', null)).toBeNull();
    expect(notificationPage('toString', undefined)).toBeNull();
    expect(notificationPage(undefined, undefined)).toBeNull();
  });
});

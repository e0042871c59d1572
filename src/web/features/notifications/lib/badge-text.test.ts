import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  it('shows nothing when everything is read', () => {
    expect(badgeText(0)).toBeNull();
  });
  it('shows the unread count up to 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });
  it('caps the badge at "9+" above 9', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

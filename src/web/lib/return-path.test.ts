import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path';

describe('the page sign-in returns to', () => {
  it('carries a path of this site, with its query, in the sign-in address', () => {
    expect(signInPath('/auction/7f3a')).toBe('/auth?next=%2Fauction%2F7f3a');
    expect(signInPath('/properties?state=Maharashtra&page=2')).toBe('/auth?next=%2Fproperties%3Fstate%3DMaharashtra%26page%3D2');
    expect(returnPath('/buyer-dashboard')).toBe('/buyer-dashboard');
  });

  it('goes home when nothing was asked, or the sign-in page itself', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(returnPath(null)).toBeNull();
    expect(returnPath('')).toBeNull();
    expect(returnPath('/auth?tab=register')).toBeNull();
  });

  it('never sends anyone to another site', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\tx',
      '/\n/evil.example',
    ]) {
      expect(returnPath(next), next).toBeNull();
    }
  });
});

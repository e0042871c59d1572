import { describe, expect, it } from 'vitest';
import { containsPattern } from './search';

describe('containsPattern', () => {
  it("wraps the text in % and escapes the user's own %, _ and \\", () => {
    expect(containsPattern('flat')).toBe('%flat%');
    expect(containsPattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
});

import { describe, expect, it } from 'vitest';
import { isLoopback } from './local-request';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.255.3.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.10.0.1', '::ffff:7f00:1'])(
    'takes %s for this machine',
    (address) => expect(isLoopback(address)).toBe(true),
  );

  it.each(['10.0.0.7', '192.168.1.20', '128.0.0.1', '0.0.0.0', '::', '::2', '::ffff:10.0.0.7', 'fe80::1', 'localhost', '', undefined])(
    'does not take %s for this machine',
    (address) => expect(isLoopback(address)).toBe(false),
  );
});

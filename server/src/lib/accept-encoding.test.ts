import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding';

describe('acceptsGzip', () => {
  it.each([
    'gzip',
    'gzip, deflate, br, zstd',
    'br;q=1.0, gzip;q=0.8, *;q=0.1',
    'GZip',
    ' deflate , gzip ',
    'gzip;q=0.5, identity;q=0.4',
    'x-gzip, gzip',
    '*;q=0.1, gzip',
  ])('takes gzip from %j', (header) => {
    expect(acceptsGzip(header)).toBe(true);
    expect(acceptsGzip(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'identity',
    'br',
    'deflate, br, zstd',
    'br, gzip;q=0',
    'gzip;q=0.0',
    'gzip;q=0, *',
    'gzip;q=0.2, identity',
    '*;q=0, identity',
    '*',
  ])('sends the bytes as they are for %j', (header) => {
    expect(acceptsGzip(header)).toBe(false);
    expect(acceptsGzip(header)).toBe(false);
  });
});

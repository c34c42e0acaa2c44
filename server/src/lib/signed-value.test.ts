import { describe, expect, it } from 'vitest';
import { valueSigner } from './signed-value';

describe('valueSigner', () => {
  const signer = valueSigner('a-secret-of-the-app', 'unsubscribe');

  it('gives back the parts of a value it signed', () => {
    const value = signer.sign(['user-1', 'live-starting']);
    expect(value).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){2}$/);
    expect(signer.verify(value, 2)).toEqual(['user-1', 'live-starting']);
  });

  it('refuses a changed part, a changed mac, a wrong count and garbage', () => {
    const value = signer.sign(['user-1', 'live-starting']);
    const [, kind, mac] = value.split('.');
    const other = Buffer.from('user-2').toString('base64url');
    expect(signer.verify(`${other}.${kind}.${mac}`, 2)).toBeNull();
    expect(signer.verify(`${value.slice(0, -2)}xx`, 2)).toBeNull();
    expect(signer.verify(value, 3)).toBeNull();
    expect(signer.verify('not a token', 2)).toBeNull();
    expect(signer.verify('', 2)).toBeNull();
  });

  it('is bound to its secret and its purpose', () => {
    const value = signer.sign(['user-1', 'live-starting']);
    expect(valueSigner('another-secret', 'unsubscribe').verify(value, 2)).toBeNull();
    expect(valueSigner('a-secret-of-the-app', 'something-else').verify(value, 2)).toBeNull();
  });
});

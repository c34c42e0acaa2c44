import { Secret, TOTP } from 'otpauth';

/** The authenticator app's current code for a base32 secret, as a phone would show it. */
export function totpCode(secret: string, at = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

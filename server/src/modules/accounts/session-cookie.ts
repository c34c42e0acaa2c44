import type { Auth } from '../auth/auth.service';

/** A Set-Cookie value that removes better-auth's session cookie from the browser. */
export async function clearSessionCookie(auth: Auth): Promise<string> {
  const { name, attributes } = (await auth.$context).authCookies.sessionToken;
  const parts = [
    `${name}=`,
    'Max-Age=0',
    `Path=${attributes.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

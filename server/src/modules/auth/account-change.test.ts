import { beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths, deviceUrl, FieldMessage } from '@pariksha/contracts/accounts';
import { createUser, type TestApp } from '../../../test/helper';
import { appWithSmtp, type TestSmtp } from '../../../test/smtp';
import { client, inbox, linkOf } from './testing/accounts-client';

const started = appWithSmtp();
let smtp: TestSmtp;
let t: TestApp;
let api: ReturnType<typeof client>;
let mails: ReturnType<typeof inbox>;
beforeAll(() => {
  ({ t, smtp } = started);
  api = client(t);
  mails = inbox(smtp.received);
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('changing the password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    api.call(AccountPaths.changePassword, { token, body: { currentPassword, newPassword } });

  it('needs the current password and the rules of sign-up, naming the field', async () => {
    const u = await createUser(t.app);
    const wrong = await change(u.token, 'not my password', 'a brand new passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { field: 'currentPassword', message: FieldMessage.passwordNotCorrect },
    ]);
    for (const [password, message] of [
      ['short', FieldMessage.passwordTooShort],
      ['iloveyou12', FieldMessage.passwordCommon],
    ] as const) {
      const res = await change(u.token, u.password, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'newPassword', message }]);
    }
    expect((await api.signIn(u.email, u.password)).status).toBe(200);
    expect((await change('', u.password, 'a brand new passphrase')).statusCode).toBe(401);
  });

  it('signs the other devices out at once and keeps this one', async () => {
    const u = await createUser(t.app);
    const phone = await api.signIn(u.email, u.password, ANDROID_CHROME);
    expect((await api.me(phone.token)).statusCode).toBe(200);
    const res = await change(u.token, u.password, 'a brand new passphrase');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: null, user: { email: u.email } });
    expect((await api.me(u.token)).statusCode).toBe(200);
    expect((await api.me(phone.token)).statusCode).toBe(401);
    expect((await api.signIn(u.email, u.password)).status).toBe(401);
    expect((await api.signIn(u.email, 'a brand new passphrase')).status).toBe(200);
  });
});

describe('changing the email address', () => {
  it('changes it once confirmed from the new address, and tells the old one', async () => {
    const u = await createUser(t.app);
    const newEmail = `moved-${u.id.slice(0, 8).toLowerCase()}@example.com`;
    const ask = (body: object) => api.call(AccountPaths.changeEmail, { token: u.token, body });

    const unconfirmed = await ask({ newEmail });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.details).toEqual([
      { field: 'password', message: FieldMessage.passwordToConfirm },
    ]);
    const wrong = await ask({ newEmail, password: 'not my password' });
    expect(wrong.json().error.details).toEqual([
      { field: 'password', message: FieldMessage.passwordNotCorrect },
    ]);
    const same = await ask({ newEmail: u.email.toUpperCase(), password: u.password });
    expect(same.json().error.details).toEqual([
      { field: 'newEmail', message: FieldMessage.emailSame },
    ]);

    const res = await ask({ newEmail, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const notice = await mails.next(
      u.email,
      'The email address of your Pariksha account is changing',
    );
    expect(notice.text).toContain(newEmail);
    const confirm = await mails.next(newEmail, 'Confirm your new email address');
    // Not yet: the old address still signs in.
    expect((await api.me(u.token)).json().data.email).toBe(u.email);

    const token = linkOf(confirm).searchParams.get('token')!;
    const done = await api.call(`${AccountPaths.verifyEmail}?token=${encodeURIComponent(token)}`, {
      method: 'GET',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(newEmail);
    expect((await api.me(u.token)).json().data).toMatchObject({ email: newEmail });
    expect((await api.signIn(newEmail, u.password)).status).toBe(200);
    expect((await api.signIn(u.email, u.password)).status).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists the live sessions in plain words, this one marked, and never their tokens', async () => {
    const u = await createUser(t.app);
    const phone = await api.signIn(u.email, u.password, ANDROID_CHROME);
    await api.signIn(u.email, u.password, WINDOWS_FIREFOX);
    const res = await api.call(AccountPaths.devices, { method: 'GET', token: phone.token });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(phone.token);
    expect(res.body).not.toContain(u.token);
    const devices = res.json().data as Array<Record<string, unknown>>;
    expect(devices).toHaveLength(3);
    expect(devices.filter((d) => d.current)).toEqual([
      expect.objectContaining({ browser: 'Chrome', os: 'Android', mobile: true }),
    ]);
    expect(devices).toContainEqual(
      expect.objectContaining({ browser: 'Firefox', os: 'Windows', mobile: false, current: false }),
    );
  });

  it('signs one device out, and only the account’s own', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const phone = await api.signIn(u.email, u.password, ANDROID_CHROME);
    const list = async (token: string) =>
      (await api.call(AccountPaths.devices, { method: 'GET', token })).json().data as Array<{
        id: string;
        current: boolean;
      }>;
    const phoneId = (await list(phone.token)).find((d) => d.current)!.id;

    const stranger = await api.call(deviceUrl(phoneId), { method: 'DELETE', token: other.token });
    expect(stranger.statusCode).toBe(404);
    expect((await api.me(phone.token)).statusCode).toBe(200);

    const res = await api.call(deviceUrl(phoneId), { method: 'DELETE', token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { signedOut: 1 } });
    expect((await api.me(phone.token)).statusCode).toBe(401);
    expect((await api.me(u.token)).statusCode).toBe(200);
    expect((await list(u.token)).map((d) => d.id)).not.toContain(phoneId);
    expect(
      (await api.call(deviceUrl(phoneId), { method: 'DELETE', token: u.token })).statusCode,
    ).toBe(404);
  });

  it('signs every other device out, keeping this one', async () => {
    const u = await createUser(t.app);
    const phone = await api.signIn(u.email, u.password, ANDROID_CHROME);
    const laptop = await api.signIn(u.email, u.password, WINDOWS_FIREFOX);
    for (const token of [phone.token, laptop.token])
      expect((await api.me(token)).statusCode).toBe(200);
    const res = await api.call(AccountPaths.signOutOthers, { token: laptop.token, body: {} });
    expect(res.json()).toEqual({ data: { signedOut: 2 } });
    expect((await api.me(phone.token)).statusCode).toBe(401);
    expect((await api.me(u.token)).statusCode).toBe(401);
    expect((await api.me(laptop.token)).statusCode).toBe(200);
  });
});

import { useSyncExternalStore } from 'react';
import { storage, type StoredUser } from './storage';

/**
 * Signed in or out is decided by the presence of the stored token (spec §4). A tiny external store
 * so every component (and the router's route sets) re-renders when it changes, also across tabs.
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Calls `listener` whenever the session changes, in this tab or another; returns unsubscribe. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === 'token' || e.key === 'user') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, storage.getToken, () => null);
}

let cachedUserRaw: string | null = null;
let cachedUser: StoredUser | null = null;
export function currentUser(): StoredUser | null {
  const raw = localStorage.getItem('user');
  if (raw !== cachedUserRaw) {
    cachedUserRaw = raw;
    cachedUser = storage.get('user');
  }
  return cachedUser;
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, currentUser, () => null);
}

/** Stores the session once sign-in (and onboarding) is complete; opens the signed-in routes. */
export function setSession(token: string, user: StoredUser) {
  storage.setPlain('token', token);
  storage.set('user', user);
  storage.remove('lastEmail');
  notify();
}

export function updateStoredUser(patch: Partial<StoredUser>) {
  const user = storage.get('user');
  if (!user) return;
  storage.set('user', { ...user, ...patch });
  notify();
}

/** The same person's session, replaced by a new one (setting up or turning off two-step sign-in). */
export function replaceSessionToken(token: string) {
  if (!storage.getToken()) return;
  storage.setPlain('token', token);
  notify();
}

export function clearSession() {
  storage.remove('token');
  storage.remove('user');
  notify();
}

/**
 * The stored session was refused (revoked or expired): dropped, its email kept under `lastEmail`
 * so the sign-in form can fill it in.
 */
export function endExpiredSession() {
  const email = currentUser()?.email;
  if (email) storage.setPlain('lastEmail', email);
  clearSession();
}

import { useSyncExternalStore } from 'react';
import type { MediaSession } from '@pariksha/contracts/media';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { api } from './api-client';
import { subscribe as onSessionChange, useToken } from './session';
import { storage } from './storage';

/*
 * Paid media (question images, class videos, documents) opens with a cookie scoped to /media
 * (docs/decisions/009-media-access.md). While signed in, the app asks for it at start and at
 * sign-in, renews it at half its life and when the tab comes back, and removes it on sign-out.
 */

const RETRY_MS = 30_000;

/** The session token the last request settled for (cookie or not), and when to renew it. */
let settledFor: string | null = null;
let heldFor: string | null = null;
let renewAt = 0;
let pending: { token: string; done: Promise<void> } | null = null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function request(token: string) {
  if (pending?.token === token) return;
  const done = api<{ data: MediaSession }>(MediaPaths.session, { method: 'POST', body: {} })
    .then(({ data }) => {
      heldFor = token;
      renewAt = Date.now() + (data.expiresInSeconds * 1000) / 2;
    })
    // Offline: the screens open all the same, and the next check tries again.
    .catch(() => {
      renewAt = Date.now() + RETRY_MS;
    })
    .finally(() => {
      if (pending?.done === done) pending = null;
      if (storage.getToken() === token) settledFor = token;
      notify();
    });
  pending = { token, done };
}

function check() {
  const token = storage.getToken();
  if (token) {
    if (token !== heldFor || Date.now() >= renewAt) request(token);
    return;
  }
  if (heldFor || settledFor) {
    heldFor = settledFor = null;
    renewAt = 0;
    notify();
    void api(MediaPaths.session, { method: 'DELETE', keepalive: true }).catch(() => undefined);
  }
}

/** Keeps the media cookie in step with the session; call once at the app's root. Returns stop. */
export function keepMediaSession() {
  check();
  const unsubscribe = onSessionChange(check);
  const timer = window.setInterval(check, 60_000);
  const onVisible = () => document.visibilityState === 'visible' && check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function subscribeSettled(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether screens with paid media may render: signed out, or the first cookie request of this
 * session has been answered (a failed one too: the rest of the screen still works).
 */
export function useMediaReady(): boolean {
  const token = useToken();
  const settled = useSyncExternalStore(
    subscribeSettled,
    () => settledFor,
    () => null,
  );
  return !token || settled === token;
}

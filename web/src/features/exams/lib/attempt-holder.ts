/*
 * Who holds an attempt on this device. Each opening of the exam page draws a new holder id and
 * claims the attempt with it (the server refuses saves and the end of any older holder). Tabs of
 * the same browser hear of a claim at once over a BroadcastChannel; another device learns of it
 * from the refusal of its next save.
 */

/** A random UUID (v4), kept in memory only: a duplicated tab must not share it. */
export function newHolderId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (http on a LAN address) randomUUID is missing; the bytes are not.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Claim = { attemptId: string; holderId: string };

export type HolderChannel = {
  /** Tells the other tabs that this one holds the attempt now. */
  announce(): void;
  close(): void;
};

/**
 * The tabs of this browser on `attemptId`: `onTakenOver` runs when another of them claims it.
 * Without BroadcastChannel, other tabs learn as another device does (at their next save).
 */
export function holderChannel(
  attemptId: string,
  holderId: string,
  onTakenOver: () => void,
): HolderChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, close: () => {} };
  const channel = new BroadcastChannel('pariksha-attempt-holders');
  channel.onmessage = (e: MessageEvent<Claim>) => {
    if (e.data?.attemptId === attemptId && e.data.holderId !== holderId) onTakenOver();
  };
  return {
    announce: () => channel.postMessage({ attemptId, holderId } satisfies Claim),
    close: () => channel.close(),
  };
}

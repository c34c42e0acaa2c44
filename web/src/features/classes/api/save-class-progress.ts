import type { ClassProgress } from '@pariksha/contracts/classes';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { api } from '@/lib/api-client';

/**
 * Where the learner is in a class, and when (so a save arriving late, after a newer one from
 * another device, does not move the position back). `keepalive` lets the request outlive the
 * page (leaving, closing the tab); `sendBeacon` could not carry the bearer header or a PUT.
 */
export async function saveClassProgress(id: number, positionSeconds: number, keepalive = false) {
  const res = await api<{ data: ClassProgress }>(classUrl.progress(id), {
    method: 'PUT',
    body: { positionSeconds, clientTime: new Date().toISOString() },
    keepalive,
  });
  return res.data;
}

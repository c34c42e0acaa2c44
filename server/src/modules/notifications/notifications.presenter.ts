import type { Notification } from '@pariksha/contracts/notifications';
import type { notifications } from '../../db/schema/index';
import { iso } from '../../lib/iso';

type Row = typeof notifications.$inferSelect;

/** A learner's notification as the contract states it (the data was written to its kind's shape). */
export const presentNotification = (r: Row): Notification =>
  ({
    id: r.id,
    kind: r.kind,
    data: r.data,
    link: r.link,
    createdAt: iso(r.createdAt),
    readAt: iso(r.readAt),
  }) as Notification;

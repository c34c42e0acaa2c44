import { fill, withQuery, type Id } from './paths';

/*
 * Notifications: the kinds there are, what each sends by default, and the API's paths, free of
 * zod (the top bar's bell imports them). A feature that raises a new kind adds it here, its data
 * in `notifications.ts`, its texts in the web app's and the mail's messages; the compiler then
 * names every place that must know it.
 */

export const NOTIFICATION_KINDS = [
  /** A mock test was published in a course of the learner's exam level, or one they started. */
  'test-published',
  /** A live class of the learner's exam level starts in 15 minutes. */
  'live-starting',
  /** A live class of the learner's exam level has gone live. */
  'live-started',
  /** A scheduled test the learner took has closed: its answers and explanations are open. */
  'review-open',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const CHANNELS = ['inApp', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChannelChoice = Record<Channel, boolean>;

/**
 * What a learner gets until they choose: everything in the app; by mail only what is worth an
 * interruption because it has a time (a class about to start, a review now open). A test being
 * published and a class already live are in the bell; the mail about the class came 15 minutes
 * before.
 */
export const DEFAULT_CHANNELS: Record<NotificationKind, ChannelChoice> = {
  'test-published': { inApp: true, email: false },
  'live-starting': { inApp: true, email: true },
  'live-started': { inApp: true, email: false },
  'review-open': { inApp: true, email: true },
};

/** How long before a live class starts its "starting soon" notification goes out. */
export const LIVE_STARTING_MINUTES = 15;
/** Notifications on one page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often an open tab asks for the unread count (paused while the tab is hidden). */
export const UNREAD_POLL_MS = 30_000;

export const NotificationPaths = {
  /** The learner's notifications, newest first: `?before=<id>` for the next page. */
  list: '/api/notifications',
  /** How many are unread (the bell). */
  unread: '/api/notifications/unread',
  /** POST: marks one read (the list does when it is opened). */
  read: '/api/notifications/:id/read',
  /** POST: marks every one read. */
  readAll: '/api/notifications/read-all',
  /** GET, PUT: the learner's channels for each kind. */
  preferences: '/api/notifications/preferences',
  /**
   * `?token=…` from a notification mail, no sign-in needed. POST (RFC 8058 one-click, and the
   * confirmation page's button) stops that kind's mail; GET shows the confirmation page.
   */
  unsubscribe: '/api/notifications/unsubscribe',
  /** GET `?token=…`: the kind the token names and whether its mail is still on. */
  unsubscribeStatus: '/api/notifications/unsubscribe/status',
} as const;

export const notificationUrl = {
  list: (before?: Id) => withQuery(NotificationPaths.list, { before }),
  unread: () => NotificationPaths.unread,
  read: (id: Id) => fill(NotificationPaths.read, { id }),
  readAll: () => NotificationPaths.readAll,
  preferences: () => NotificationPaths.preferences,
  unsubscribe: (token: string) => withQuery(NotificationPaths.unsubscribe, { token }),
  unsubscribeStatus: (token: string) => withQuery(NotificationPaths.unsubscribeStatus, { token }),
};

/** The web app's screens: the list, the choices, and the confirmation a mail's link opens. */
export const NotificationScreens = {
  list: '/notifications',
  preferences: '/notifications/preferences',
  unsubscribe: '/notifications/unsubscribe',
} as const;

import { fill, withQuery, type Id } from './paths';

/*
 * The live-class API's paths and limits, free of zod: the live screens and home import them
 * without bundling the schema library. `live.ts` re-exports them.
 */

export const LivePaths = {
  /** A course's live classes: live now, upcoming, ended. */
  ofCourse: '/api/course_liveclass/:courseId',
  /** Courses that have live classes, with their next one. */
  courses: '/api/course_liveclass_course',
  /** The learner's next live classes across the courses of their exam (home). */
  upcoming: '/api/liveclasses/upcoming',
  byId: '/api/liveclassById/:id',
  /** The class as an iCalendar event (`.ics`), to add to a calendar. */
  calendar: '/api/liveclassById/:id/calendar',
  /** POST: a single-use ticket (60 s) that opens the chat socket. */
  ticket: '/api/liveclassById/:id/ticket',
  /** WebSocket: `?ticket=…[&after=<messageId>]`. */
  socket: '/api/liveclassById/:id/socket',
  /** PUT {state} (teacher or admin): live or ended. */
  state: '/api/liveclassById/:id/state',
  /** PUT {kind, source} (teacher or admin): where the class streams from. */
  stream: '/api/liveclassById/:id/stream',
  /** DELETE (teacher or admin): removes a chat message for everyone. */
  message: '/api/liveclassById/:id/messages/:messageId',
  /** PUT (teacher or admin): mutes the writer of a message for the rest of the class. */
  muteWriter: '/api/liveclassById/:id/messages/:messageId/mute',
} as const;

export const liveUrl = {
  ofCourse: (courseId: Id) => fill(LivePaths.ofCourse, { courseId }),
  courses: () => LivePaths.courses,
  upcoming: () => LivePaths.upcoming,
  byId: (id: Id) => fill(LivePaths.byId, { id }),
  calendar: (id: Id) => fill(LivePaths.calendar, { id }),
  ticket: (id: Id) => fill(LivePaths.ticket, { id }),
  socket: (id: Id, ticket: string, after?: Id) =>
    withQuery(fill(LivePaths.socket, { id }), { ticket, after }),
  state: (id: Id) => fill(LivePaths.state, { id }),
  stream: (id: Id) => fill(LivePaths.stream, { id }),
  message: (id: Id, messageId: Id) => fill(LivePaths.message, { id, messageId }),
  muteWriter: (id: Id, messageId: Id) => fill(LivePaths.muteWriter, { id, messageId }),
};

/**
 * The console's paths (staff): a course's live classes; one class (its state and stream move on
 * the paths above).
 */
export const LiveStaffPaths = {
  liveClasses: '/api/admin/courses/:id/live-classes',
  liveClass: '/api/admin/live-classes/:id',
} as const;

export const liveStaffUrl = {
  liveClasses: (courseId: Id) => fill(LiveStaffPaths.liveClasses, { id: courseId }),
  liveClass: (id: Id) => fill(LiveStaffPaths.liveClass, { id }),
};

/** Longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 500;
/** A learner may send one message per this many milliseconds (the web app waits this long). */
export const CHAT_INTERVAL_MS = 2000;
/**
 * The server takes a message this much sooner than CHAT_INTERVAL_MS after the writer's last:
 * two messages sent 2 s apart may be stored closer together when the first waited in a queue.
 */
export const CHAT_JITTER_MS = 500;
/** Messages a socket gets when it joins without `after`. */
export const CHAT_HISTORY = 100;
/** A ticket opens one socket within this many seconds. */
export const TICKET_SECONDS = 60;
/** A class nobody ends is ended this long after its planned end. */
export const AUTO_END_MARGIN_MINUTES = 30;

/** A YouTube video id, as in youtube.com/watch?v=<id>. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Chat sockets one account may hold open on one server node: a few tabs or devices. The node
 * counts the account once among the viewers however many it holds.
 */
export const CHAT_SOCKETS_PER_ACCOUNT = 3;
/**
 * Chat sockets one client address may hold open on one server node. Generous: a college or a
 * mobile carrier puts many learners behind one address.
 */
export const CHAT_SOCKETS_PER_ADDRESS = 200;
/** Frames a chat socket may send in one second; a page sends one message per CHAT_INTERVAL_MS. */
export const CHAT_FRAMES_PER_SECOND = 10;

/** Close codes of the chat socket (4000–4999 are the application's). */
export const SocketClose = {
  /** The ticket is missing, unknown, used or expired: get a new one. */
  badTicket: 4401,
  /** The learner's access to the class's course has ended (decision 025): no new ticket helps. */
  notEnrolled: 4403,
  /** The class is not there for this learner. */
  notFound: 4404,
  /**
   * The account signed out (or was deleted, or its sessions were revoked): a page still signed
   * in gets a new ticket; one that is not is sent to sign in by the ticket's 401.
   */
  sessionEnded: 4410,
  /** The account or the address holds as many chat sockets as it may: close one, then retry. */
  tooMany: 4429,
  /** More than CHAT_FRAMES_PER_SECOND frames in a second: the sender is cut off. */
  flood: 1008,
  /** The server is going away (restart): reconnect. */
  goingAway: 1001,
} as const;

// The whole database schema, one file per feature. drizzle-kit and the client read it from here.
export * from './admin';
export * from './affairs';
export * from './auth';
export * from './catalogue';
export * from './classes';
export * from './exams';
export * from './imports';
export * from './live';
export * from './mail';
export * from './material';
export * from './notifications';
export * from './profiles';
export * from './enrolment';

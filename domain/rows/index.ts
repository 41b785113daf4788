/** The rows every call answers with, by area: the `result` schemas of the route manifest. */
export * from './session';
export * from './team';
export * from './manage';
export * from './combine';
export * from './game';
export * from './ops';
export * from './tracks';
export * from './live';

/** The rows every call answers with, by area: the `result` schemas of the route manifest. */
export * from './session';
export * from './team';
export * from './schedule';
export * from './profiles';
export * from './players';
export * from './settings';
export * from './tracking';
export * from './manage';
export * from './combine';
export * from './game';
export * from './ops';
export * from './tracks';
export * from './live';
export * from './reports';
export * from './flights';
export * from './load';
export * from './about';

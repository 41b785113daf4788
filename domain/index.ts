/**
 * The public door of `domain/`: reference data and pure rules shared by server and
 * browser. Other parts import only from here.
 */
export * from './tracking';
export * from './messages';
export * from './positions';
export * from './status';
export * from './player-notes';
export * from './options';
export * from './periods';
export * from './views';
export * from './drills';
export * from './teams';
export * from './colors';
export * from './metrics';
export * from './metric-groups';
export * from './metric-format';
export * from './format';
export * from './season';
export * from './date-range';
export * from './time-zone';
export * from './roles';
export * from './paths';
export * from './access';
export * from './team-access';
export * from './validation';
export * from './search-pattern';
export * from './text';
export * from './period-times';
export * from './entity-rules';
export * from './practice-areas';
export * from './schedule';
export * from './constants';
export * from './sessions';
export * from './live-close-codes';
export * from './stream';
export * from './contract';
export * from './calls';
export * from './settings';
export * from './profiles';
export * from './removed-plays';
export * from './practice-events';
export * from './datasets';
export * from './backoff';
export * from './comparison-window';
export * from './practice-input';

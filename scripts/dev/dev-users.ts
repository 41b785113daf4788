/**
 * The development users: one per kind of user, each with the password `dev`. The identity
 * provider signs them in; the seed gives dataaccess the same people with their permissions
 * (strings `league.{league}.teamId.{teamId}.{role}` of 01 §6).
 */

/** A development user, as both the identity provider and dataaccess know it. */
export interface DevUser {
  readonly email: string;
  readonly givenName: string;
  readonly name: string;
  readonly who: string;
  readonly insightRole: string;
  readonly teamRole: string;
  readonly permissions: readonly string[];
  readonly teamId: string | null;
  readonly league: string;
}

/** The password of every development user. */
export const DEV_PASSWORD = 'dev';

/** The pro team whose staff run the simulated live practice. */
export const DEMO_TEAM_ID = '3700';
/** The pro team the development customer is tied to (not the staff's team). */
export const CUSTOMER_TEAM_ID = '1050';

/** Every development user. */
export const DEV_USERS: readonly DevUser[] = [
  {
    email: 'admin@dev.test',
    givenName: 'Alex',
    name: 'Alex Admin',
    who: 'platform admin',
    insightRole: 'admin',
    teamRole: 'TeamAdmin',
    permissions: ['league.*.teamId.*.w'],
    teamId: null,
    league: 'nfl',
  },
  {
    email: 'nfl.coach@dev.test',
    givenName: 'Casey',
    name: 'Casey Coach',
    who: 'pro-league team staff with the write role',
    insightRole: 'user',
    teamRole: 'TeamAdmin',
    permissions: [`league.nfl.teamId.${DEMO_TEAM_ID}.w`],
    teamId: DEMO_TEAM_ID,
    league: 'nfl',
  },
  {
    email: 'nfl.staff@dev.test',
    givenName: 'Sam',
    name: 'Sam Staff',
    who: 'pro-league staff of the same team without the write role',
    insightRole: 'user',
    teamRole: 'TeamStaff',
    permissions: [`league.nfl.teamId.${DEMO_TEAM_ID}.r`],
    teamId: DEMO_TEAM_ID,
    league: 'nfl',
  },
  {
    email: 'ncaa.football@dev.test',
    givenName: 'Frankie',
    name: 'Frankie Football',
    who: 'college football staff',
    insightRole: 'user',
    teamRole: 'NCAAAllSports',
    permissions: ['league.ncaa-fbs.teamId.194.w'],
    teamId: '194',
    league: 'ncaa-fbs',
  },
  {
    email: 'ncaa.lacrosse@dev.test',
    givenName: 'Lee',
    name: 'Lee Lacrosse',
    who: 'college lacrosse staff',
    insightRole: 'user',
    teamRole: 'NCAAAllSports',
    permissions: ['league.ncaa-mlax.teamId.19410.w'],
    teamId: '19410',
    league: 'ncaa-mlax',
  },
  {
    email: 'customer@dev.test',
    givenName: 'Chris',
    name: 'Chris Customer',
    who: 'a customer tied to one pro team',
    insightRole: 'user',
    teamRole: 'Customer',
    permissions: [`league.nfl.teamId.${CUSTOMER_TEAM_ID}.r`],
    teamId: CUSTOMER_TEAM_ID,
    league: 'nfl',
  },
  {
    email: 'commandcenter@dev.test',
    givenName: 'Cameron',
    name: 'Cameron Command',
    who: 'command center, all teams, read only: watches',
    insightRole: 'user',
    teamRole: 'CommandCenter',
    permissions: ['league.*.teamId.*.r'],
    teamId: '2510',
    league: 'nfl',
  },
  {
    email: 'commandcenter.lead@dev.test',
    givenName: 'Morgan',
    name: 'Morgan Lead',
    who: 'command center with the write letter: runs practices, signs off reviews',
    insightRole: 'user',
    teamRole: 'CommandCenter',
    permissions: ['league.*.teamId.*.w'],
    teamId: '2510',
    league: 'nfl',
  },
  {
    email: 'dataops@dev.test',
    givenName: 'Dana',
    name: 'Dana Dataops',
    who: 'data operations',
    insightRole: 'dataops',
    teamRole: 'DataOps',
    permissions: ['league.*.teamId.*.w'],
    teamId: null,
    league: 'nfl',
  },
];

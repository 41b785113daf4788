/**
 * The Customers screen's user table over HTTP (app.inject), on SQLite and on a real
 * PostgreSQL: a team's users with what each is and whether a grant of theirs writes for the
 * team, a team without users, and an unknown team refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { PRO_TEAMS, type CustomerUser } from '../../domain';
import { seedReferenceData } from '../../scripts/demo/seed';
import { CUSTOMER_TEAM_ID, DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'customer-users-test';

describe.each(backends)('customer users on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const users = async (teamId: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/customers/${teamId}/users`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
    });
    return { status: res.statusCode, rows: res.json<{ results: CustomerUser[] }>().results };
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("lists a team's users with their kind and whether they write", async () => {
    const demo = await users(DEMO_TEAM_ID);
    expect(demo.status).toBe(200);
    const byEmail = Object.fromEntries(demo.rows.map((u) => [u.email, u]));
    expect(byEmail['nfl.coach@dev.test']).toMatchObject({ kind: 'pro-staff-write', writes: true });
    expect(byEmail['nfl.staff@dev.test']).toMatchObject({ kind: 'pro-staff', writes: false });
    expect(demo.rows.every((u) => u.email.endsWith('@dev.test'))).toBe(true);
    const customer = await users(CUSTOMER_TEAM_ID);
    expect(customer.rows.map((u) => [u.email, u.kind, u.writes])).toEqual([
      ['customer@dev.test', 'customer', false],
    ]);
  });

  it('adds a user with a role, whose record sign-in reads, once', async () => {
    const add = (body: object, teamId = DEMO_TEAM_ID) =>
      da.app.inject({
        method: 'POST',
        url: `/dataaccess/customers/${teamId}/users`,
        headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
        payload: body,
      });
    const res = await add({
      email: ' Jordan.Lee@Example.test ',
      name: 'Jordan Lee',
      role: 'staffRead',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ results: CustomerUser[] }>().results).toEqual([
      {
        email: 'jordan.lee@example.test',
        name: 'Jordan Lee',
        kind: 'pro-staff',
        teamRole: 'TeamStaff',
        writes: false,
        permissions: [`league.nfl.teamId.${DEMO_TEAM_ID}.r`],
      },
    ]);
    const login = await da.app.inject({
      method: 'GET',
      url: '/dataaccess/login',
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'jordan.lee@example.test' },
    });
    expect(login.json<{ results: { teamId: string; givenName: string }[] }>().results).toEqual([
      expect.objectContaining({ teamId: DEMO_TEAM_ID, givenName: 'Jordan' }),
    ]);
    const before = (await users(DEMO_TEAM_ID)).rows;
    expect(
      (await add({ email: 'jordan.lee@example.test', name: 'J', role: 'staff' })).statusCode,
    ).toBe(409);
    expect((await add({ email: 'not an email', name: 'J', role: 'staff' })).statusCode).toBe(400);
    expect((await add({ email: 'a@b.test', name: 'J', role: 'owner' })).statusCode).toBe(400);
    expect((await add({ email: 'a@b.test', name: 'J', role: 'staff' }, '999999')).statusCode).toBe(
      404,
    );
    expect((await users(DEMO_TEAM_ID)).rows).toEqual(before);
  });

  it('answers [] for a team without users and 404 for an unknown team', async () => {
    const empty = PRO_TEAMS.find(
      (t) => ![DEMO_TEAM_ID, CUSTOMER_TEAM_ID, '2510'].includes(t.teamId),
    );
    if (empty === undefined) throw new Error('no team without users');
    expect(await users(empty.teamId)).toEqual({ status: 200, rows: [] });
    expect((await users('999999')).status).toBe(404);
  });
});

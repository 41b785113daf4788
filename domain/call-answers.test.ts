import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswer } from './call-answers';
import { CALL_LIST, CALLS } from './calls';

describe('checkAnswer', () => {
  it('takes the rows of a call with no result schema as they come', () => {
    const rows = [{ anything: 1 }];
    expect(checkAnswer(CALLS.health, rows)).toEqual({ ok: true, rows });
  });

  it('passes matching rows on untouched, fields the schema does not name included', () => {
    const rows = [{ storedTable: true, email: 'a@b.c', teamId: 'DAL', live: false, columns: [] }];
    const check = checkAnswer(CALLS.customTables, rows);
    expect(check.ok && check.rows[0]).toBe(rows[0]);
  });

  it('names the call and the first fields that do not match', () => {
    const check = checkAnswer(CALLS.excludedPlayers, [{ sessionId: 's', playerIds: [7] }]);
    expect(check).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^the answer to GET excludedplayers\/:email\/:sessionId is not what the contract says: results\.0\.playerIds\.0: /,
      ) as unknown,
    });
  });

  it('holds row schemas that check and never reshape (no defaults or transforms)', () => {
    // A default makes a field optional on the way in and present on the way out; a transform
    // cannot be written as JSON Schema at all (toJSONSchema throws on it).
    for (const spec of CALL_LIST) {
      if (spec.result === undefined) continue;
      const input = JSON.stringify(z.toJSONSchema(spec.result, { io: 'input' }));
      const output = JSON.stringify(z.toJSONSchema(spec.result, { io: 'output' }));
      // The output side says no other fields come out (an object strips them when parsed);
      // the client passes rows on unparsed, so only the fields and their types must agree.
      expect(input, spec.path).toEqual(output.replaceAll(',"additionalProperties":false', ''));
    }
  });
});

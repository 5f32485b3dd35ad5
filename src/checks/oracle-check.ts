/**
 * oracle: a case replayed in the real agent (`--live`) where the agent did something other than
 * what the oracle predicted. Both sides are shown: one of them is wrong, and it matters which.
 */
import { makeFinding, type Check } from './check.js';

const oracleCheck: Check<'oracle'> = {
  id: 'oracle',
  title: 'The real agent agrees with the oracle',
  description: 'With --live, every replayed case gets the effect the oracle predicted from the same answer.',
  run({ results }) {
    return results.flatMap(({ testCase, effect, live }) =>
      live && !live.agreesWithOracle && live.unconfirmed === undefined
        ? [
            makeFinding(
              'oracle',
              'oracle-disagrees',
              'error',
              { version: live.agentVersion, predicted: `${effect.kind} (${live.predicted})`, observed: live.effect, toolRan: live.toolRan ? 'yes' : 'no' },
              testCase.id,
            ),
          ]
        : [],
    );
  },
};

export default oracleCheck;

// Tests wait for a condition (an event, a locator, expect.poll) or drive the clock (fake timers, the server's
// pace): a fixed sleep is either too short on a loaded machine or time wasted on a quiet one (docs/testing.md).
// A wait that really measures real time says so: `// eslint-disable-next-line no-restricted-syntax -- <why>`.
const message = 'A fixed sleep in a test: wait for the condition (locator.waitFor, expect.poll, an event) or drive the clock.';

export const testWaitSelectors = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message },
  // A promise resolved by a timer: setTimeout(resolve, ms). Not a deadline raced against the awaited thing
  // (setTimeout(() => reject(...), ms)), nor setTimeout(r) / setTimeout(r, 0), which only yield a task.
  { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier'][arguments.length>1]:not([arguments.1.value=0])", message },
];

export const testFiles = ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/test/**/*.ts', '{shared,server}/src/test/**/*.ts'];

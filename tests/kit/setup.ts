// Every test must assert something: a test that makes no expectation fails (card and rules tests
// make theirs through the driver's expect* methods and refusals, tests/kit/driver.ts).
import { beforeEach, expect } from 'vitest';

beforeEach(() => {
  expect.hasAssertions();
});

// The test command runs these suites beside the API suites and the browser tests: on a busy
// machine a test can take seconds. Generous waits keep a slow machine from failing a test;
// a test that waits for something that never comes still fails.
/* global jest */
jest.setTimeout(20_000);

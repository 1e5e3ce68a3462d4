// The test command runs these suites beside the API suites and the browser tests, at a lower
// priority: on a busy machine a component test that takes 4 s alone has taken over 20 s (a CI
// run, 2026-11-29). Generous waits keep a slow machine from failing a test; a test that waits
// for something that never comes still fails, after a minute.
/* global jest */
jest.setTimeout(60_000);

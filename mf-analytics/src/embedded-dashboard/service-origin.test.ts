import { serviceOriginOf } from './service-origin';

describe('serviceOriginOf: the only origin whose messages the page reads', () => {
  it.each<[string, string | null]>([
    ['http://localhost:3006/embed/abc', 'http://localhost:3006'],
    ['https://analytics.example.com/embed/abc?x=1', 'https://analytics.example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['not a url', null],
  ])('%s', (url, expected) => {
    expect(serviceOriginOf(url)).toBe(expected);
  });
});

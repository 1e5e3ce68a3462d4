/** Times the seed's steps: each is printed when it ends and kept for the summary. */
import { performance } from 'node:perf_hooks';

export interface StepTime {
  label: string;
  ms: number;
}

export interface Steps {
  run<T>(label: string, work: () => Promise<T>): Promise<T>;
  readonly times: readonly StepTime[];
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function timedSteps(log: (line: string) => void): Steps {
  const times: StepTime[] = [];
  return {
    times,
    async run(label, work) {
      const start = performance.now();
      const result = await work();
      const ms = performance.now() - start;
      times.push({ label, ms });
      log(`  ${label}: ${seconds(ms)}`);
      return result;
    },
  };
}

import type { LabelRun } from '@console/people-contract';

/**
 * A form label's runs (labelRuns) as elements: bold in <strong>, italic in <em>, the text as
 * React text, so that no markup of the label ever reaches the page as HTML.
 */
export function LabelText({ runs }: { runs: readonly LabelRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const text = run.italic ? <em>{run.text}</em> : run.text;
        return run.bold ? <strong key={index}>{text}</strong> : <span key={index}>{text}</span>;
      })}
    </>
  );
}

/**
 * A Worker that also starts from another origin. A remote's worker script is served by the
 * remote's origin, and a page may only start a worker from its own: for another origin a tiny
 * same-origin (blob) loader imports the script instead. The build makes each worker one
 * self-contained file (tools/build), because inside the blob loader webpack cannot work out
 * where further chunks would come from.
 *
 * webpack recognises `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))` like
 * `new Worker(...)` (module.parser.javascript.worker in tools/build) and bundles the worker.
 */
export class CrossOriginWorker extends Worker {
  constructor(scriptUrl: URL | string, options?: WorkerOptions) {
    const url = new URL(String(scriptUrl), globalThis.location.href);
    if (url.origin === globalThis.location.origin) {
      super(url, options);
      return;
    }
    const loader = new Blob([`importScripts(${JSON.stringify(url.href)});`], {
      type: 'text/javascript',
    });
    super(URL.createObjectURL(loader), { ...options, type: 'classic' });
  }
}

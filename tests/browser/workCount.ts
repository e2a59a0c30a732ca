// Counting the work a step of play makes the page do, for the speed budget (issue 11): unlike a
// time, a count is the same on an idle machine and a loaded one. Installed before the app starts:
// React's developer-tools hook is told of every commit, and each commit's tree is walked for the
// components that rendered in it (a memoised component that skipped rendering is not counted); a
// MutationObserver counts the changes to the page. Both are counted for the whole step and for
// the measured stretch alone (from the input's mark to its measure, src/ui/perf.ts). Layouts and
// style recalculations come from Chromium's performance metrics, for the whole step.
import type { CDPSession, Page } from '@playwright/test';
import { UPDATE_MEASURE } from '../../src/ui/perf';

export interface Work {
  /** Component renders (function and class components), by component name. */
  renders: Record<string, number>;
  commits: number;
  /** Mutation records, and the nodes they added or removed. */
  mutations: number;
  nodes: number;
}

export interface StepWork { step: Work; measured: Work; layouts: number; styles: number }

/** Installs the counters; call before the page loads. */
export async function countWork(page: Page): Promise<void> {
  await page.addInitScript((measureName) => {
    const fresh = () => ({ renders: {} as Record<string, number>, commits: 0, mutations: 0, nodes: 0 });
    const w = { total: fresh(), atInput: null as ReturnType<typeof fresh> | null, measured: fresh() };
    (window as unknown as { __work: typeof w }).__work = w;
    const copy = (x: ReturnType<typeof fresh>) => ({ ...x, renders: { ...x.renders } });
    const add = (into: ReturnType<typeof fresh>, from: ReturnType<typeof fresh>, to: ReturnType<typeof fresh>) => {
      into.commits += to.commits - from.commits;
      into.mutations += to.mutations - from.mutations;
      into.nodes += to.nodes - from.nodes;
      for (const [k, n] of Object.entries(to.renders)) {
        const d = n - (from.renders[k] ?? 0);
        if (d) into.renders[k] = (into.renders[k] ?? 0) + d;
      }
    };
    // React's fiber tags for components that run code when they render.
    const COMPONENT = new Set([0, 1, 11, 15]);
    type Fiber = { tag: number; type: unknown; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null };
    const nameOf = (f: Fiber) => {
      const t = f.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
      return t?.displayName ?? t?.name ?? t?.render?.name ?? '?';
    };
    // A fiber reached here was worked on in this commit; it rendered if it is new or did work
    // (React's PerformedWork flag). A child list shared with the previous tree was skipped whole.
    const walk = (f: Fiber) => {
      for (let c: Fiber | null = f; c; c = c.sibling) {
        if (COMPONENT.has(c.tag) && (c.alternate === null || (c.flags & 1))) {
          const name = nameOf(c);
          w.total.renders[name] = (w.total.renders[name] ?? 0) + 1;
        }
        if (c.child && c.child !== c.alternate?.child) walk(c.child);
      }
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        w.total.commits++;
        const top = root.current;
        if (top.child && top.child !== top.alternate?.child) walk(top.child);
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
    const seen = new MutationObserver((records) => {
      w.total.mutations += records.length;
      for (const r of records) w.total.nodes += r.addedNodes.length + r.removedNodes.length;
    });
    const observe = () => seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    if (document.documentElement) observe(); else document.addEventListener('readystatechange', observe, { once: true });
    // The measured stretch: from the input's mark to its measure (their names: src/ui/perf.ts).
    const mark = performance.mark.bind(performance);
    const measure = performance.measure.bind(performance);
    const flush = () => { const records = seen.takeRecords(); w.total.mutations += records.length; for (const r of records) w.total.nodes += r.addedNodes.length + r.removedNodes.length; };
    performance.mark = ((...args: Parameters<Performance['mark']>) => {
      if (args[0] === 'wars:input') { flush(); w.atInput = copy(w.total); }
      return mark(...args);
    }) as Performance['mark'];
    performance.measure = ((...args: Parameters<Performance['measure']>) => {
      if (args[0] === measureName && w.atInput) { flush(); add(w.measured, w.atInput, w.total); w.atInput = null; }
      return measure(...args);
    }) as Performance['measure'];
  }, UPDATE_MEASURE);
}

const metric = async (cdp: CDPSession) => {
  const { metrics } = await cdp.send('Performance.getMetrics') as { metrics: { name: string; value: number }[] };
  const of = (n: string) => metrics.find((m) => m.name === n)?.value ?? 0;
  return { layouts: of('LayoutCount'), styles: of('RecalcStyleCount') };
};

/** Runs `step` and returns the work it made the page do (null when the step did nothing). */
export async function workOf(page: Page, cdp: CDPSession, step: () => Promise<unknown>): Promise<StepWork | null> {
  await page.evaluate(() => {
    const w = (window as unknown as { __work: { total: Work; measured: Work } }).__work;
    w.total = { renders: {}, commits: 0, mutations: 0, nodes: 0 };
    w.measured = { renders: {}, commits: 0, mutations: 0, nodes: 0 };
  });
  const before = await metric(cdp);
  if (await step() === null) return null;
  const after = await metric(cdp);
  const work = await page.evaluate(() => {
    const w = (window as unknown as { __work: { total: Work; measured: Work } }).__work;
    return { step: w.total, measured: w.measured };
  });
  return { ...work, layouts: after.layouts - before.layouts, styles: after.styles - before.styles };
}

const rendersOf = (w: Work) => Object.values(w.renders).reduce((a, n) => a + n, 0);

/** The counts over many steps, per step, and the components that rendered most, in lines. */
export function summarise(steps: StepWork[], top = Number(process.env.WORK_TOP ?? 12)): string[] {
  const per = (f: (s: StepWork) => number) => (steps.reduce((a, s) => a + f(s), 0) / steps.length).toFixed(1);
  const byName: Record<string, number> = {};
  for (const s of steps) for (const [k, n] of Object.entries(s.measured.renders)) byName[k] = (byName[k] ?? 0) + n;
  const most = Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `work per step, mean of ${steps.length} steps (whole step / input to painted):`,
    `  component renders ${per((s) => rendersOf(s.step))} / ${per((s) => rendersOf(s.measured))}; commits ${per((s) => s.step.commits)} / ${per((s) => s.measured.commits)}`,
    `  DOM mutation records ${per((s) => s.step.mutations)} / ${per((s) => s.measured.mutations)}; nodes added or removed ${per((s) => s.step.nodes)} / ${per((s) => s.measured.nodes)}`,
    `  layouts ${per((s) => s.layouts)}, style recalculations ${per((s) => s.styles)} (whole step)`,
    `  most rendered, input to painted, per step: ${most.map(([k, n]) => `${k} ${(n / steps.length).toFixed(1)}`).join(', ')}`,
  ];
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number } } }

/** Work done in script, inside which a layout or a style recalculation was forced. */
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.callFunction', 'EvaluateScript']);

export interface Layouts {
  layouts: number; forcedLayouts: number; styles: number; forcedStyles: number;
  /** Layout objects laid out again, and elements restyled: how big the layouts and recalculations were. */
  laidOut: number; restyled: number;
}

/** Layouts and style recalculations on the page's main thread in a timeline trace, and how many of
 * them script forced (run inside a script's event instead of when the frame is drawn). */
export function layoutsIn(trace: Buffer): Layouts {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out = { layouts: 0, forcedLayouts: 0, styles: 0, forcedStyles: 0, laidOut: 0, restyled: 0 };
  let scriptEnds = -1;
  for (const e of mine) {
    const inScript = e.ts < scriptEnds;
    if (SCRIPT.has(e.name) && !inScript) scriptEnds = e.ts + (e.dur ?? 0);
    if (e.name === 'Layout') { out.layouts++; out.laidOut += e.args?.beginData?.dirtyObjects ?? 0; if (inScript) out.forcedLayouts++; }
    if (e.name === 'UpdateLayoutTree') { out.styles++; out.restyled += e.args?.elementCount ?? 0; if (inScript) out.forcedStyles++; }
  }
  return out;
}

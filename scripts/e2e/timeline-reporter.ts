/**
 * Where the browser tests' minutes went (issue 36 §5): printed at the end of a CI run, after the list reporter.
 * The run's wall time against the tests' own time spread over the workers shows what the workers spent idle
 * (the global set-up, the wait between the projects' phases, a long file dispatched last); the slowest files are
 * the candidates to split or to move to component tests; a retried test is named, as the run fails on it.
 */
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Span {
  project: string;
  file: string;
  worker: number;
  start: number;
  end: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimelineReporter implements Reporter {
  private readonly spans: Span[] = [];
  private readonly retried = new Set<string>();
  private workers = 1;

  printsToStdio() {
    return false;
  }

  onBegin(config: FullConfig) {
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    // A test skipped before any worker took it (a file's `test.skip`) has no worker (parallelIndex -1) and no span.
    if (result.parallelIndex < 0) return;
    const start = result.startTime.getTime();
    this.spans.push({
      project: test.parent.project()?.name ?? '',
      file: test.location.file.replace(`${process.cwd()}/`, ''),
      worker: result.parallelIndex,
      start,
      end: start + result.duration,
    });
    if (result.retry > 0) this.retried.add(`${test.location.file.split('/').pop()}: ${test.title}`);
  }

  onEnd(result: FullResult) {
    if (this.spans.length === 0) return;
    // The run's start, before the global set-up (onBegin comes after it).
    const begun = result.startTime.getTime();
    const ended = begun + result.duration;
    const testTime = this.spans.reduce((sum, span) => sum + span.end - span.start, 0);
    const firstStart = Math.min(...this.spans.map((span) => span.start));
    const lines = [
      '',
      `[timeline] wall ${seconds(ended - begun)}; the first test began ${seconds(firstStart - begun)} in (the global set-up: a database migrated and seeded, the product started)`,
      `[timeline] tests' own time ${seconds(testTime)} on ${this.workers} workers: ${seconds(testTime / this.workers)} each if spread evenly, ` +
        `${Math.round((100 * testTime) / (this.workers * (ended - firstStart)))} % of the workers' time after the first test`,
    ];
    const projects = new Map<string, { start: number; end: number; time: number }>();
    const files = new Map<string, number>();
    for (const span of this.spans) {
      const project = projects.get(span.project) ?? { start: span.start, end: span.end, time: 0 };
      project.start = Math.min(project.start, span.start);
      project.end = Math.max(project.end, span.end);
      project.time += span.end - span.start;
      projects.set(span.project, project);
      files.set(span.file, (files.get(span.file) ?? 0) + span.end - span.start);
    }
    for (const [name, project] of projects) {
      lines.push(
        `[timeline] project ${name}: from ${seconds(project.start - begun)} to ${seconds(project.end - begun)}, tests' time ${seconds(project.time)}`,
      );
    }
    const busy = new Map<number, number>();
    for (const span of this.spans) busy.set(span.worker, (busy.get(span.worker) ?? 0) + span.end - span.start);
    lines.push(
      `[timeline] idle after the first test, by worker: ${[...busy]
        .sort((a, b) => a[0] - b[0])
        .map(([worker, time]) => `${worker}: ${seconds(ended - firstStart - time)}`)
        .join(', ')}`,
    );
    const slowest = [...files].sort((a, b) => b[1] - a[1]).slice(0, 8);
    lines.push(
      `[timeline] slowest files: ${slowest.map(([file, time]) => `${file.split('/').pop()} ${seconds(time)}`).join(', ')}`,
    );
    lines.push(`[timeline] retried: ${this.retried.size === 0 ? 'none' : [...this.retried].join('; ')}`);
    console.log(lines.join('\n'));
  }
}

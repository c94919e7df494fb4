import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundJob } from '../../lib/jobs.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { removeReportFile, storedPath, writeReportFile } from '../../state/reports/reportFiles.js';
import { generateReport } from '../../state/reports/reportGeneration.js';
import { say, type Said } from '../../i18n/messages.js';
import {
  findReport,
  isInProgress,
  MAX_ATTEMPTS,
  moveReport,
  reportWords,
  type Report,
} from '../../state/reports/reports.js';

declare module 'fastify' {
  interface FastifyInstance {
    reportWorker: ReportWorker;
  }
}

/** At TIME_SCALE=1 (the scheduler scales them). */
export const REPORT_TIMINGS = {
  QUEUE_MS: 8000,
  PROCESS_MS: 12000,
  SWEEP_MS: 30000,
  HOLD_RETRY_MS: 1000,
} as const;

interface Job {
  token: number;
  cancel(): void;
}

/**
 * Nothing stays in progress for ever: `sweep()` runs on start, after every reset and every SWEEP_MS, and
 * resumes each report without a live job (or fails it after MAX_ATTEMPTS); an unexpected error fails it.
 */
export class ReportWorker extends BackgroundJob {
  readonly name = 'report worker';
  private readonly jobs = new Map<number, Job>();
  private nextToken = 1;
  private cancelSweep: () => void = () => undefined;
  /** Control API: so tests and demos can look at an in-progress report. */
  held = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly timers: Scheduler,
  ) {
    super();
  }

  private get area() {
    return this.app.store.state.reports;
  }

  /** For tests. */
  get active(): number[] {
    return [...this.jobs.keys()];
  }

  enqueue(report: Report): void {
    this.schedule(report.id, REPORT_TIMINGS.QUEUE_MS, (token) => this.begin(report.id, token));
  }

  private schedule(id: number, delayMs: number, run: (token: number) => Promise<void> | void): void {
    this.jobs.get(id)?.cancel();
    const token = this.nextToken++;
    const cancel = this.timers.after(delayMs, `report ${id}`, async () => {
      if (this.jobs.get(id)?.token !== token) return;
      if (this.held) {
        this.schedule(id, REPORT_TIMINGS.HOLD_RETRY_MS, run);
        return;
      }
      try {
        await run(token);
      } catch (error) {
        this.app.log.error({ err: error, report: id }, 'report generation failed unexpectedly');
        this.fail(id, token, say('reports.unexpected'));
      }
    });
    this.jobs.set(id, { token, cancel });
  }

  private isCurrent(id: number, token: number): boolean {
    return this.jobs.get(id)?.token === token;
  }

  private finish(id: number, token: number): void {
    if (this.isCurrent(id, token)) this.jobs.delete(id);
  }

  private begin(id: number, token: number): void {
    const report = findReport(this.area, id);
    if (!report || report.status !== 'PENDING') return this.finish(id, token);
    moveReport(report, 'PROCESSING', this.app.clock.iso());
    this.app.store.changed('reports');
    this.schedule(id, REPORT_TIMINGS.PROCESS_MS, (next) => this.generate(id, next));
  }

  private async generate(id: number, token: number): Promise<void> {
    const report = findReport(this.area, id);
    if (!report || report.status !== 'PROCESSING') return this.finish(id, token);
    const at = this.app.clock.iso();
    // Quiescing: leave the report PROCESSING (the next start resumes it) and write nothing.
    if (this.timers.stopping) return;
    const outcome = generateReport(this.app.store.state.campaigns, report, at);
    if (!outcome.ok) {
      this.fail(id, token, outcome.reason);
      return;
    }
    try {
      await writeReportFile(this.app.config.dataDir, outcome.fileName, outcome.bytes);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      this.app.log.error({ err: error, report: id }, 'could not write a report file');
      this.fail(id, token, code ? say('reports.writeFailedCode', { code }) : say('reports.writeFailed'));
      return;
    }
    // A reset (or another job) may have replaced the report while the file was being written.
    const current = findReport(this.area, id);
    if (!this.isCurrent(id, token) || current !== report || report.status !== 'PROCESSING') {
      await removeReportFile(this.app.config.dataDir, outcome.fileName);
      return;
    }
    moveReport(report, 'READY', this.app.clock.iso(), {
      file: storedPath(outcome.fileName),
      total_rows: outcome.rows,
      information: null,
    });
    this.jobs.delete(id);
    this.app.store.changed('reports');
  }

  private fail(id: number, token: number, reason: Said): void {
    if (!this.isCurrent(id, token)) return;
    this.jobs.delete(id);
    const report = findReport(this.area, id);
    if (!report || !isInProgress(report.status)) return;
    // Stored as a text, as a backend would.
    moveReport(report, 'FAILED', this.app.clock.iso(), {
      information: reportWords(report, reason),
      file: null,
    });
    this.app.store.changed('reports');
  }

  sweep(): number[] {
    const touched: number[] = [];
    for (const report of this.area.reports) {
      if (!isInProgress(report.status) || this.jobs.has(report.id)) continue;
      touched.push(report.id);
      if (report.status === 'PROCESSING') {
        if (report.attempts >= MAX_ATTEMPTS) {
          moveReport(report, 'FAILED', this.app.clock.iso(), {
            information: reportWords(report, say('reports.interrupted', { attempts: report.attempts })),
          });
          continue;
        }
        // Interrupted while generating (restart): back to the queue; the file is written from scratch.
        moveReport(report, 'PENDING', this.app.clock.iso());
      }
      this.enqueue(report);
    }
    if (touched.length > 0) this.app.store.changed('reports');
    return touched;
  }

  start(): void {
    if (this.stopped) return;
    this.held = false;
    this.sweep();
    this.cancelSweep = this.timers.every(REPORT_TIMINGS.SWEEP_MS, 'report sweep', () => {
      this.sweep();
    });
  }

  /** A file being written finishes and its report becomes READY. */
  async quiesce(): Promise<void> {
    this.cancelSweep();
    await this.timers.quiesce();
    this.jobs.clear();
  }
}

export default fp(
  async function reportWorker(app: FastifyInstance) {
    app.decorate('reportWorker', app.jobs.add(new ReportWorker(app, app.scheduler.group())));
  },
  { name: 'report-worker', dependencies: ['core'] },
);

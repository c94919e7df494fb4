import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { resolveReportFile } from '../../lib/reportFiles.js';
import {
  Closed,
  FileDownload,
  Open,
  PROTECTED_ERRORS,
  protectedRoute,
  responses,
  Str,
} from '../../lib/schemas.js';
import { Type } from 'typebox';
import { registerHoldRoute } from '../../lib/holdRoute.js';
import { requireModules } from '../../plugins/auth.js';
import { seedReports } from '../../seed/reports.js';
import {
  filterReports,
  parseReportFilters,
  REPORT_FILTERS_BODY_SCHEMA,
  type ReportFilterInput,
} from '../../state/reportFilters.js';
import {
  createReport,
  inProgressCount,
  MAX_IN_PROGRESS_PER_USER,
  REPORT_REQUEST_BODY_SCHEMA,
  sortedReports,
  validateReportRequest,
} from '../../state/reportRequest.js';
import { fileNameOf, reportDto } from '../../state/reports.js';
import { matchingCampaigns } from '../../state/reportWorkbook.js';
import { REPORT_TIMINGS, ReportWorker } from './worker.js';

/** Module sets of the report calls (spec part 2 section 6). */
export const REPORT_MODULES = {
  /** The list and the filter: the Report Campaign screen (whoever may request may also see the list). */
  read: ['crm.report.list', 'crm.report.request'],
  request: ['crm.report.request'],
  download: ['crm.report.list'],
} as const;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Workers by the app's store (the route plugin is encapsulated, so the worker is not a decoration). */
const workers = new WeakMap<object, ReportWorker>();

/** The report worker of an app (tests hold it, sweep it, look at its jobs). */
export function reportWorkerOf(app: FastifyInstance): ReportWorker {
  const worker = workers.get(app.store);
  if (!worker) throw new Error('the reports area is not registered on this app');
  return worker;
}

function requesterOf(request: FastifyRequest) {
  const user = request.user;
  if (!user) throw badRequest('No signed-in user.');
  return { username: user.username, name: user.user.display_name, divisions: user.user.divisions };
}

const route = protectedRoute('reports');
const ReportSchema = Open({ id: Type.Integer(), campaign_name: Type.String(), status: Type.String() });
const ReportList = Open({ message: Type.String(), data: Type.Array(ReportSchema) });

/** Routes of the reports area (spec part 2 section 7) and the report worker. */
export default async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const worker = new ReportWorker(app);
  workers.set(app.store, worker);
  const area = () => app.store.state.reports;

  app.addHook('onReady', async () => {
    // A snapshot written before this area existed has no reports: seed the area in place.
    const state = app.store.state;
    if (!Array.isArray(state.reports?.reports)) {
      await seedReports(state, app.config.dataDir, new Date(app.clock.now()));
      app.store.changed('reports');
    }
    worker.sweep();
    app.scheduler.every(REPORT_TIMINGS.SWEEP_MS, 'report sweep', () => {
      worker.sweep();
    });
  });
  app.store.on('reset', () => {
    worker.cancelAll();
    worker.held = false;
    worker.sweep();
  });

  app.get(
    '/api/reports',
    {
      preHandler: requireModules(...REPORT_MODULES.read),
      schema: {
        ...route,
        summary: 'Every report, newest first',
        response: responses({ 200: ReportList }, 401, 403),
      },
    },
    async () => ({
      message: 'OK',
      data: sortedReports(area()).map(reportDto),
    }),
  );

  app.post<{ Body: { filters?: ReportFilterInput[] | null } | null | undefined }>(
    '/api/reports/filter',
    {
      preHandler: requireModules(...REPORT_MODULES.read),
      schema: {
        ...route,
        summary: 'Reports matching every filter',
        body: REPORT_FILTERS_BODY_SCHEMA,
        response: responses({ 200: ReportList }, ...PROTECTED_ERRORS),
      },
    },
    async (request) => {
      const body = request.body;
      const filters = parseReportFilters(body?.filters);
      return { message: 'OK', data: filterReports(sortedReports(area()), filters).map(reportDto) };
    },
  );

  app.post<{ Body: unknown }>(
    '/api/reports/request',
    {
      preHandler: requireModules(...REPORT_MODULES.request),
      schema: {
        ...route,
        summary: 'Request a report (generated in the background)',
        body: REPORT_REQUEST_BODY_SCHEMA,
        response: responses(
          {
            200: Open({ status: Type.Integer(), message: Type.String(), data: ReportSchema }),
          },
          ...PROTECTED_ERRORS,
          429,
        ),
      },
    },
    async (request, reply) => {
      const requester = requesterOf(request);
      const result = validateReportRequest(request.body, requester.divisions, app.store.state.campaigns);
      if (!result.ok) {
        return reply.code(400).send({ status: 0, message: result.errors.join(' '), errors: result.errors });
      }
      const state = area();
      if (inProgressCount(state, requester.username) >= MAX_IN_PROGRESS_PER_USER) {
        return reply.code(429).send({
          status: 0,
          message: `You already have ${MAX_IN_PROGRESS_PER_USER} reports being generated: wait until they are ready.`,
        });
      }
      // The campaigns it is about are the ones that match now (generation may come after they moved on).
      const requested = matchingCampaigns(app.store.state.campaigns, { ...result.input }).map(
        (campaign) => campaign.id,
      );
      const report = createReport(
        state,
        result,
        requester,
        new Date(app.clock.now()).toISOString(),
        requested,
      );
      app.store.changed('reports');
      worker.enqueue(report);
      return {
        status: 1,
        message: 'Report requested: it is being generated.',
        data: reportDto(report),
      };
    },
  );

  app.get<{ Params: { filename: string } }>(
    '/download-file/reports/:filename',
    {
      preHandler: requireModules(...REPORT_MODULES.download),
      schema: {
        ...route,
        summary: 'The workbook of a READY report',
        params: Closed({ filename: Str(100) }),
        response: responses({ 200: FileDownload([XLSX_TYPE], 'The .xlsx file.') }, ...PROTECTED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const name = request.params.filename;
      const gone = () => notFound('No such report file.');
      // Only plain .xlsx names of the reports folder, and only files of a READY report: never another file.
      const filePath = resolveReportFile(app.config.dataDir, name);
      if (!filePath) throw gone();
      const known = area().reports.some(
        (report) => report.status === 'READY' && report.file !== null && fileNameOf(report.file) === name,
      );
      if (!known) throw gone();
      const info = await stat(filePath).catch(() => undefined);
      if (!info?.isFile())
        throw notFound('The report file is no longer available: request the report again.');
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', info.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(filePath));
    },
  );

  // Control API: hold report generation or let it go on.
  registerHoldRoute(app, 'reports', worker);
}

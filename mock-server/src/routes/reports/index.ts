import { CAMPAIGN_STATUSES, REPORT_STATUSES } from '@crm/domain';
import type { FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { anyOf } from '../../lib/access.js';
import { say } from '../../i18n/messages.js';
import { MODULES } from '../../lib/modules.js';
import { resolveReportFile } from '../../state/reports/reportFiles.js';
import {
  Choice,
  Closed,
  FileDownload,
  IsoTime,
  Nullable,
  Open,
  protectedRoute,
  Str,
  type TypedApp,
} from '../../lib/schemas.js';
import { Type } from 'typebox';
import { REPORT_FILTERS } from '../../state/filters/filterAreas.js';
import { applyFilters, parseFilters } from '../../state/filters/filterEngine.js';
import { lenientFilterList } from '../../state/filters/filterSchema.js';
import {
  createReport,
  inProgressCount,
  MAX_IN_PROGRESS_PER_USER,
  REPORT_REQUEST_BODY_SCHEMA,
  sortedReports,
  validateReportRequest,
} from '../../state/reports/reportRequest.js';
import { fileNameOf, reportDto } from '../../state/reports/reports.js';
import { requestedCampaigns } from '../../state/reports/reportGeneration.js';

/** Spec part 2 section 6. */
export const REPORT_MODULES = {
  /** Whoever may request may also see the list. */
  read: anyOf(MODULES.reportList, MODULES.reportRequest),
  request: anyOf(MODULES.reportRequest),
  download: anyOf(MODULES.reportList),
} as const;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function requesterOf(request: FastifyRequest) {
  const user = request.user;
  if (!user) throw badRequest(say('request.noUser'));
  return {
    username: user.username,
    name: user.user.display_name,
    divisions: user.user.divisions,
    language: request.language,
  };
}

const route = protectedRoute('reports');
const ReportSchema = Open({
  id: Type.Integer(),
  campaign_name: Type.String(),
  client_id: Type.String({ description: 'The division the report is for.' }),
  division: Type.String({ description: "The division's name." }),
  channel_account_id: Type.Integer(),
  channel_name: Type.String(),
  request_status: Type.Array(Choice(CAMPAIGN_STATUSES), { description: 'The campaign statuses it covers.' }),
  requested_by_name: Type.String(),
  created_at: IsoTime(),
  updated_at: IsoTime(),
  status: Choice(REPORT_STATUSES),
  file: Nullable(Type.String(), {
    description: 'null until READY; then reports/<file name> (the last segment is the download name).',
  }),
  information: Nullable(Type.String(), { description: 'Why the report FAILED (null otherwise).' }),
  total_rows: Nullable(Type.Integer({ minimum: 0 }), { description: 'Data rows in the file (READY only).' }),
});
const ReportList = Open({ message: Type.String(), data: Type.Array(ReportSchema) });
const FILTERS_BODY = Type.Union([Closed({ filters: lenientFilterList(REPORT_FILTERS) }), Type.Null()], {
  'x-message': say('filter.listBody'),
  'x-optional-body': true,
});

export default async function reportsRoutes(app: TypedApp): Promise<void> {
  listRoutes(app);
  requestRoute(app);
  downloadRoute(app);
}

function listRoutes(app: TypedApp): void {
  const area = () => app.store.state.reports;
  app.get(
    '/api/reports',
    {
      schema: route(
        { modules: REPORT_MODULES.read, summary: 'Every report, newest first' },
        { 200: ReportList },
      ),
    },
    async () => ({
      message: 'OK',
      data: sortedReports(area()).map(reportDto),
    }),
  );

  app.post(
    '/api/reports/filter',
    {
      schema: route(
        {
          modules: REPORT_MODULES.read,
          summary: 'Reports matching every filter',
          body: FILTERS_BODY,
        },
        { 200: ReportList },
      ),
    },
    async (request) => {
      const filters = parseFilters(REPORT_FILTERS, request.body?.filters);
      return { message: 'OK', data: applyFilters(sortedReports(area()), filters).map(reportDto) };
    },
  );
}

function requestRoute(app: TypedApp): void {
  const area = () => app.store.state.reports;
  app.post(
    '/api/reports/request',
    {
      schema: route(
        {
          modules: REPORT_MODULES.request,
          summary: 'Request a report (generated in the background)',
          body: REPORT_REQUEST_BODY_SCHEMA,
        },
        {
          200: Open({ status: Type.Integer(), message: Type.String(), data: ReportSchema }),
        },
        429,
      ),
    },
    async (request, reply) => {
      const requester = requesterOf(request);
      const result = validateReportRequest(request.body, requester.divisions, app.store.state.campaigns);
      if (!result.ok) {
        const errors = result.errors.map((said) => request.words(said));
        return reply.code(400).send({ status: 0, message: errors.join(' '), errors });
      }
      const state = area();
      if (inProgressCount(state, requester.username) >= MAX_IN_PROGRESS_PER_USER) {
        return reply.code(429).send({
          status: 0,
          message: request.words(say('reports.tooMany', { max: MAX_IN_PROGRESS_PER_USER })),
        });
      }
      // Includes those that were in a requested status and moved on: generation may come after they move further.
      const requested = requestedCampaigns(app.store.state.campaigns, { ...result.input }).map(
        (campaign) => campaign.id,
      );
      const report = createReport(state, result, requester, app.clock.iso(), requested);
      app.store.changed('reports');
      app.reportWorker.enqueue(report);
      return {
        status: 1,
        message: request.words(say('reports.requested')),
        data: reportDto(report),
      };
    },
  );
}

function downloadRoute(app: TypedApp): void {
  const area = () => app.store.state.reports;
  app.get(
    '/download-file/reports/:filename',
    {
      schema: route(
        {
          modules: REPORT_MODULES.download,
          summary: 'The workbook of a READY report',
          params: Closed({ filename: Str(100) }),
        },
        { 200: FileDownload([XLSX_TYPE], 'The .xlsx file.') },
        404,
      ),
    },
    async (request, reply) => {
      const name = request.params.filename;
      const gone = () => notFound(say('reports.noFile'));
      // Only files of a READY report in the reports folder: never another file.
      const filePath = resolveReportFile(app.config.dataDir, name);
      if (!filePath) throw gone();
      const known = area().reports.some(
        (report) => report.status === 'READY' && report.file !== null && fileNameOf(report.file) === name,
      );
      if (!known) throw gone();
      const info = await stat(filePath).catch(() => undefined);
      if (!info?.isFile()) throw notFound(say('reports.fileGone'));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', info.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(filePath));
    },
  );
}

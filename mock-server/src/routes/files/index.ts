import {
  UPLOAD_CATEGORY_NAMES,
  UPLOAD_CATEGORY_RULES,
  UPLOAD_STATUSES,
  type UploadCategory,
} from '@crm/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AuthenticatedUser } from '../../auth/authService.js';
import { anyOf, authorize } from '../../lib/access.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/httpErrors.js';
import { say } from '../../i18n/messages.js';
import {
  Choice,
  Closed,
  FileDownload,
  IsoTime,
  Nullable,
  Open,
  protectedRoute,
  SPREADSHEET_TYPES,
  Str,
  type TypedApp,
} from '../../lib/schemas.js';
import { Type } from 'typebox';
import { CATEGORY_ALIASES } from '../../state/records/columns.js';
import { addUpload, uploadDto, type UploadRecord } from '../../state/files/files.js';
import {
  contentDisposition,
  contentTypeFor,
  downloadName,
  invalidDir,
  invalidDownloadName,
  originalName,
  originalPath,
  originalsDir,
  resolveInside,
} from '../../uploads/storage.js';
import { templateWorkbook } from '../../uploads/templates.js';
import divisionRoutes from './divisions.js';
import { UPLOAD_FILTERS } from '../../state/filters/filterAreas.js';
import { applyFilters, parseFilters } from '../../state/filters/filterEngine.js';
import { filterListSchema } from '../../state/filters/filterSchema.js';

const UPLOAD_SCREENS = anyOf(
  ...new Set(UPLOAD_CATEGORY_NAMES.map((category) => UPLOAD_CATEGORY_RULES[category].module)),
);

export function parseCategory(raw: string | undefined): UploadCategory {
  const value = (raw ?? '').trim();
  const categories = UPLOAD_CATEGORY_NAMES.join(', ');
  if (!value) throw badRequest(say('files.categoryRequired', { categories }));
  const category = CATEGORY_ALIASES[value] ?? value;
  if (!(UPLOAD_CATEGORY_NAMES as readonly string[]).includes(category)) {
    throw badRequest(say('filter.unknownCategory', { value: excerpt(value), categories }));
  }
  return category as UploadCategory;
}

export function visibleCategories(user: AuthenticatedUser | null): UploadCategory[] {
  const modules = user?.user.modules ?? [];
  return UPLOAD_CATEGORY_NAMES.filter((category) => modules.includes(UPLOAD_CATEGORY_RULES[category].module));
}

function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 255) || 'upload';
}

export function formatLimit(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface ReceivedFile {
  uuid: string;
  filename: string;
  storedName: string;
  size: number;
}

/** Room for the part headers and small fields, in a body checked by Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 1024;
const MULTIPART_LIMITS = { files: 1, fields: 10, parts: 12, fieldSize: MAX_FIELD_BYTES } as const;

export function excerpt(value: string, max = 40): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** busboy's "Unexpected end of form" says nothing to a user: parser refusals become a 400 in our words. */
function multipartFailure(error: unknown, tooLarge: () => HttpError): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (PART_LIMITS.has(code)) {
    return badRequest(say('files.tooManyParts'));
  }
  if (code === 'FST_PROTO_VIOLATION') return badRequest(say('files.fieldNameNotAllowed'));
  if (/^E[A-Z]+$/.test(code)) return error;
  return badRequest(say('files.malformed'));
}

const filterBody = Closed({ filters: Type.Optional(filterListSchema(UPLOAD_FILTERS)) });
const route = protectedRoute('files');

const UploadSchema = Open({
  uuid: Type.String(),
  status: Choice(UPLOAD_STATUSES, {
    description: 'execute: received and queued; process: being imported; then done or failed.',
  }),
  category: Choice(UPLOAD_CATEGORY_NAMES),
  filename: Type.String({ description: 'The name of the file as the user chose it.' }),
  file_path: Type.String({
    description: "Where the original is kept ('' when it was not); the last segment is its download name.",
  }),
  invalid_file: Nullable(Open({ file_path: Type.String() }), {
    description:
      'The sheet of the rows that were not imported, with a Reason column; null when there were none.',
  }),
  num_of_success: Type.Integer({ minimum: 0 }),
  num_of_failed: Type.Integer({ minimum: 0 }),
  information: Type.String({ description: "Why the upload failed ('' otherwise)." }),
  upload_by_user_name: Type.String(),
  upload_by_username: Type.String(),
  upload_by_division_id: Type.String(),
  upload_by_division_name: Type.String(),
  file_size: Type.Integer({ minimum: 0, description: 'Bytes received.' }),
  created_at: IsoTime(),
  upload_at: IsoTime(),
  updated_at: IsoTime(),
});

/** The route streams the parts itself, so no validator sees this: it states what the route enforces. */
const UploadBody = Type.Unsafe<unknown>({
  type: 'object',
  'x-multipart': true,
  required: ['file', 'category'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description:
        'The spreadsheet (.xlsx, .xls or .csv), at most MAX_UPLOAD_MB (413 beyond). Exactly one file part: a ' +
        `second one is refused (400), as is a form of more than ${String(MULTIPART_LIMITS.parts)} parts.`,
    },
    category: {
      type: 'string',
      pattern: `^\\s*(?:${[...UPLOAD_CATEGORY_NAMES, ...Object.keys(CATEGORY_ALIASES)].join('|')})\\s*$`,
      maxLength: 50,
      description: `One of ${UPLOAD_CATEGORY_NAMES.join(', ')} (or ${Object.keys(CATEGORY_ALIASES).join(', ')}); uploading it needs its module (403).`,
    },
    division_id: {
      type: 'string',
      maxLength: 64,
      description: "One of the user's divisions (default: the first); another is refused (403).",
    },
  },
});

const FileAnswer = FileDownload(SPREADSHEET_TYPES, 'The file.');
// Fastify refuses path parameters over 100 characters (maxParamLength) with a 414 before any schema.
const NameParams = Closed({ name: Str(100) });

export default async function filesRoutes(app: TypedApp): Promise<void> {
  await app.register(divisionRoutes);
  uploadRoutes(app);
  downloadRoutes(app);
}

const tooLarge = (app: TypedApp) =>
  new HttpError(413, say('files.tooLarge', { limit: formatLimit(app.config.maxUploadBytes) }));

/**
 * The file goes to storage first; over MAX_UPLOAD_MB it is refused with 413 (at once when Content-Length says so).
 * Whatever the refusal, the part already written is removed.
 */
async function receive(
  app: TypedApp,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: ReceivedFile }> {
  const boundary = /;\s*boundary=("?)([^";]*)\1/i.exec(request.headers['content-type'] ?? '')?.[2] ?? '';
  if (!boundary.trim()) {
    throw badRequest(say('files.noBoundary'));
  }
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > app.config.maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge(app);
  }
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const written: { path?: string; sink?: WriteStream } = {};
  const uuid = randomUUID();
  const options = {
    throwFileSizeLimit: true,
    limits: { fileSize: app.config.maxUploadBytes, ...MULTIPART_LIMITS },
  } as unknown as Parameters<typeof request.parts>[0];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        file = await store(app, part, uuid, written);
      }
    }
  } catch (error) {
    // Wait until a refused file's stream is closed, so the file is gone before the answer leaves
    // (removing it earlier could race the open and leave an empty file).
    const pending = written.sink;
    if (pending && !pending.closed)
      await new Promise<void>((resolve) => pending.once('close', () => resolve()));
    if (written.path) await rm(written.path, { force: true });
    throw multipartFailure(error, () => tooLarge(app));
  }
  return { fields, file };
}

async function store(
  app: TypedApp,
  part: MultipartFile,
  uuid: string,
  written: { path?: string; sink?: WriteStream },
): Promise<ReceivedFile> {
  const filename = cleanFilename(part.filename);
  const storedName = originalName(uuid, filename);
  const target = resolveInside(originalsDir(app.config.dataDir), storedName) as string;
  written.path = target;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  written.sink = createWriteStream(target);
  await pipeline(part.file, counter, written.sink);
  if (part.file.truncated) throw tooLarge(app);
  return { uuid, filename, storedName, size };
}

async function discard(app: TypedApp, file: ReceivedFile | undefined): Promise<void> {
  if (!file) return;
  const target = resolveInside(originalsDir(app.config.dataDir), file.storedName);
  if (target) await rm(target, { force: true });
}

/** The category is known only once the body is read, so its upload permission is checked here. */
function uploadTarget(request: FastifyRequest, fields: Record<string, string>) {
  const category = parseCategory(fields.category);
  const module = UPLOAD_CATEGORY_RULES[category].module;
  authorize(request, anyOf(module), say('files.forbiddenCategory', { category, module }));
  const divisions = (request.user as AuthenticatedUser).user.divisions;
  const wanted = fields.division_id?.trim();
  const division = wanted ? divisions.find((entry) => entry.id === wanted) : divisions[0];
  if (!division) {
    throw wanted
      ? forbidden(say('files.notYourDivision', { division: excerpt(wanted) }))
      : badRequest(say('files.noDivision'));
  }
  return { category, division };
}

function uploadRoutes(app: TypedApp): void {
  app.post(
    '/api/files',
    {
      schema: route(
        {
          modules: UPLOAD_SCREENS,
          summary: 'Upload a spreadsheet (multipart/form-data: file, category, division_id)',
          consumes: ['multipart/form-data'],
          body: UploadBody,
        },
        { 201: Open({ data: UploadSchema }) },
        413,
      ),
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest(say('files.notMultipart'));
      }
      const { fields, file } = await receive(app, request);
      let target: ReturnType<typeof uploadTarget>;
      try {
        if (!file) throw badRequest(say('files.fileRequired'));
        target = uploadTarget(request, fields);
      } catch (error) {
        await discard(app, file);
        throw error;
      }
      const user = request.user as AuthenticatedUser;
      const upload = addUpload(
        app.store.state.files,
        {
          uuid: file.uuid,
          category: target.category,
          filename: file.filename,
          file_path: originalPath(file.storedName),
          upload_by_user_name: user.user.display_name,
          upload_by_username: user.username,
          upload_by_division_id: target.division.id,
          upload_by_division_name: target.division.name,
          file_size: file.size,
          language: request.language,
        },
        app.clock.iso(),
      );
      app.uploadPipeline.submit(upload.uuid);
      app.store.changed('files');
      return reply.code(201).send({ data: uploadDto(upload) });
    },
  );

  app.post(
    '/api/files/filter',
    {
      schema: route(
        { modules: UPLOAD_SCREENS, summary: 'Uploads matching every filter, newest first', body: filterBody },
        { 200: Open({ data: Type.Array(UploadSchema) }) },
      ),
    },
    async (request) => {
      const visible = new Set(visibleCategories(request.user));
      const uploads = app.store.state.files.uploads.filter((upload) => visible.has(upload.category));
      const matching = applyFilters(uploads, parseFilters(UPLOAD_FILTERS, request.body.filters));
      matching.sort(
        (a, b) =>
          b.updated_at.localeCompare(a.updated_at) ||
          b.created_at.localeCompare(a.created_at) ||
          a.uuid.localeCompare(b.uuid),
      );
      return { data: matching.map(uploadDto) };
    },
  );
}

function findByFile(
  app: TypedApp,
  name: string,
  which: 'original' | 'invalid',
  request: FastifyRequest,
): UploadRecord {
  const visible = new Set(visibleCategories(request.user));
  const upload = app.store.state.files.uploads.find((entry) => {
    const stored = which === 'original' ? entry.file_path : entry.invalid_file?.file_path;
    return Boolean(stored) && downloadName(stored as string) === name && visible.has(entry.category);
  });
  if (!upload) throw notFound(say('files.fileNotFound', { name: excerpt(name) }));
  return upload;
}

async function sendFile(reply: FastifyReply, absolute: string | undefined, filename: string) {
  const info = absolute ? await stat(absolute).catch(() => undefined) : undefined;
  if (!absolute || !info?.isFile()) throw notFound(say('files.storedFileMissing'));
  return reply
    .header('content-type', contentTypeFor(filename))
    .header('content-disposition', contentDisposition(filename))
    .header('content-length', String(info.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(absolute));
}

const download = (summary: string) => ({
  schema: route({ modules: UPLOAD_SCREENS, summary, params: NameParams }, { 200: FileAnswer }, 404),
});

function downloadRoutes(app: TypedApp): void {
  const dataDir = app.config.dataDir;
  app.get(
    '/download-file/templates/:name',
    download('The upload template of a category'),
    async (request, reply) => {
      const category = UPLOAD_CATEGORY_NAMES.find((entry) => request.params.name === `${entry}.xls`);
      if (!category || !visibleCategories(request.user).includes(category)) {
        throw notFound(say('files.templateNotFound', { name: excerpt(request.params.name) }));
      }
      const bytes = templateWorkbook(category, request.language);
      const filename = UPLOAD_CATEGORY_RULES[category].template;
      return (
        reply
          .header('content-type', contentTypeFor(filename))
          .header('content-disposition', contentDisposition(filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          // The guide sheet is in the request's language.
          .header('vary', 'Accept-Language')
          .send(bytes)
      );
    },
  );

  app.get(
    '/download-file/invalid/:name',
    download('The invalid-data sheet of an upload'),
    async (request, reply) => {
      const name = request.params.name;
      const upload = findByFile(app, name, 'invalid', request);
      return sendFile(reply, resolveInside(invalidDir(dataDir), name), invalidDownloadName(upload.filename));
    },
  );

  app.get('/download-file/:name', download('The original file of an upload'), async (request, reply) => {
    const name = request.params.name;
    const upload = findByFile(app, name, 'original', request);
    return sendFile(reply, resolveInside(originalsDir(dataDir), name), upload.filename);
  });
}

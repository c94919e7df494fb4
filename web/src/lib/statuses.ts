import {
  CAMPAIGN_STATUSES,
  REPORT_STATUSES,
  UPLOAD_STATUSES,
  type CampaignAction,
  type CampaignStatus,
  type ReportStatus,
  type UploadStatus,
} from '@crm/domain';
import { raw as serverWords, type Text } from '../i18n/i18n';

/**
 * Campaign, upload and report status catalogues: label, badge tone, allowed actions. Each `satisfies
 * Record<Status, ...>`, so a new status fails the typecheck until complete. Unknown values: lower-cased, neutral.
 */

export type BadgeTone = 'success' | 'info' | 'danger' | 'neutral';

export interface StatusEntry<Action extends string> {
  /** As the server's data has it (English): filter values, sorting, the export. */
  label: string;
  /** `status.*`; a status no catalogue knows: as sent. */
  text: Text;
  tone: BadgeTone;
  /** Spec part 2 section 4 for campaigns. */
  actions: readonly Action[];
}

// ---- Campaigns (spec part 2 sections 3 and 4) ----

export interface CampaignStatusEntry extends StatusEntry<CampaignAction> {
  /** Still to run or running: the detail keeps polling so a change made elsewhere shows up. */
  live: boolean;
  sending: boolean;
  /** Listed by the campaign list; finished campaigns are history only. */
  current: boolean;
  started: boolean;
  /** A scheduled campaign in this status can still be waiting for its start. */
  awaitsStart: boolean;
}

// 'on going' and 'proccessed' are both the sending phase: they differ only in their label.
const SENDING_CAMPAIGN = {
  tone: 'info',
  actions: ['stop'],
  live: true,
  sending: true,
  current: true,
  started: true,
  awaitsStart: true,
} as const;

/** Approve and reject while 'waiting approval'; stop while 'on going', 'proccessed' or 'done'. */
export const CAMPAIGN_STATUS_CATALOGUE = {
  INITIAL: {
    label: 'initial',
    text: 'status.campaign.initial',
    tone: 'neutral',
    actions: [],
    live: true,
    sending: false,
    current: true,
    started: false,
    awaitsStart: true,
  },
  'WAITING APPROVAL': {
    label: 'waiting approval',
    text: 'status.campaign.waitingApproval',
    tone: 'info',
    actions: ['approve', 'reject'],
    live: true,
    sending: false,
    current: true,
    started: false,
    awaitsStart: true,
  },
  'ON GOING': { label: 'on going', text: 'status.campaign.onGoing', ...SENDING_CAMPAIGN },
  PROCCESSED: { label: 'proccessed', text: 'status.campaign.proccessed', ...SENDING_CAMPAIGN },
  DONE: {
    label: 'done',
    text: 'status.campaign.done',
    tone: 'success',
    actions: ['stop'],
    live: false,
    sending: false,
    current: true,
    started: true,
    awaitsStart: false,
  },
  FINISHED: {
    label: 'finished',
    text: 'status.campaign.finished',
    tone: 'success',
    actions: [],
    live: false,
    sending: false,
    current: false,
    started: true,
    awaitsStart: false,
  },
  REJECTED: {
    label: 'rejected',
    text: 'status.campaign.rejected',
    tone: 'danger',
    actions: [],
    live: false,
    sending: false,
    current: true,
    started: false,
    awaitsStart: false,
  },
  STOPPED: {
    label: 'stopped',
    text: 'status.campaign.stopped',
    tone: 'danger',
    actions: [],
    live: false,
    sending: false,
    current: true,
    started: true,
    awaitsStart: false,
  },
} as const satisfies Record<CampaignStatus, CampaignStatusEntry>;

/** Spec part 2 section 7. */
export const NEW_CAMPAIGN_STATUS = 'INITIAL' satisfies CampaignStatus;

export const FINISHED_CAMPAIGN_STATUS = 'FINISHED' satisfies CampaignStatus;

/** Case and surrounding blanks ignored. */
export function campaignStatusOf(raw: string | null | undefined): CampaignStatus | null {
  const key = (raw ?? '').trim().toUpperCase();
  return (CAMPAIGN_STATUSES as readonly string[]).includes(key) ? (key as CampaignStatus) : null;
}

function unknownCampaignEntry(raw: string | null | undefined): CampaignStatusEntry {
  const label = (raw ?? '').trim().toLowerCase();
  // Unknown but present: keep polling, it may still move; no progress and no scheduled start.
  return {
    label,
    text: serverWords(label),
    tone: 'neutral',
    actions: [],
    live: label !== '',
    sending: false,
    current: true,
    started: false,
    awaitsStart: false,
  };
}

export function campaignStatusEntry(raw: string | null | undefined): CampaignStatusEntry {
  const status = campaignStatusOf(raw);
  return status ? CAMPAIGN_STATUS_CATALOGUE[status] : unknownCampaignEntry(raw);
}

/** Catalogue order; unknown statuses come last. */
export function campaignStatusRank(raw: string | null | undefined): number {
  const status = campaignStatusOf(raw);
  return status ? CAMPAIGN_STATUSES.indexOf(status) : CAMPAIGN_STATUSES.length;
}

// ---- Uploads (spec part 1 section 4, part 2 section 4) ----

export const UPLOAD_STATUS_LABELS = ['Completed', 'On Going', 'Failed'] as const;
export type UploadStatusLabel = (typeof UPLOAD_STATUS_LABELS)[number];

/** The server sets upload statuses (downloads depend on the files, not the status). */
export type UploadAction = never;

export interface UploadStatusEntry extends StatusEntry<UploadAction> {
  label: UploadStatusLabel;
  inProgress: boolean;
}

/** done → green "Completed"; execute or process → "On Going"; anything else → red "Failed". */
export const UPLOAD_STATUS_CATALOGUE = {
  execute: { label: 'On Going', text: 'status.upload.onGoing', tone: 'info', actions: [], inProgress: true },
  process: { label: 'On Going', text: 'status.upload.onGoing', tone: 'info', actions: [], inProgress: true },
  done: {
    label: 'Completed',
    text: 'status.upload.completed',
    tone: 'success',
    actions: [],
    inProgress: false,
  },
  failed: { label: 'Failed', text: 'status.upload.failed', tone: 'danger', actions: [], inProgress: false },
} as const satisfies Record<UploadStatus, UploadStatusEntry>;

/** Unknown statuses show as Failed (the spec's "anything else"). */
export function uploadStatusEntry(raw: string | null | undefined): UploadStatusEntry {
  return (UPLOAD_STATUSES as readonly string[]).includes(raw ?? '')
    ? UPLOAD_STATUS_CATALOGUE[raw as UploadStatus]
    : UPLOAD_STATUS_CATALOGUE.failed;
}

export function uploadStatusLabel(raw: string | null | undefined): UploadStatusLabel {
  return uploadStatusEntry(raw).label;
}

export function uploadStatusLabelText(label: string): Text {
  const entry = Object.values(UPLOAD_STATUS_CATALOGUE).find((candidate) => candidate.label === label);
  return entry ? entry.text : serverWords(label);
}

export function isUploadInProgress(raw: string | null | undefined): boolean {
  return uploadStatusEntry(raw).inProgress;
}

/** The Status filter sends each of them. */
export function uploadStatusesLabelled(label: UploadStatusLabel): UploadStatus[] {
  return UPLOAD_STATUSES.filter((status) => UPLOAD_STATUS_CATALOGUE[status].label === label);
}

// ---- Reports (spec part 2 section 4: statuses not enumerated; these are this backend's) ----

export type ReportAction = 'download';

export interface ReportStatusEntry extends StatusEntry<ReportAction> {
  generating: boolean;
}

/** Download needs the file as well (spec: "can be downloaded only when its file is set"). */
export const REPORT_STATUS_CATALOGUE = {
  PENDING: { label: 'pending', text: 'status.report.pending', tone: 'info', actions: [], generating: true },
  PROCESSING: {
    label: 'processing',
    text: 'status.report.processing',
    tone: 'info',
    actions: [],
    generating: true,
  },
  READY: {
    label: 'ready',
    text: 'status.report.ready',
    tone: 'success',
    actions: ['download'],
    generating: false,
  },
  FAILED: { label: 'failed', text: 'status.report.failed', tone: 'danger', actions: [], generating: false },
} as const satisfies Record<ReportStatus, ReportStatusEntry>;

/** Words another backend may use for a report that ended without a file. */
const FINAL_WITHOUT_FILE = /fail|error|cancel|reject|expire/i;

export function reportStatusOf(raw: string | null | undefined): ReportStatus | null {
  const key = (raw ?? '').trim().toUpperCase();
  return (REPORT_STATUSES as readonly string[]).includes(key) ? (key as ReportStatus) : null;
}

/** Unknown: lower-cased; download when the file is there (the spec's only rule); generating unless it says it ended. */
export function reportStatusEntry(raw: string | null | undefined): ReportStatusEntry {
  const status = reportStatusOf(raw);
  if (status) return REPORT_STATUS_CATALOGUE[status];
  const label = (raw ?? '').trim().toLowerCase();
  const ended = FINAL_WITHOUT_FILE.test(label);
  return {
    label,
    text: serverWords(label),
    tone: ended ? 'danger' : 'neutral',
    actions: ended ? [] : ['download'],
    generating: !ended,
  };
}

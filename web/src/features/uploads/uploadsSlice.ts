import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { UploadCategory, UploadRecord } from '../../api/files';
import { rootReducer } from '../../store/store';
import { EMPTY_UPLOAD_FILTERS, type UploadListFilters } from './uploadRules';

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** What the three download buttons fetch. */
export type DownloadTarget =
  | { kind: 'original'; filePath: string }
  | { kind: 'invalid'; filePath: string }
  | { kind: 'template'; category: UploadCategory };

export interface UploadsState {
  /** The category of the upload screen that is open. */
  category: UploadCategory | null;
  list: {
    status: LoadStatus;
    items: UploadRecord[];
    /** Rows of the last load without user filters: the option lists of the filter selects. */
    optionItems: UploadRecord[];
    error: string | null;
  };
  /** The filter form as edited; `applied` is what the list (and its refreshes) uses. */
  filters: UploadListFilters;
  applied: UploadListFilters;
  modalOpen: boolean;
  /** The upload being sent; `progress` is the part of the file sent (0-100) while pending, else null. */
  upload: { status: LoadStatus; progress: number | null };
  /** Message of the success dialog (gift claims), null when closed. */
  successDialog: string | null;
  detail: {
    status: LoadStatus | 'missing' | 'notFound';
    record: UploadRecord | null;
    error: string | null;
  };
  /** The download in flight ('original' | 'invalid' | 'template'), to disable its button. */
  downloading: DownloadTarget['kind'] | null;
}

const initialState: UploadsState = {
  category: null,
  list: { status: 'idle', items: [], optionItems: [], error: null },
  filters: EMPTY_UPLOAD_FILTERS,
  applied: EMPTY_UPLOAD_FILTERS,
  modalOpen: false,
  upload: { status: 'idle', progress: null },
  successDialog: null,
  detail: { status: 'idle', record: null, error: null },
  downloading: null,
};

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {
    /** An upload list screen opened: its saga loads the list and refreshes it while uploads are On Going. */
    listOpened(state, action: PayloadAction<{ category: UploadCategory }>) {
      if (state.category !== action.payload.category) {
        state.list = initialState.list;
        state.filters = EMPTY_UPLOAD_FILTERS;
        state.applied = EMPTY_UPLOAD_FILTERS;
      }
      state.category = action.payload.category;
      state.modalOpen = false;
      state.upload = { status: 'idle', progress: null };
    },
    listClosed() {},
    filtersChanged(state, action: PayloadAction<Partial<UploadListFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    /** Apply: the form's filters become the list's. */
    filtersApplied(state) {
      state.applied = state.filters;
    },
    /** Clear All: every filter reset, the unfiltered list reloaded. */
    filtersCleared(state) {
      state.filters = EMPTY_UPLOAD_FILTERS;
      state.applied = EMPTY_UPLOAD_FILTERS;
    },
    /** Loads the list with the applied filters; `refresh` is the quiet reload while uploads are On Going. */
    listRequested(state, action: PayloadAction<{ refresh?: boolean } | undefined>) {
      if (!action.payload?.refresh) state.list.status = 'pending';
    },
    listSucceeded(state, action: PayloadAction<{ items: UploadRecord[]; unfiltered: boolean }>) {
      state.list.status = 'succeeded';
      state.list.items = action.payload.items;
      if (action.payload.unfiltered) state.list.optionItems = action.payload.items;
      state.list.error = null;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    modalOpened(state) {
      state.modalOpen = true;
      state.upload = { status: 'idle', progress: null };
    },
    modalClosed(state) {
      if (state.upload.status !== 'pending') state.modalOpen = false;
    },
    uploadRequested(state, _action: PayloadAction<{ file: File }>) {
      state.upload = { status: 'pending', progress: 0 };
    },
    /** Percentage of the file sent so far (axios onUploadProgress). */
    uploadProgressed(state, action: PayloadAction<number>) {
      if (state.upload.status === 'pending') state.upload.progress = action.payload;
    },
    uploadSucceeded(state, action: PayloadAction<{ dialog: string | null }>) {
      state.upload = { status: 'succeeded', progress: null };
      state.modalOpen = false;
      state.successDialog = action.payload.dialog;
      // The new upload is shown at the top of the unfiltered list.
      state.filters = EMPTY_UPLOAD_FILTERS;
      state.applied = EMPTY_UPLOAD_FILTERS;
    },
    uploadFailed(state) {
      state.upload = { status: 'failed', progress: null };
    },
    successDialogClosed(state) {
      state.successDialog = null;
    },
    /** View icon: remembers the uuid and opens the detail screen of the category. */
    viewRequested(_state, _action: PayloadAction<{ uuid: string }>) {},
    detailOpened(state, action: PayloadAction<{ category: UploadCategory }>) {
      state.category = action.payload.category;
      state.detail = { status: 'pending', record: null, error: null };
    },
    detailClosed() {},
    detailSucceeded(state, action: PayloadAction<UploadRecord | null>) {
      state.detail = {
        status: action.payload ? 'succeeded' : 'notFound',
        record: action.payload,
        error: null,
      };
    },
    detailMissing(state) {
      state.detail = { status: 'missing', record: null, error: null };
    },
    detailFailed(state, action: PayloadAction<string>) {
      state.detail.status = state.detail.record ? 'succeeded' : 'failed';
      state.detail.error = action.payload;
    },
    downloadRequested(state, action: PayloadAction<DownloadTarget>) {
      state.downloading = action.payload.kind;
    },
    downloadFinished(state) {
      state.downloading = null;
    },
  },
  selectors: {
    selectUploadCategory: (state) => state.category,
    selectUploadList: (state) => state.list,
    selectUploadFilters: (state) => state.filters,
    selectAppliedUploadFilters: (state) => state.applied,
    selectUploadModalOpen: (state) => state.modalOpen,
    selectUploadStatus: (state) => state.upload.status,
    selectUploadProgress: (state) => state.upload.progress,
    selectUploadSuccessDialog: (state) => state.successDialog,
    selectUploadDetail: (state) => state.detail,
    selectDownloading: (state) => state.downloading,
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof uploadsSlice> {}
}

const injected = uploadsSlice.injectInto(rootReducer);

export const {
  listOpened,
  listClosed,
  filtersChanged,
  filtersApplied,
  filtersCleared,
  listRequested,
  listSucceeded,
  listFailed,
  modalOpened,
  modalClosed,
  uploadRequested,
  uploadProgressed,
  uploadSucceeded,
  uploadFailed,
  successDialogClosed,
  viewRequested,
  detailOpened,
  detailClosed,
  detailSucceeded,
  detailMissing,
  detailFailed,
  downloadRequested,
  downloadFinished,
} = uploadsSlice.actions;

export const {
  selectUploadCategory,
  selectUploadList,
  selectUploadFilters,
  selectAppliedUploadFilters,
  selectUploadModalOpen,
  selectUploadStatus,
  selectUploadProgress,
  selectUploadSuccessDialog,
  selectUploadDetail,
  selectDownloading,
} = injected.selectors;

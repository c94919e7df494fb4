import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import type { MessageId, Text } from '../../i18n/i18n';
import { rootReducer } from '../../store/store';
import { CHECKING_ROWS } from './uploadCategories';

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** What the three download buttons fetch. */
export type DownloadTarget =
  | { kind: 'original'; filePath: string }
  | { kind: 'invalid'; filePath: string }
  | { kind: 'template'; category: UploadCategory };

/** The upload modal, the success dialog, the detail and the downloads; the lists are on the list kit (uploadLists). */
export interface UploadsState {
  /** The category of the upload screen that is open. */
  category: UploadCategory | null;
  modalOpen: boolean;
  /** The upload being sent; `progress` is the part of the file sent (0-100) while pending, else null. */
  upload: { status: LoadStatus; progress: number | null };
  /** Message of the success dialog (gift claims), null when closed. */
  successDialog: MessageId | null;
  /** The dialog's line under it: "Checking rows…" while the shell watches the upload's processing. */
  successDetail: MessageId | null;
  detail: {
    status: LoadStatus | 'missing' | 'notFound';
    record: UploadRecord | null;
    error: Text | null;
  };
  /** The download in flight ('original' | 'invalid' | 'template'), to disable its button. */
  downloading: DownloadTarget['kind'] | null;
}

const initialState: UploadsState = {
  category: null,
  modalOpen: false,
  upload: { status: 'idle', progress: null },
  successDialog: null,
  successDetail: null,
  detail: { status: 'idle', record: null, error: null },
  downloading: null,
};

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {
    /** An upload list screen opened: the upload modal and the uploads' category are its. */
    listOpened(state, action: PayloadAction<{ category: UploadCategory }>) {
      state.category = action.payload.category;
      state.modalOpen = false;
      state.upload = { status: 'idle', progress: null };
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
    uploadSucceeded(state, action: PayloadAction<{ dialog: MessageId | null; checking?: boolean }>) {
      state.upload = { status: 'succeeded', progress: null };
      state.modalOpen = false;
      state.successDialog = action.payload.dialog;
      state.successDetail = action.payload.dialog && action.payload.checking ? CHECKING_ROWS : null;
    },
    uploadFailed(state) {
      state.upload = { status: 'failed', progress: null };
    },
    successDialogClosed(state) {
      state.successDialog = null;
      state.successDetail = null;
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
    detailFailed(state, action: PayloadAction<Text>) {
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
    selectUploadModalOpen: (state) => state.modalOpen,
    selectUploadStatus: (state) => state.upload.status,
    selectUploadProgress: (state) => state.upload.progress,
    selectUploadSuccessDialog: (state) => state.successDialog,
    selectUploadSuccessDetail: (state) => state.successDetail,
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
  selectUploadModalOpen,
  selectUploadStatus,
  selectUploadProgress,
  selectUploadSuccessDialog,
  selectUploadSuccessDetail,
  selectUploadDetail,
  selectDownloading,
} = injected.selectors;

import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Text } from '../i18n/i18n';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface Toast {
  id: string;
  severity: ToastSeverity;
  /** Words for the screen to put in the user's language (a message id, a message, or the server's raw words). */
  summary: Text;
  detail?: Text;
  /** Milliseconds before it closes by itself. */
  life: number;
  /** A button on the toast ("Download"): clicking it dispatches `run` and closes the toast. */
  action?: { label: Text; run: UnknownAction };
  /**
   * What the toast is about ('upload:<uuid>'): a toast with the key of one on screen takes its place, so the
   * news of one thing (an upload received, then its rows checked) reads as one notice, never as two that
   * contradict each other.
   */
  key?: string;
}

export interface NotificationsState {
  queue: Toast[];
}

const initialState: NotificationsState = { queue: [] };

/** Toasts requested by sagas and components; the Toaster shows and dismisses them. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Toast>) {
        state.queue.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id' | 'life'> & { life?: number }) {
        return { payload: { life: 3000, ...toast, id: nanoid() } };
      },
    },
    shown(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToastQueue: (state) => state.queue,
  },
});

export const { notify, shown: toastShown } = notificationsSlice.actions;
export const { selectToastQueue } = notificationsSlice.selectors;

import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface Toast {
  id: string;
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it closes by itself. */
  life: number;
  /** A button on the toast ("Download"): clicking it dispatches `run` and closes the toast. */
  action?: { label: string; run: UnknownAction };
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

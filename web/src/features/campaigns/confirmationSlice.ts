import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Apis } from '../../api/apis';
import type { Campaign } from '../../api/campaigns';
import type { SagaDeps } from '../../store/sagaDeps';
import { rootReducer } from '../../store/store';

/**
 * The campaign as it is when an action's confirmation opens (GET /api/campaigns/{id}), on the list and on the
 * detail alike: Stop states how many messages are already sent from it, not from a list or a detail fetched
 * seconds or minutes before (a campaign sends hundreds of messages in that time).
 */
export interface ConfirmationState {
  id: number | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  campaign: Campaign | null;
}

const initialState: ConfirmationState = { id: null, status: 'idle', campaign: null };

export const confirmationSlice = createSlice({
  name: 'campaignConfirmation',
  initialState,
  reducers: {
    opened(_state, action: PayloadAction<number>) {
      return { id: action.payload, status: 'pending' as const, campaign: null };
    },
    loaded(state, action: PayloadAction<Campaign>) {
      if (state.id !== action.payload.id) return;
      state.status = 'succeeded';
      state.campaign = action.payload;
    },
    failed(state, action: PayloadAction<number>) {
      if (state.id === action.payload) state.status = 'failed';
    },
  },
  selectors: {
    selectConfirmation: (state) => state,
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof confirmationSlice> {}
}

export const injectedConfirmationSlice = confirmationSlice.injectInto(rootReducer);
export const { selectConfirmation } = injectedConfirmationSlice.selectors;
export const confirmationActions = confirmationSlice.actions;

function* fetchCampaign(deps: SagaDeps, action: PayloadAction<number>) {
  try {
    const api: Apis = yield call(deps.api);
    const campaign: Campaign = yield call(api.campaigns.get, action.payload);
    yield put(confirmationActions.loaded(campaign));
  } catch (error) {
    // The dialog then says what it can without the figures ("Messages not sent yet will be cancelled.").
    console.warn(`Could not load campaign ${action.payload} for its confirmation:`, error);
    yield put(confirmationActions.failed(action.payload));
  }
}

export function* confirmationSaga(deps: SagaDeps) {
  yield takeLatest(confirmationActions.opened.type, fetchCampaign, deps);
}

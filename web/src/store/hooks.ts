import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLanguage, translate, type Text } from '../i18n/i18n';
import type { AppDispatch, AppStore, FeatureSaga, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Starts a feature's saga the first time one of its screens renders (synchronously, before its effects run). */
export function useFeatureSaga(name: string, saga: FeatureSaga): void {
  const store = useAppStore();
  store.runFeatureSaga(name, saga);
}

/** Sets document.title while the screen is shown, in the user's language (again when it changes). */
export function usePageTitle(title: Text): void {
  const language = useLanguage();
  const words = translate(title);
  useEffect(() => {
    document.title = words;
  }, [words, language]);
}

import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './runtimeConfig';

export const ConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside ConfigContext');
  return config;
}

import type { SessionUser } from '../api/types';
import { CRM_APP } from '../config/modules';
import { SIBLING_APPS, type SiblingApp } from '@crm/domain';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { MENU } from './menu';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'noApplications' } | { kind: 'noCrm' } | { kind: 'noModule' };

/**
 * Spec part 1 section 6: no application at all → signed out; no crm → sent to their first application;
 * crm but not the screen's module → sent to the CRM home. `requiredModule` undefined = crm application only.
 */
export function decideAccess(
  user: Pick<SessionUser, 'applications' | 'modules'>,
  requiredModule?: string,
): AccessDecision {
  if (user.applications.length === 0) return { kind: 'noApplications' };
  if (!user.applications.includes(CRM_APP)) return { kind: 'noCrm' };
  if (requiredModule && !user.modules.includes(requiredModule)) return { kind: 'noModule' };
  return { kind: 'allow' };
}

/** The names of the suite's applications, as the app switcher shows them: product names, the same in every language. */
export const APPLICATION_LABELS: Record<SiblingApp, string> = {
  account: 'Account',
  helpdesk: 'Helpdesk',
  broadcast: 'Broadcast',
  chatbot: 'Chatbot',
  studio: 'Editor Bot',
};

/** The user's first application that has a configured address: its name and home address. */
export function firstApplication(
  applications: readonly string[],
  config: Pick<RuntimeConfig, 'apps'>,
): { app: SiblingApp; label: string; home: string } | undefined {
  for (const application of applications) {
    if ((SIBLING_APPS as readonly string[]).includes(application)) {
      const app = application as SiblingApp;
      const home = config.apps[app];
      if (home) return { app, label: APPLICATION_LABELS[app], home };
    }
  }
  return undefined;
}

/** Home address of the user's first application that has a configured address. */
export function firstApplicationHome(
  applications: readonly string[],
  config: Pick<RuntimeConfig, 'apps'>,
): string | undefined {
  return firstApplication(applications, config)?.home;
}

/**
 * Where "/" leads: the customer list (spec: it is the first menu entry), or, for a user who cannot open it,
 * the first menu screen they can open (otherwise the redirect would loop through the guard); null for none.
 */
export function homePath(userModules: readonly string[]): string | null {
  for (const entry of MENU) {
    for (const link of entry.kind === 'group' ? entry.items : [entry]) {
      if (userModules.includes(link.module)) return link.path;
    }
  }
  return null;
}

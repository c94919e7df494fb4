import type { Division, SessionUser } from '@crm/domain';
import { say, type Said } from './i18n/messages.js';
import { CRM_MODULES, MODULES } from './lib/modules.js';

// Usernames are relied on by tests and demos.

export interface Persona {
  username: string;
  description: Said;
  user: SessionUser;
}

export const DIVISIONS = {
  consumerCare: { id: 'div-consumer-care', name: 'Consumer Care' },
  marketing: { id: 'div-marketing', name: 'Marketing' },
  service: { id: 'div-service', name: 'After Sales Service' },
  support: { id: 'div-it-support', name: 'IT Support' },
} satisfies Record<string, Division>;

export const ALL_DIVISIONS: Division[] = Object.values(DIVISIONS);

export const PERSONAS: readonly Persona[] = [
  {
    username: 'admin',
    description: say('persona.admin'),
    user: {
      display_name: 'Ayu Admin',
      applications: ['account', 'helpdesk', 'broadcast', 'chatbot', 'studio', 'crm'],
      modules: [...CRM_MODULES],
      divisions: [DIVISIONS.consumerCare, DIVISIONS.marketing],
    },
  },
  {
    username: 'approver',
    description: say('persona.approver'),
    user: {
      display_name: 'Budi Approver',
      applications: ['crm', 'broadcast'],
      modules: [
        MODULES.campaignList,
        MODULES.campaignHistory,
        MODULES.campaignApprove,
        MODULES.campaignReject,
        MODULES.campaignStop,
        MODULES.reportList,
      ],
      divisions: [DIVISIONS.marketing],
    },
  },
  {
    username: 'marketer',
    description: say('persona.marketer'),
    user: {
      display_name: 'Citra Marketer',
      applications: ['crm'],
      modules: [
        MODULES.campaignAdd,
        MODULES.campaignList,
        MODULES.campaignHistory,
        MODULES.reportList,
        MODULES.reportRequest,
      ],
      divisions: [DIVISIONS.marketing],
    },
  },
  {
    username: 'dataentry',
    description: say('persona.dataentry'),
    user: {
      display_name: 'Dedi Dataentry',
      applications: ['crm'],
      modules: [MODULES.customerList, MODULES.customerUpload, MODULES.giftClaimList, MODULES.giftClaimUpload],
      divisions: [DIVISIONS.consumerCare],
    },
  },
  {
    username: 'viewer',
    // crm.customer.list also allows the lists' edit and delete actions (the spec has no separate edit module).
    description: say('persona.viewer'),
    user: {
      display_name: 'Eka Viewer',
      applications: ['crm'],
      modules: [MODULES.customerList, MODULES.giftClaimList, MODULES.campaignList],
      divisions: [DIVISIONS.service],
    },
  },
  {
    username: 'helpdesk',
    description: say('persona.helpdesk'),
    user: {
      display_name: 'Fajar Helpdesk',
      applications: ['helpdesk'],
      modules: [],
      divisions: [DIVISIONS.support],
    },
  },
  {
    username: 'nobody',
    description: say('persona.nobody'),
    user: {
      display_name: 'Gita Nobody',
      applications: [],
      modules: [],
      divisions: [DIVISIONS.support],
    },
  },
];

export function findPersona(username: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.username === username);
}

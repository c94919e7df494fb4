export { CRM_MODULES, MODULES } from '@crm/domain';

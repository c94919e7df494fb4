/** The CRM modules, named once for the web app and the mock backend (@crm/domain). */
export { CRM_MODULES, MODULES } from '@crm/domain';

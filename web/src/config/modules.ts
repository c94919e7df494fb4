/** Module permission strings of user.modules (spec part 1 section 6, part 2 section 6), named once in @crm/domain. */
export { MODULES as modules } from '@crm/domain';

/** The application name of this product in user.applications. */
export const CRM_APP = 'crm';

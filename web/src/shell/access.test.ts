import { decideAccess, firstApplicationHome, homePath } from './access';

const apps = {
  account: 'https://account.test/dashboard',
  helpdesk: 'https://helpdesk.test/',
  broadcast: '',
  chatbot: 'https://chatbot.test',
  studio: 'https://studio.test',
};

describe('decideAccess (guard decisions)', () => {
  it('allows a crm user holding the module', () => {
    expect(
      decideAccess({ applications: ['crm'], modules: ['crm.customer.list'] }, 'crm.customer.list'),
    ).toEqual({ kind: 'allow' });
  });

  it('allows any crm user on screens that need only the application', () => {
    expect(decideAccess({ applications: ['crm'], modules: [] })).toEqual({ kind: 'allow' });
  });

  it('refuses a crm user without the exact module', () => {
    expect(
      decideAccess({ applications: ['crm'], modules: ['crm.customer.upload'] }, 'crm.customer.list').kind,
    ).toBe('noModule');
    expect(
      decideAccess({ applications: ['crm'], modules: ['crm.customer.list.extra'] }, 'crm.customer.list').kind,
    ).toBe('noModule');
  });

  it('refuses a user without crm, and one with no application at all', () => {
    expect(
      decideAccess({ applications: ['helpdesk'], modules: ['crm.customer.list'] }, 'crm.customer.list').kind,
    ).toBe('noCrm');
    expect(decideAccess({ applications: [], modules: [] }).kind).toBe('noApplications');
  });
});

describe('firstApplicationHome', () => {
  it("is the home address of the user's first application with one", () => {
    expect(firstApplicationHome(['helpdesk', 'account'], { apps })).toBe('https://helpdesk.test/');
    expect(firstApplicationHome(['broadcast', 'chatbot'], { apps })).toBe('https://chatbot.test');
    expect(firstApplicationHome(['crm'], { apps })).toBeUndefined();
  });
});

describe('homePath', () => {
  it('is the customer list for users who can open it', () => {
    expect(homePath(['crm.customer.list', 'crm.campaign.list'])).toBe('/customer/list-customer');
  });

  it("is the first screen a user can open otherwise, so '/' never loops through a guard", () => {
    expect(homePath(['crm.campaign.add', 'crm.campaign.list'])).toBe('/campaign/list-campaign');
    expect(homePath(['crm.report.list'])).toBe('/campaign/report');
    expect(homePath([])).toBeNull();
  });
});

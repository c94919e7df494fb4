import { PERSONAS } from '@crm/fixtures';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ConfigContext } from '../config/ConfigContext';
import { makeStore } from '../test/appStore';
import { makeDeps, signedIn, TEST_CONFIG } from '../test/sagaDeps';
import { AuthGate } from './AuthGate';

function renderFor(applications: string[], apps: Partial<typeof TEST_CONFIG.apps> = {}) {
  const config = { ...TEST_CONFIG, apps: { ...TEST_CONFIG.apps, ...apps } };
  const store = makeStore(makeDeps(undefined, { config }));
  store.dispatch(signedIn({ display_name: PERSONAS.nobody.name, applications }));

  render(
    <Provider store={store}>
      <ConfigContext.Provider value={config}>
        <MemoryRouter>
          <AuthGate />
        </MemoryRouter>
      </ConfigContext.Provider>
    </Provider>,
  );
}

describe('AuthGate for a user the CRM cannot serve', () => {
  it('a user without applications reads that they will be signed out in 3 s', () => {
    renderFor([]);
    expect(screen.getByRole('main')).toHaveTextContent(
      'Your account has no access to any application. You will be signed out in 3 seconds.',
    );
    expect(screen.getByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('a user of another application reads where they are being sent', () => {
    renderFor(['helpdesk'], { helpdesk: 'https://helpdesk.test/dashboard' });
    expect(screen.getByRole('main')).toHaveTextContent(
      'Your account has no access to CRM. You are being sent to Helpdesk in 3 seconds.',
    );
  });

  it('without an address for their application, they read that they will be signed out', () => {
    renderFor(['helpdesk']);
    expect(screen.getByRole('main')).toHaveTextContent(
      'Your account has no access to CRM. You will be signed out in 3 seconds.',
    );
  });
});

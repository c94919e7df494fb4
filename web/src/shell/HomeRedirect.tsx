import { Navigate } from 'react-router-dom';
import { useAppSelector, usePageTitle } from '../store/hooks';
import { selectUser } from '../session/sessionSlice';
import { homePath } from './access';

/** "/" leads to the customer list, or to the first screen the user can open. */
export function HomeRedirect() {
  const user = useAppSelector(selectUser);
  usePageTitle('CRM');
  const target = homePath(user?.modules ?? []);
  if (target) return <Navigate to={target} replace />;
  return (
    <section className="panel">
      <h1 className="panel-title">Welcome</h1>
      <p>
        Your account has access to the CRM application but to none of its screens. Ask an administrator for
        access.
      </p>
    </section>
  );
}

import { Navigate } from 'react-router-dom';
import { useT } from '../i18n/i18n';
import { useAppSelector, usePageTitle } from '../store/hooks';
import { selectUser } from '../session/sessionSlice';
import { homePath } from './access';

/** "/" leads to the customer list, or to the first screen the user can open. */
export function HomeRedirect() {
  const t = useT();
  const user = useAppSelector(selectUser);
  usePageTitle('title.home');
  const target = homePath(user?.modules ?? []);
  if (target) return <Navigate to={target} replace />;
  return (
    <section className="panel">
      <h1 className="panel-title">{t('shell.welcome.title')}</h1>
      <p>{t('shell.welcome.noScreens')}</p>
    </section>
  );
}

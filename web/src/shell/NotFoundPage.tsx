import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';
import { usePageTitle } from '../store/hooks';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const t = useT();
  usePageTitle('title.notFound');
  return (
    <section className="panel">
      <h1 className="panel-title">{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.text')}</p>
      <Link to={paths.home}>{t('shell.notFound.home')}</Link>
    </section>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { useT, useTranslate } from '../i18n/i18n';
import { breadcrumbs } from './breadcrumb';

export function Breadcrumb() {
  const t = useT();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  if (!crumbs.length) return null;
  return (
    <nav aria-label={t('shell.breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.to ?? ''}`}>
            {crumb.to ? (
              <Link to={crumb.to} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {translate(crumb.label)}
              </Link>
            ) : (
              <span>{translate(crumb.label)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

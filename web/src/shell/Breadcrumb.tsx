import { Link, useLocation } from 'react-router-dom';
import { breadcrumbs } from './breadcrumb';

export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  if (!crumbs.length) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to ? (
              <Link to={crumb.to} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
